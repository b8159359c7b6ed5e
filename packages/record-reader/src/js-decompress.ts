// lz4js ships no typings: ours, referenced here so every project compiling this file has them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./lz4js.d.ts" />
import type { McapTypes } from '@mcap/core';
import { decompress as zstdDecompress } from 'fzstd';
import { decompress as lz4Decompress } from 'lz4js';

/**
 * Chunk decompressors in plain JavaScript, for a browser's Web Worker. `@mcap/support`'s
 * handlers (the server's) cannot be bundled by Vite: `@foxglove/wasm-zstd`, `wasm-lz4` and
 * `wasm-bz2` are Emscripten builds made for webpack that `require()` their `.wasm` file, and
 * Vite's build refuses each such require (`REQUIRE_TLA`: Vite turns a `.wasm` import into a
 * module with a top-level await, which a `require` cannot load; tried on this tree with Vite 8);
 * they also copy their output through Node's `Buffer`, which a worker has not. fzstd (zstd) and
 * lz4js (lz4 frames) need neither; both were checked in Chromium in a Vite-built worker. bz2
 * (`rosbag record --bz2`, never an MCAP recorder's) has no handler here: such a chunk is refused
 * as 'unsupported' with a sentence saying so.
 */
export function jsDecompressHandlers(): McapTypes.DecompressHandlers {
  return {
    zstd: remembered((buffer, decompressedSize) =>
      zstdDecompress(buffer, new Uint8Array(Number(decompressedSize))),
    ),
    lz4: remembered((buffer, decompressedSize) => {
      const out = lz4Decompress(buffer, Number(decompressedSize));
      return out instanceof Uint8Array ? out : new Uint8Array(out);
    }),
  };
}

type Handler = (buffer: Uint8Array, decompressedSize: bigint) => Uint8Array;

/** Chunks whose decompressed records are kept (a few MB each at most, as recorders write). */
const REMEMBERED_CHUNKS = 4;

/**
 * A handler that keeps its last few answers: a player asks for the frame at each tick, and the
 * ticks between two messages all land in the same chunk, which JavaScript decompresses at tens
 * of MB/s. A chunk's bytes come anew from each read, so they are compared (far cheaper than
 * decompressing them); the answer is shared, which is safe as the readers only read it.
 */
export function remembered(handler: Handler, keep = REMEMBERED_CHUNKS): Handler {
  const kept: Array<{ input: Uint8Array; output: Uint8Array }> = [];
  return (buffer, decompressedSize) => {
    const found = kept.findIndex(
      ({ input, output }) => BigInt(output.length) === decompressedSize && sameBytes(input, buffer),
    );
    if (found >= 0) {
      const [entry] = kept.splice(found, 1);
      kept.unshift(entry!);
      return entry!.output;
    }
    const output = handler(buffer, decompressedSize);
    kept.unshift({ input: buffer.slice(), output });
    kept.length = Math.min(kept.length, keep);
    return output;
  };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  // Four bytes at a time where both are aligned to it (a chunk's bytes usually are not).
  const words = a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0 ? a.length >>> 2 : 0;
  if (words > 0) {
    const wa = new Uint32Array(a.buffer, a.byteOffset, words);
    const wb = new Uint32Array(b.buffer, b.byteOffset, words);
    for (let i = 0; i < words; i++) if (wa[i] !== wb[i]) return false;
  }
  for (let i = words * 4; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
