/*
 * What of a decoded message crosses from the playback worker to the page. The page shows a
 * message as a tree (the raw panel: a typed array as its type, length and first values) and
 * reads numbers from it (the plot's value at the cursor); what it draws comes in the message's
 * view. A cloud's or an image's bytes, megabytes at 10 Hz, were structured-cloned with every
 * message for a preview of eight values (a typed array is cloned with its whole buffer, the
 * decompressed chunk), so a long typed array goes as a preview of itself.
 */

/** Typed arrays up to this length cross whole (a covariance, a short field of numbers). */
export const WHOLE_TYPED = 1024;
/** Values a preview keeps: the raw panel shows eight. */
export const PREVIEW_VALUES = 8;

/** A long typed array as the page gets it. */
export interface TypedPreview {
  $typed: string;
  length: number;
  head: Array<number | bigint>;
}

export const isTypedPreview = (value: unknown): value is TypedPreview =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as TypedPreview).$typed === 'string' &&
  Array.isArray((value as TypedPreview).head);

type Typed = ArrayLike<number | bigint> &
  ArrayBufferView & { constructor: { name: string }; slice(): Typed };
const isTyped = (value: unknown): value is Typed =>
  ArrayBuffer.isView(value) && !(value instanceof DataView);

const MAX_DEPTH = 16;

/**
 * `message` with every long typed array replaced by its preview, and every short one that is a
 * view into a larger buffer (the chunk a decoder read it out of) copied to a buffer of its own;
 * the rest as it is. The record's session gives it its messages as decoded (`prepare`), so a
 * cloud's megabytes are never copied only to be dropped for a preview.
 */
export function forPage(message: unknown, depth = 0): unknown {
  if (message instanceof DataView) {
    return new Uint8Array(message.buffer, message.byteOffset, message.byteLength).slice();
  }
  if (isTyped(message)) {
    if (message.length <= WHOLE_TYPED) {
      return message.byteLength === message.buffer.byteLength ? message : message.slice();
    }
    return {
      $typed: message.constructor.name,
      length: message.length,
      head: Array.from({ length: PREVIEW_VALUES }, (_, i) => message[i]!),
    } satisfies TypedPreview;
  }
  if (depth >= MAX_DEPTH || !message || typeof message !== 'object') return message;
  if (message instanceof ArrayBuffer || message instanceof Date) return message;
  if (Array.isArray(message)) {
    let changed = false;
    const out = message.map((each) => {
      const page = forPage(each, depth + 1);
      if (page !== each) changed = true;
      return page;
    });
    return changed ? out : message;
  }
  if (Object.getPrototypeOf(message) !== Object.prototype) return message;
  let out: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(message)) {
    const page = forPage(value, depth + 1);
    if (page !== value) (out ??= { ...(message as Record<string, unknown>) })[key] = page;
  }
  return out ?? message;
}
