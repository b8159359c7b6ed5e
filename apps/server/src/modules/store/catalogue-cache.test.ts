import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from './catalogue-cache';

function cache(ttlMs = 1_000) {
  let now = 0;
  let announced = 0;
  const kept = createCatalogueCache({
    ttlMs,
    now: () => now,
    announce: async () => {
      announced += 1;
    },
    max: 2,
  });
  return { kept, advance: (ms: number) => (now += ms), announced: () => announced };
}

describe('catalogue cache', () => {
  it('shares one read among callers and keeps it for its time', async () => {
    const { kept, advance } = cache();
    let reads = 0;
    const load = async () => `answer ${++reads}`;
    const [a, b] = await Promise.all([kept.get('q', load), kept.get('q', load)]);
    expect([a, b, reads]).toEqual(['answer 1', 'answer 1', 1]);
    advance(999);
    expect(await kept.get('q', load)).toBe('answer 1');
    advance(1);
    expect(await kept.get('q', load)).toBe('answer 2');
  });

  it('forgets everything on a change, here (announced) or heard from elsewhere', async () => {
    const { kept, announced } = cache();
    let reads = 0;
    const load = async () => `answer ${++reads}`;
    await kept.get('q', load);
    await kept.changed();
    expect(announced()).toBe(1);
    expect(await kept.get('q', load)).toBe('answer 2');
    kept.heard();
    expect(await kept.get('q', load)).toBe('answer 3');
  });

  it('does not keep a read that a change overtook, nor a failed one', async () => {
    const { kept } = cache();
    let release!: (text: string) => void;
    const slow = kept.get('q', () => new Promise<string>((resolve) => (release = resolve)));
    kept.heard();
    release('stale');
    expect(await slow).toBe('stale');
    expect(await kept.get('q', async () => 'fresh')).toBe('fresh');
    await expect(kept.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('x', async () => 'back')).toBe('back');
  });

  it('keeps at most `max` answers, dropping the oldest', async () => {
    const { kept } = cache();
    let reads = 0;
    const load = async () => `answer ${++reads}`;
    await kept.get('a', load);
    await kept.get('b', load);
    await kept.get('c', load);
    expect(await kept.get('a', load)).toBe('answer 4');
  });
});
