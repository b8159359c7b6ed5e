import { describe, expect, it } from 'vitest';
import { draftKey, initialSource, readDraft, writeDraft } from './drafts';

/** A Storage of a plain Map (the Node test has no localStorage). */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('drafts', () => {
  it('keeps code per account and challenge, and the starter is no draft', () => {
    const store = memoryStore();
    const mine = draftKey(7, 3);
    expect(initialSource(store, mine, 'starter')).toBe('starter');
    writeDraft(store, mine, 'my code', 'starter', 1000);
    expect(readDraft(store, mine)).toEqual({ source: 'my code', savedAt: 1000 });
    expect(initialSource(store, draftKey(8, 3), 'starter')).toBe('starter');
    expect(initialSource(store, draftKey(7, 4), 'other')).toBe('other');
    writeDraft(store, mine, 'starter', 'starter', 2000);
    expect(store.items.has(mine)).toBe(false);
  });

  it('reads a damaged entry as no draft and survives a refused write', () => {
    const store = memoryStore();
    store.setItem('k', '{not json');
    expect(readDraft(store, 'k')).toBeNull();
    store.setItem('k', JSON.stringify({ source: 5 }));
    expect(readDraft(store, 'k')).toBeNull();
    const full = {
      ...store,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeDraft(full, 'k', 'code', '', 1)).not.toThrow();
  });
});
