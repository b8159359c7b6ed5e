import { describe, expect, it } from 'vitest';
import { ViewBox } from './view-box';

describe('ViewBox', () => {
  it('tells its readers of a new value, not of the same one, and not after they leave', () => {
    const box = new ViewBox({ n: 1 });
    let told = 0;
    const leave = box.subscribe(() => (told += 1));
    box.update((last) => ({ n: last.n + 1 }));
    expect(box.get()).toEqual({ n: 2 });
    expect(told).toBe(1);
    box.update((last) => last);
    expect(told).toBe(1);
    leave();
    box.update(() => ({ n: 5 }));
    expect(told).toBe(1);
    expect(box.get()).toEqual({ n: 5 });
  });
});
