import { describe, expect, it } from 'vitest';
import { SHARED_PLAYBACK_PATH, shareTokenOf, sharedPlaybackLink } from './share-link';

const ORIGIN = 'https://studio.example';
// Share tokens are base64url and may begin with '-'.
const TOKEN = '-Ab_9'.padEnd(43, 'x');

describe('the shared playback link', () => {
  it("opens the share's page at the time, from the share's download link", () => {
    const url = `${ORIGIN}/api/record/download/?token=${TOKEN}`;
    expect(shareTokenOf(url, ORIGIN)).toBe(TOKEN);
    expect(sharedPlaybackLink(url, ORIGIN, 1_500_000_000n)).toBe(
      `${ORIGIN}${SHARED_PLAYBACK_PATH}${TOKEN}?t=1500000000`,
    );
  });

  it('takes a relative download link as the server may give it', () => {
    expect(sharedPlaybackLink(`/api/record/download/?token=${TOKEN}`, ORIGIN, 0n)).toBe(
      `${ORIGIN}/statistics/record/shared/${TOKEN}?t=0`,
    );
  });

  it('is null for a record that is not shared or a link without a token', () => {
    expect(sharedPlaybackLink(null, ORIGIN, 0n)).toBeNull();
    expect(sharedPlaybackLink(`${ORIGIN}/api/record/download/`, ORIGIN, 0n)).toBeNull();
  });
});
