type Typed = ArrayBufferView & { slice(): ArrayBufferView };

/**
 * A decoded message made safe and cheap to post to the page: a typed array that is a view into
 * a larger buffer (every array a decoder reads out of a chunk) is copied to its own buffer,
 * since posting a view copies its whole buffer, the decompressed chunk. Node's Buffers (what
 * protobufjs gives for bytes there) become plain Uint8Arrays. Everything else is kept: plain
 * objects, arrays, strings, numbers and bigints all survive structured cloning.
 */
export function cloneSafe(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (ArrayBuffer.isView(value)) {
    if (value instanceof DataView)
      return new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice();
    if (value instanceof Uint8Array && value.constructor !== Uint8Array)
      return new Uint8Array(value);
    return value.byteLength === value.buffer.byteLength ? value : (value as Typed).slice();
  }
  if (Array.isArray(value)) return value.map(cloneSafe);
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = cloneSafe(child);
  return out;
}
