import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { predictionsFromGt } from './predictions-from-gt';
import { generateSampleDataset, writeSampleDatasetArchive } from './sample-dataset';

/*
 * Writes the sample dataset from the command line:
 *
 *   npx tsx apps/server/src/modules/benchmark/dataset/sample-cli.ts --out DIR [--frames 200]
 *   npx tsx apps/server/src/modules/benchmark/dataset/sample-cli.ts --tar FILE.tar[.gz] [--frames N]
 *
 * Options: --seed S (1), --points P (60000 a frame), --predictions FILE (also writes
 * predictionsFromGt's {"pred": [...]} for the frames, to try a submission).
 */

const USAGE =
  'usage: sample-cli.ts (--out DIR | --tar FILE) [--frames N] [--seed S] [--points P] [--predictions FILE]';

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      tar: { type: 'string' },
      frames: { type: 'string', default: '200' },
      seed: { type: 'string', default: '1' },
      points: { type: 'string', default: '60000' },
      predictions: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const frames = Number(values.frames);
  const seed = Number(values.seed);
  const pointsPerFrame = Number(values.points);
  if (values.help || (!values.out && !values.tar) || (values.out && values.tar)) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (![frames, seed, pointsPerFrame].every(Number.isInteger)) {
    console.error(`--frames, --seed and --points take integers.\n${USAGE}`);
    process.exit(2);
  }
  let last = 0;
  const onProgress = (fraction: number, message: string) => {
    const now = Date.now();
    if (now - last > 1000 || fraction === 1) {
      last = now;
      process.stderr.write(`${message}\n`);
    }
  };
  const options = { frames, seed, pointsPerFrame, onProgress };
  const started = Date.now();
  const dataset = values.tar
    ? await writeSampleDatasetArchive(values.tar, options)
    : await generateSampleDataset(values.out!, options);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${values.tar ?? values.out}: ${dataset.samples.length} frames, ${dataset.gt.length} boxes, in ${seconds} s.`,
  );
  if (values.predictions) {
    const pred = predictionsFromGt(dataset.gt, { seed, samples: dataset.samples });
    await writeFile(values.predictions, JSON.stringify({ pred }));
    console.log(`${values.predictions}: ${pred.length} predicted boxes.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
