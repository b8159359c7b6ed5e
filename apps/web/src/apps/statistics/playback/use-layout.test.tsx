import { ROUTES } from '@ads/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { connectToRealApi, forgetSession, freshAccount, signIn } from '../../../test/real-api';
import { call } from '../../../lib/api';
import { addPanel, newPanel, removePanel } from './layout';
import type { PlaybackTopic } from './protocol';
import { usePlaybackLayout } from './use-layout';

// The layout against the real server: the default until the user changes it, then the user's
// own, read back on another device (a fresh page) and for another record, until reset.

connectToRealApi();

const TOPICS: PlaybackTopic[] = [
  { topic: '/points', type: 'x', encoding: 'cdr', count: 4, kind: 'cloud', decodable: true },
  {
    topic: '/vehicle/status',
    type: 'y',
    encoding: 'json',
    count: 4,
    kind: 'other',
    decodable: true,
  },
];
const INDEXED = [{ name: '/vehicle/status', fields: ['velocity'] }];

/** A page of its own: a fresh cache, as on another device. */
function openPage(topics = TOPICS) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePlaybackLayout(topics, INDEXED, false), { wrapper });
}

const savedLayout = async () => {
  const result = await call(ROUTES.userSetting, { params: { key: 'playback.layout' } });
  if (!result.success) throw new Error(result.message);
  return result.detail.value;
};

describe("the user's playback layout", () => {
  it('is the default until changed, then kept for the account and read on another page', async () => {
    const account = await freshAccount();
    await signIn(account);
    const first = openPage();
    await waitFor(() => expect(first.result.current.reading).toBe(false));
    expect(first.result.current.own).toBe(false);
    expect(first.result.current.layout.panels.map((panel) => panel.kind)).toEqual([
      '3d',
      'plot',
      'raw',
    ]);

    const changed = removePanel(
      addPanel(first.result.current.layout, newPanel('image', TOPICS, INDEXED)),
      first.result.current.layout.panels[0]!.id,
    );
    act(() => first.result.current.change(changed));
    expect(first.result.current.layout).toEqual(changed);
    await waitFor(async () => expect(await savedLayout()).toEqual(changed), { timeout: 3000 });
    first.unmount();

    forgetSession();
    await signIn(account);
    const second = openPage();
    await waitFor(() => expect(second.result.current.own).toBe(true));
    expect(second.result.current.layout.panels.map((panel) => panel.kind)).toEqual([
      'plot',
      'raw',
      'image',
    ]);

    // Another record without a status topic: the same panels, fitted to its topics.
    const other = openPage([TOPICS[0]!]);
    await waitFor(() => expect(other.result.current.own).toBe(true));
    expect(other.result.current.layout.panels.map((panel) => panel.kind)).toEqual([
      'plot',
      'raw',
      'image',
    ]);
    expect(other.result.current.layout.panels[1]!.topics).toEqual(['/points']);

    act(() => second.result.current.reset());
    expect(second.result.current.own).toBe(false);
    await waitFor(async () => expect(await savedLayout()).toBeNull());
  });

  it("is each account's own", async () => {
    const a = await freshAccount();
    await signIn(a);
    const page = openPage();
    await waitFor(() => expect(page.result.current.reading).toBe(false));
    act(() => page.result.current.change({ version: 1, panels: [] }));
    await waitFor(async () => expect(await savedLayout()).toEqual({ version: 1, panels: [] }), {
      timeout: 3000,
    });
    page.unmount();

    forgetSession();
    await signIn(await freshAccount());
    const theirs = openPage();
    await waitFor(() => expect(theirs.result.current.reading).toBe(false));
    expect(theirs.result.current.own).toBe(false);
    expect(theirs.result.current.layout.panels.length).toBeGreaterThan(0);
  });
});
