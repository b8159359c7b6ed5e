import { open, stat } from 'node:fs/promises';
import type { BenchPrediction } from '@ads/contract';
import { DatasetFormatError, formatBytes } from './dataset-format-error';
import { type PredictionsArchiveOptions, importPredictionsArchive } from './predictions-archive';
import { parsePredictionsJson, resolveLimits } from './predictions-json';

/**
 * A predictions file as a submission sends it, JSON or a label archive, told apart by its first
 * byte (`{` after any whitespace or byte-order mark is JSON; archives start with a magic
 * number). `bytes`, when the caller has already read the file, saves reading a JSON file again;
 * an archive is always streamed from `path`. `options` may be just the split's name.
 */
export async function parsePredictionsFile(
  path: string,
  bytes: Uint8Array | undefined,
  samples: ReadonlySet<string>,
  options: string | PredictionsArchiveOptions = {},
): Promise<BenchPrediction[]> {
  const opts = typeof options === 'string' ? { split: options } : options;
  const head = bytes ?? (await readHead(path));
  if (!looksLikeJson(head)) return importPredictionsArchive(path, samples, opts);
  if (bytes) return parsePredictionsJson(bytes, samples, opts);
  const { maxBytes } = resolveLimits(opts);
  const { size } = await stat(path);
  if (size > maxBytes) {
    throw new DatasetFormatError(
      `The predictions file is ${formatBytes(size)}; at most ${formatBytes(maxBytes)} is allowed.`,
    );
  }
  const file = await open(path, 'r');
  try {
    return parsePredictionsJson(await file.readFile(), samples, opts);
  } finally {
    await file.close();
  }
}

async function readHead(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function looksLikeJson(head: Uint8Array): boolean {
  let i = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (
    i < head.length &&
    (head[i] === 0x20 || head[i] === 0x0a || head[i] === 0x0d || head[i] === 0x09)
  )
    i++;
  // An empty or blank file is treated as JSON, whose refusal ("not valid JSON") says more.
  return i === head.length || head[i] === 0x7b || head[i] === 0x5b;
}
