import { describe, expect, it } from 'vitest';
import { readOnce } from './read-once';

describe('readOnce', () => {
  it('shares a read in flight and its answer, by key', async () => {
    const once = readOnce<number>(4);
    let reads = 0;
    const read = async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 7;
    };
    const [a, b] = await Promise.all([once('a', read), once('a', read)]);
    expect([a, b, reads]).toEqual([7, 7, 1]);
    expect(await once('a', read)).toBe(7);
    expect(reads).toBe(1);
    await once('b', read);
    expect(reads).toBe(2);
  });

  it('forgets a failed read, so the next asks again', async () => {
    const once = readOnce<number>(4);
    await expect(once('a', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await once('a', () => Promise.resolve(3))).toBe(3);
  });

  it('keeps at most its size, the least recently used going first', async () => {
    const once = readOnce<string>(2);
    const reads: string[] = [];
    const read = (key: string) => () => {
      reads.push(key);
      return Promise.resolve(key);
    };
    await once('a', read('a'));
    await once('b', read('b'));
    await once('a', read('a')); // a used again: b is now the oldest
    await once('c', read('c'));
    await once('a', read('a'));
    await once('b', read('b'));
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });
});
