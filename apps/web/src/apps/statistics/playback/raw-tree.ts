/*
 * A decoded message as the raw panel's tree: objects and arrays open into their fields, typed
 * arrays (a cloud's bytes, an image's pixels) show as their length and first values instead of
 * a node per element, and long plain arrays show their first elements.
 */

export interface RawNode {
  key: string;
  /** What the row says after the key: a value, or a summary of what it holds. */
  text: string;
  children?: RawNode[];
}

import { isTypedPreview } from './page-message';

/** First values a typed array shows. */
export const TYPED_PREVIEW = 8;
/** Children an array or object shows before "… n more". */
export const MAX_CHILDREN = 100;
const MAX_DEPTH = 12;

type Typed = ArrayLike<number | bigint> & { constructor: { name: string } };

const isTyped = (value: unknown): value is Typed =>
  ArrayBuffer.isView(value) && !(value instanceof DataView);

function scalar(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…` : value);
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(10)));
  if (typeof value === 'bigint') return value.toString();
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  return String(value);
}

/** `Float32Array(12000) [0.5, 1.25, …]` from its type name, length and first values. */
function typedLine(name: string, length: number, values: ArrayLike<number | bigint>): string {
  const first = Array.from({ length: Math.min(length, TYPED_PREVIEW) }, (_, i) =>
    scalar(values[i]),
  );
  const more = length > TYPED_PREVIEW ? ', …' : '';
  return `${name}(${length}) [${first.join(', ')}${more}]`;
}

/** `Float32Array(12000) [0.5, 1.25, …]` */
export const typedText = (value: Typed): string =>
  typedLine(value.constructor.name, value.length, value);

/** The node of `value` under `key`; `more(n)` says how many children were left out. */
export function rawTree(
  key: string,
  value: unknown,
  more: (n: number) => string,
  depth = 0,
): RawNode {
  if (isTyped(value)) return { key, text: typedText(value) };
  // The worker sends a long typed array as its preview (page-message.ts): shown alike.
  if (isTypedPreview(value))
    return { key, text: typedLine(value.$typed, value.length, value.head) };
  if (value instanceof ArrayBuffer) return { key, text: `ArrayBuffer(${value.byteLength})` };
  if (Array.isArray(value)) {
    return {
      key,
      text: `[${value.length}]`,
      children:
        depth >= MAX_DEPTH
          ? []
          : childrenOf(
              value.map((each, i) => [String(i), each] as const),
              more,
              depth,
            ),
    };
  }
  if (value && typeof value === 'object') {
    if (value instanceof Date) return { key, text: value.toISOString() };
    if (typeof ImageBitmap !== 'undefined' && value instanceof ImageBitmap) {
      return { key, text: `ImageBitmap(${value.width}×${value.height})` };
    }
    const entries = Object.entries(value);
    return {
      key,
      text: `{${entries.length}}`,
      children: depth >= MAX_DEPTH ? [] : childrenOf(entries, more, depth),
    };
  }
  return { key, text: scalar(value) };
}

function childrenOf(
  entries: ReadonlyArray<readonly [string, unknown]>,
  more: (n: number) => string,
  depth: number,
): RawNode[] {
  const shown = entries
    .slice(0, MAX_CHILDREN)
    .map(([key, value]) => rawTree(key, value, more, depth + 1));
  if (entries.length > MAX_CHILDREN)
    shown.push({ key: '…', text: more(entries.length - MAX_CHILDREN) });
  return shown;
}
