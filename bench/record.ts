/**
 * Record figures (issue 6), on a ~210 MB drive with a large lidar (64 s, 20 000-point clouds at
 * 10 Hz), written by the test fixtures' writers into a temporary folder on the disk where the
 * studio keeps its DATA_DIR:
 * - upload: the agent's own uploader (apps/agent/src/recordings: tus-js-client, the file
 *   streamed in one PATCH, the PC token) sends the MCAP to the studio process's tus endpoint,
 *   timed to the answer of that PATCH — which the studio gives after indexing the file and
 *   moving it into its store (made durable: fsync). Against a stream copy of the same file on
 *   the same disk, made durable the same way (fsync), the two alternating.
 * - index: indexRecord (the studio's indexer module) on the MCAP with its summary, on MCAPs
 *   whose summary cannot serve a reader (none at all; chunk indexes without message indexes and
 *   channels only in the chunks, issue 12) and on a ROS 1 bag, here in the bench's process.
 *   Against reading the same file once as a stream, the two alternating.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { API, pathOf } from '@ads/contract';
import { openRecording } from '../apps/agent/src/recordings/folder';
import { createUploader } from '../apps/agent/src/recordings/uploader';
import { indexRecord } from '../apps/server/src/files/indexer/index-record';
import { type WrittenRecord, writeBag, writeMcap } from '../test-support/record-files';
import type { ServerProcess } from './lib/child';
import { type Figure, figure } from './lib/report';
import { median } from './lib/stats';
import type { StudioInfo } from './lib/studio-process';

export const RECORD_BENCH = {
  /** ≈ 210 MB; lidar clouds of 320 kB make nearly all of it, as in real drives. */
  drive: { durationS: 64, lidarPoints: 20_000 },
  /** Alternating rounds of each figure and its baseline; the medians are kept. */
  rounds: 5,
  /**
   * Upload rounds before those, not counted (both sides): the first upload also pays for the
   * JIT, the page cache and the studio's first buffers, as the other parts' warm-ups do (ADR 8).
   */
  uploadWarmups: 1,
  /** The agent's upload (to the indexed record) holds ≥ this × the copy's MB/s (issue 11). */
  uploadRatio: 0.5,
  /** Indexing an MCAP with its summary holds ≥ this × one stream read's MB/s. */
  indexRatio: 0.1,
  /** Indexing an MCAP whose summary cannot serve (the one pass) holds ≥ this × (issue 12). */
  fallbackIndexRatio: 0.5,
};

type Log = (line: string) => void;

const MB = 1e6;
const seconds = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};

/**
 * The upload's honest limit: the same bytes copied on the same disk and made durable, as the
 * studio's file store makes an upload durable (fsync) before its record is committed
 * (apps/server/src/files/file-record-store.ts). A copy left in the page cache would be a
 * limit no upload that keeps its promise can reach (issue 33).
 */
async function streamCopy(from: string, to: string): Promise<void> {
  await pipeline(createReadStream(from), createWriteStream(to));
  const copied = await open(to, 'r');
  try {
    await copied.sync();
  } finally {
    await copied.close();
  }
}

async function streamRead(path: string): Promise<number> {
  let bytes = 0;
  for await (const chunk of createReadStream(path)) bytes += (chunk as Buffer).length;
  return bytes;
}

/** The bench process's resident memory, sampled while `work` runs: the peak growth. */
async function peakGrowth(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage().rss) - before;
}

