import { describe, expect, it } from 'vitest';
import { MAX_CHILDREN, rawTree, typedText } from './raw-tree';

const more = (n: number) => `${n} more`;

describe('the raw tree', () => {
  it('opens objects and arrays into their fields, values as text', () => {
    const tree = rawTree(
      '/vehicle/status',
      { velocity: 4.25, gear: 'D', on: true, list: [1, 2] },
      more,
    );
    expect(tree.text).toBe('{4}');
    expect(tree.children!.map((node) => [node.key, node.text])).toEqual([
      ['velocity', '4.25'],
      ['gear', '"D"'],
      ['on', 'true'],
      ['list', '[2]'],
    ]);
    expect(tree.children![3]!.children!.map((node) => node.text)).toEqual(['1', '2']);
  });

  it('shows a typed array as its length and first values, not a node per element', () => {
    const data = new Float32Array([0.5, 1.25, 2, 3, 4, 5, 6, 7, 8, 9]);
    const tree = rawTree('cloud', { data, bytes: new Uint8Array([1, 2]) }, more);
    expect(tree.children![0]).toEqual({
      key: 'data',
      text: 'Float32Array(10) [0.5, 1.25, 2, 3, 4, 5, 6, 7, …]',
    });
    expect(tree.children![1]).toEqual({ key: 'bytes', text: 'Uint8Array(2) [1, 2]' });
    expect(typedText(new BigInt64Array([5n]))).toBe('BigInt64Array(1) [5]');
  });

  it('shows the first elements of a long array and how many more', () => {
    const tree = rawTree(
      'objects',
      Array.from({ length: MAX_CHILDREN + 5 }, (_, i) => i),
      more,
    );
    expect(tree.children).toHaveLength(MAX_CHILDREN + 1);
    expect(tree.children!.at(-1)).toEqual({ key: '…', text: '5 more' });
  });
});
