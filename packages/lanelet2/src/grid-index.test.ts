import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BBox } from './geometry';
import { bboxesOverlap } from './geometry';
import { GridIndex } from './grid-index';

const coordinate = fc.double({ min: -500, max: 500, noNaN: true });
const box = fc
  .tuple(coordinate, coordinate, fc.double({ min: 0, max: 80 }), fc.double({ min: 0, max: 80 }))
  .map(([x, y, w, h]): BBox => ({ minX: x, minY: y, maxX: x + w, maxY: y + h }));

describe('GridIndex', () => {
  it('finds every box that meets the query, each once', () => {
    fc.assert(
      fc.property(
        fc.array(box, { maxLength: 60 }),
        box,
        fc.double({ min: 1, max: 100 }),
        (boxes, query, cell) => {
          const index = new GridIndex<number>(cell, 4);
          boxes.forEach((b, i) => index.insert(b, i));
          const found = index.search(query);
          expect(new Set(found).size).toBe(found.length);
          for (let i = 0; i < boxes.length; i += 1) {
            if (bboxesOverlap(boxes[i]!, query)) expect(found).toContain(i);
          }
        },
      ),
    );
  });

  it('searches into an array it never shrinks', () => {
    const index = new GridIndex<string>(10);
    index.insert({ minX: 0, minY: 0, maxX: 1, maxY: 1 }, 'a');
    index.insert({ minX: 0, minY: 0, maxX: 30, maxY: 1 }, 'b');
    const out = ['x', 'y', 'z'];
    expect(index.searchInto({ minX: 0, minY: 0, maxX: 0, maxY: 0 }, out)).toBe(2);
    expect(out).toEqual(['a', 'b', 'z']);
    expect(index.searchInto({ minX: 25, minY: 0, maxX: 26, maxY: 0 }, out)).toBe(1);
    expect(out[0]).toBe('b');
  });
});
