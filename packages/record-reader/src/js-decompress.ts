// lz4js ships no typings: ours, referenced here so every project compiling this file has them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./lz4js.d.ts" />
import type { McapTypes } from '@mcap/core';
import { decompress as zstdDecompress } from 'fzstd';
import { decompress as lz4Decompress } from 'lz4js';

/**
 * Chunk decompressors in plain JavaScript, for a browser's Web Worker. `@mcap/support`'s
 * handlers (the server's) cannot run there as Vite bundles them: `@foxglove/wasm-zstd` and
 * `@foxglove/wasm-lz4` are Emscripten builds made for webpack (they `require()` their `.wasm`
 * file for a bundler's file loader to turn into a URL) and copy their output through Node's
 * `Buffer`, which a worker does not have. fzstd (zstd) and lz4js (lz4 frames) need neither.
 * bz2 (`rosbag record --bz2`, never an MCAP recorder's) has no handler here: such a chunk is
 * refused as 'unsupported' with a sentence saying so.
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
