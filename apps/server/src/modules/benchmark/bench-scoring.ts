import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { datasetReadings } from './bench-accept';
import { headlineOf } from './bench-jobs';
import { createBenchRepo } from './bench.repo';
import { receive } from './bench.service';
import { benchStorage } from './bench-storage';
import { sampleBoxesIndex } from './sample-boxes-file';
import type { EvaluateResult } from './bench-tasks';
import { BenchInputError, runBenchTask } from './bench-worker-client';

/** The predictions file is at fault: the message is a sentence for its sender. */
export class PredictionsRefused extends Error {
  override name = 'PredictionsRefused';
}

/**
 * AI Benchmark's evaluator for another module (ADS Education's perception challenges, ADR 27):
 * a ready dataset's public facts, a predictions file validated against its hidden test split and
 * kept under a key, and that file scored with the same worker and the same headline metrics as a
 * benchmark submission. The test split's ground truth never leaves this module.
 */
export function createBenchScoring(deps: { db: Db; dataDir: string }) {
  const repo = createBenchRepo(deps.db);
  const storage = benchStorage(deps.dataDir);
  const kept = join(deps.dataDir, 'benchmark', 'scored');
  const fileOf = (key: string) => {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`Not a predictions key: ${key}`);
    return join(kept, `${key}.json`);
  };

  async function readyDataset(id: number) {
    const row = await repo.dataset(id);
    return row && row.status === 'ready' ? row : null;
  }

  return {
    /** A ready dataset's name, classes and test samples (null if none such). */
    async dataset(id: number) {
      const row = await readyDataset(id);
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        classes: row.classes,
        testSamples: await repo.samples(id, 'test'),
      };
    },

    /**
     * Receives a predictions file (at most `maxBytes`), validates it on the dataset's test
     * split in a worker and keeps it; answers its key and its box count. A refused file leaves
     * nothing and throws PredictionsRefused with the benchmark's sentence.
     */
    async accept(datasetId: number, body: Readable, maxBytes: number) {
      const row = await readyDataset(datasetId);
      if (!row) throw new PredictionsRefused('The challenge\u2019s dataset is not available.');
      await mkdir(storage.incoming, { recursive: true });
      await mkdir(kept, { recursive: true });
      const key = randomUUID();
      const file = join(storage.incoming, key);
      const valid = { whole: `${file}-valid.json`, frames: `${file}-frames.json` };
      try {
        await receive(body, file, maxBytes);
        let predictions: number;
        try {
          predictions = await runBenchTask<number>({
            task: 'validate',
            file,
            out: valid.whole,
            framesOut: valid.frames,
            samples: await repo.samples(datasetId, 'test'),
            split: 'test',
            ...datasetReadings(storage, row),
          });
        } catch (error) {
          if (error instanceof BenchInputError) throw new PredictionsRefused(error.message);
          throw error;
        }
        await rename(valid.whole, fileOf(key));
        return { key, predictions };
      } finally {
        for (const path of [file, valid.whole, valid.frames, sampleBoxesIndex(valid.frames)])
          await rm(path, { force: true });
      }
    },

    /** Scores kept predictions on the dataset's test split: the benchmark's headline metrics. */
    async score(
      datasetId: number,
      key: string,
      options: { signal?: AbortSignal; onProgress?(fraction: number, message: string): void } = {},
    ) {
      if (!(await readyDataset(datasetId)))
        throw new PredictionsRefused('The challenge\u2019s dataset is no longer available.');
      try {
        const result = await runBenchTask<EvaluateResult>(
          {
            task: 'evaluate',
            groundTruth: storage.groundTruth(datasetId),
            split: 'test',
            predictions: fileOf(key),
          },
          options,
        );
        return headlineOf(result);
      } catch (error) {
        if (error instanceof BenchInputError) throw new PredictionsRefused(error.message);
        throw error;
      }
    },

    async forget(key: string) {
      await rm(fileOf(key), { force: true });
    },
  };
}
export type BenchScoring = ReturnType<typeof createBenchScoring>;
