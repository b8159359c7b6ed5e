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
    zstd: (buffer, decompressedSize) =>
      zstdDecompress(buffer, new Uint8Array(Number(decompressedSize))),
    lz4: (buffer, decompressedSize) => {
      const out = lz4Decompress(buffer, Number(decompressedSize));
      return out instanceof Uint8Array ? out : new Uint8Array(out);
    },
  };
}