async function uploadFigure(
  studio: ServerProcess<StudioInfo>,
  dir: string,
  written: WrittenRecord,
  log: Log,
): Promise<{ figure: Figure; agentRssGrowthMB: number; finishSeconds: number }> {
  const { url, pcToken, access } = studio.info;
  const uploader = await createUploader({
    server: url,
    token: pcToken,
    urlsFile: join(dir, 'uploads.json'),
  });
  const name = 'drive.mcap';
  const copies: number[] = [];
  const uploads: number[] = [];
  /** From the last byte sent to the studio's answer: storing, indexing, the record's row. */
  const finishes: number[] = [];
  let agentRssGrowthMB = 0;
  const { rounds, uploadWarmups } = RECORD_BENCH;
  for (let round = 0; round < uploadWarmups + rounds; round++) {
    const counted = round >= uploadWarmups;
    const copy = join(dir, 'copy.mcap');
    const copied = await seconds(() => streamCopy(written.path, copy));
    await rm(copy);

    const file = await openRecording(dir, name);
    let id: number | null = null;
    let took = 0;
    try {
      const growth = await peakGrowth(async () => {
        let allSent = 0;
        took = await seconds(async () => {
          id = await uploader.send({
            file,
            progress: (percent, message) => {
              if (percent === 99 && /indexing/.test(message)) allSent = performance.now();
            },
          });
        });
        if (counted) finishes.push((performance.now() - allSent) / 1000);
      });
      agentRssGrowthMB = Math.max(agentRssGrowthMB, growth / MB);
    } finally {
      await file.close();
    }
    if (id === null) throw new Error('the studio did not name the uploaded record');
    if (counted) {
      copies.push(copied);
      uploads.push(took);
    }
    const stored = await fetch(new URL(pathOf(API.getRecord, { id }), url), {
      headers: { authorization: `Bearer ${access}` },
    }).then((answer) => answer.json() as Promise<{ detail?: { size?: number } }>);
    if (stored.detail?.size !== written.size)
      throw new Error(`record ${id} is not the uploaded file: ${JSON.stringify(stored)}`);
    // Each round uploads anew; the records would only fill the disk.
    await fetch(new URL(pathOf(API.deleteRecord, { id }), url), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${access}` },
    });
    log(
      `record: ${counted ? '' : 'warm-up '}upload ${(written.size / MB / took).toFixed(0)} MB/s, ` +
        `copy ${(written.size / MB / copied).toFixed(0)} MB/s`,
    );
  }
  await uploader.close();
  const value = written.size / MB / median(uploads);
  const baseline = written.size / MB / median(copies);
  return {
    agentRssGrowthMB,
    finishSeconds: median(finishes),
    figure: figure({
      section: 'record',
      name: `agent upload of a ${(written.size / MB).toFixed(0)} MB MCAP, tus, to the indexed record`,
      unit: 'MB/s',
      value,
      baseline,
      baselineName: 'stream copy + fsync, same disk',
      target: {
        text: `≥ ${RECORD_BENCH.uploadRatio} × copy MB/s`,
        holds: value >= RECORD_BENCH.uploadRatio * baseline,
      },
    }),
  };
}

async function indexFigure(
  written: WrittenRecord,
  label: string,
  ratio: number | undefined,
  log: Log,
): Promise<Figure> {
  const reads: number[] = [];
  const indexes: number[] = [];
  for (let round = 0; round < RECORD_BENCH.rounds; round++) {
    let bytes = 0;
    reads.push(await seconds(async () => (bytes = await streamRead(written.path))));
    if (bytes !== written.size) throw new Error(`read ${bytes} of ${written.size} bytes`);
    let messages = 0;
    indexes.push(
      await seconds(async () => (messages = (await indexRecord(written.path)).message_count)),
    );
    if (messages !== written.messageCount)
      throw new Error(`${label}: indexed ${messages} of ${written.messageCount} messages`);
  }
  const value = written.size / MB / median(indexes);
  const baseline = written.size / MB / median(reads);
  log(`record: index ${label} ${value.toFixed(0)} MB/s, read ${baseline.toFixed(0)} MB/s`);
  return figure({
    section: 'record',
    name: `index ${label} (${(written.size / MB).toFixed(0)} MB)`,
    unit: 'MB/s',
    value,
    baseline,
    baselineName: 'one stream read of the file',
    ...(ratio === undefined
      ? {}
      : { target: { text: `≥ ${ratio} × read MB/s`, holds: value >= ratio * baseline } }),
  });
}

export async function recordBench(
  studio: ServerProcess<StudioInfo>,
  log: Log,
): Promise<{ figures: Figure[]; facts: object }> {
  const dir = await mkdtemp(join(tmpdir(), 'ads-bench-record-'));
  try {
    const { drive } = RECORD_BENCH;
    const mcap = await writeMcap(join(dir, 'drive.mcap'), drive);
    const scan = await writeMcap(join(dir, 'drive-no-summary.mcap'), { ...drive, indexed: false });
    // The summary's parts the specification leaves optional and readers tripped over (issue 12).
    const partial = await writeMcap(join(dir, 'drive-partial-summary.mcap'), {
      ...drive,
      layout: { useMessageIndex: false, repeatChannels: false },
    });
    const bag = await writeBag(join(dir, 'drive.bag'), drive);
    const total = mcap.size + scan.size + partial.size + bag.size;
    log(`record: wrote ${(total / MB).toFixed(0)} MB of records`);

    const upload = await uploadFigure(studio, dir, mcap, log);
    const figures = [upload.figure];
    const { indexRatio, fallbackIndexRatio } = RECORD_BENCH;
    figures.push(await indexFigure(mcap, 'MCAP with summary', indexRatio, log));
    figures.push(await indexFigure(scan, 'MCAP without summary', fallbackIndexRatio, log));
    figures.push(
      await indexFigure(
        partial,
        'MCAP without message indexes, channels only in chunks',
        fallbackIndexRatio,
        log,
      ),
    );
    figures.push(await indexFigure(bag, 'ROS 1 bag', undefined, log));
    return {
      figures,
      facts: {
        fileBytes: {
          mcap: mcap.size,
          mcapWithoutSummary: scan.size,
          mcapPartialSummary: partial.size,
          bag: bag.size,
        },
        /** Peak growth of the bench process's RSS while the agent's uploader sent the MCAP. */
        agentRssGrowthMB: Math.round(upload.agentRssGrowthMB),
        /** Median seconds of an upload after its last byte: the studio stores and indexes it. */
        studioFinishSeconds: Math.round(upload.finishSeconds * 100) / 100,
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
