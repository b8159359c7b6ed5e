import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlaybackMessage } from './protocol';
import { createShownMessages, useFirstShown, useTopicMessages } from './shown-messages';

// What the panels show, as a store: a panel renders again for its own topics' messages only,
// and the page's first-frame wait sees the first answer once.

const message = (topic: string, timeNs: string): PlaybackMessage => ({
  topic,
  timeNs,
  message: { timeNs },
});

describe('the messages shown', () => {
  it('renders a panel again only when one of its own topics changes', () => {
    const store = createShownMessages();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useTopicMessages(store, ['/speed']);
    });
    expect(result.current.size).toBe(0);
    const speed = message('/speed', '1');
    const cloud = message('/cloud', '1');
    act(() =>
      store.set(
        new Map([
          ['/speed', speed],
          ['/cloud', cloud],
        ]),
      ),
    );
    expect(result.current.get('/speed')).toBe(speed);
    // Only its own topics are handed over.
    expect(result.current.has('/cloud')).toBe(false);
    const seen = result.current;
    const rendered = renders;
    // Another topic's new message: nothing to render.
    act(() =>
      store.set(
        new Map([
          ['/speed', speed],
          ['/cloud', message('/cloud', '2')],
        ]),
      ),
    );
    expect(renders).toBe(rendered);
    expect(result.current).toBe(seen);
    // Its own topic's new message: rendered, with it.
    const next = message('/speed', '2');
    act(() => store.set(new Map([['/speed', next]])));
    expect(renders).toBe(rendered + 1);
    expect(result.current.get('/speed')).toBe(next);
  });

  it('counts answers and keeps the first, not what is set without an answer', () => {
    const store = createShownMessages();
    const { result } = renderHook(() => useFirstShown(store));
    expect(result.current).toBeNull();
    act(() => store.set(new Map(), false));
    expect(result.current).toBeNull();
    expect(store.answers()).toBe(0);
    const first = new Map([['/a', message('/a', '1')]]);
    act(() => store.set(first));
    act(() => store.set(new Map([['/a', message('/a', '2')]])));
    expect(result.current).toBe(first);
    expect(store.answers()).toBe(2);
  });
});
