import type { TeleopEcho } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { NO_ECHO, drivingRefusals, readEcho, totalDrops } from './vehicle-echo';

const drops = { clock: 1, stale: 0, order: 0, link: 0 };
const echo = (change: Partial<TeleopEcho>): TeleopEcho => ({
  seq: 1,
  received_at: 10,
  echoed_at: 11,
  applied: true,
  round_trip_ms: 30,
  drops,
  ...change,
});

// The app's strings load with its page; these tests use them without it.
await i18n.loadNamespaces('monitoring');

describe("the vehicle's echoes on the tele-op panel", () => {
  it("shows the vehicle's round trip and drops", () => {
    expect(readEcho(NO_ECHO, echo({ round_trip_ms: 42 }))).toEqual({
      roundTripMs: 42,
      drops,
      refusal: null,
      reason: null,
    });
    expect(totalDrops({ clock: 1, stale: 2, order: 3, link: 4 })).toBe(10);
  });

  it('says why driving is refused when the vehicle drops for the link or as stale, until it applies again', () => {
    const slow = readEcho(
      NO_ECHO,
      echo({
        applied: false,
        dropped: 'link',
        message: 'The round trip is 410 ms, over 250 ms: driving is refused.',
      }),
    );
    expect(slow.refusal).toBe('The round trip is 410 ms, over 250 ms: driving is refused.');
    // An order drop (overtaken on a busy link) keeps the reason as it was.
    expect(readEcho(slow, echo({ applied: false, dropped: 'order' })).refusal).toBe(slow.refusal);
    expect(slow.reason).toBe('link');
    const stale = readEcho(slow, echo({ applied: false, dropped: 'stale' }));
    expect(stale.refusal).toMatch(/older than 300 ms/);
    expect(stale.reason).toBe('stale');
    expect(readEcho(stale, echo({ applied: true })).refusal).toBeNull();
  });

  it('does not call the first command of a drive (no clock estimate yet) a refusal', () => {
    expect(readEcho(NO_ECHO, echo({ applied: false, dropped: 'clock' })).refusal).toBeNull();
  });
});

describe('the reasons the panel gives', () => {
  const slow = {
    ...NO_ECHO,
    refusal: 'The round trip to the vehicle is 410 ms: driving is refused.',
    reason: 'link' as const,
  };
  const stale = {
    ...NO_ECHO,
    refusal: 'The command was 3012 ms old: not applied.',
    reason: 'stale' as const,
  };
  const page = 'The round trip to the vehicle is 400 ms, over the 250 ms limit.';
  const texts = (refusals: Array<{ from: string; text: string }>) =>
    refusals.map((refusal) => `${refusal.from}: ${refusal.text}`);

  it("are the vehicle's alone while driving (the page only refuses to start)", () => {
    expect(texts(drivingRefusals({ driving: true, linkRefusal: page, vehicle: slow }))).toEqual([
      `vehicle: ${slow.refusal}`,
    ]);
    expect(drivingRefusals({ driving: true, linkRefusal: page, vehicle: NO_ECHO })).toEqual([]);
  });

  it("put the page's own first when not driving, with the vehicle's when it says more", () => {
    expect(texts(drivingRefusals({ driving: false, linkRefusal: page, vehicle: slow }))).toEqual([
      `page: ${page}`,
    ]);
    expect(texts(drivingRefusals({ driving: false, linkRefusal: page, vehicle: stale }))).toEqual([
      `page: ${page}`,
      `vehicle: ${stale.refusal}`,
    ]);
    expect(texts(drivingRefusals({ driving: false, linkRefusal: null, vehicle: stale }))).toEqual([
      `vehicle: ${stale.refusal}`,
    ]);
    expect(drivingRefusals({ driving: false, linkRefusal: null, vehicle: NO_ECHO })).toEqual([]);
  });
});
