import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchPrediction } from '@ads/contract';
import { boxAt, tableNames } from './box-table';
import { readBoxTableFile } from './box-table-json';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'box-table-json-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fileOf(text: string | Buffer): Promise<string> {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  await writeFile(path, text);
  return path;
}

/** Doubles of every kind JSON.stringify writes: 17 digits, exponents, subnormals, integers. */
function awkwardBoxes(count: number): BenchPrediction[] {
  const boxes: BenchPrediction[] = [];
  let seed = 1;
  const next = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (let i = 0; i < count; i++) {
    boxes.push({
      // Names that need UTF-8 and escapes, and a long one to cross reads.
      sample:
        i % 7 === 0 ? `프레임 ${i}` : i % 11 === 0 ? `q"\\${i}\n` : String(i).padStart(6, '0'),
      class: (['car', 'pedestrian', 'cyclist'] as const)[i % 3]!,
      x: (next() - 0.5) * 1e3,
      y: next() * 1e-9,
      z: 1e21 * next(),
      l: 4.5,
      w: next(),
      h: 1 + Number.EPSILON,
      yaw: (next() * 2 - 1) * Math.PI,
      ...(i % 4 === 0 ? {} : { vx: next() - 0.5, vy: 5e-324 }),
      ...(i % 3 === 0 ? { attr: 'vehicle.moving' } : i % 3 === 1 ? { attr: '' } : {}),
      score: next(),
    });
  }
  return boxes;
}

describe('readBoxTableFile', () => {
  it('reads every box to the same doubles and strings as JSON.parse of the whole file', async () => {
    const pred = awkwardBoxes(12_000);
    // Over 1 MiB with whitespace between tokens: boxes and numbers are cut by the reads.
    const path = await fileOf(JSON.stringify({ pred }, null, 1));
    const names = tableNames();
    const { table, rest } = await readBoxTableFile(path, 'pred', names);
    expect(rest).toEqual({});
    expect(table.count).toBe(pred.length);
    const parsed = (JSON.parse(JSON.stringify({ pred })) as { pred: BenchPrediction[] }).pred;
    const got = Array.from({ length: table.count }, (_, r) => boxAt(table, names, r));
    // '' is no attribute, as for objects (`box.attr ? … : NO_ATTRIBUTE`).
    const want = parsed.map(({ attr, ...box }) => ({ ...box, ...(attr ? { attr } : {}) }));
    expect(got).toEqual(want);
  });

  it('keeps -0, exponents and a null velocity as JSON.parse reads them', async () => {
    const text =
      '{"pred":[{"sample":"a","class":"car","x":-0,"y":1E2,"z":-1.5e-7,"l":4,"w":2,"h":1.5,' +
      '"yaw":0.1,"vx":null,"score":0.5}]}';
    const { table } = await readBoxTableFile(await fileOf(text), 'pred', tableNames());
    expect(Object.is(table.x[0], -0)).toBe(true);
    expect([table.y[0], table.z[0], table.vx[0], table.vy[0]]).toEqual([100, -1.5e-7, NaN, NaN]);
  });

  it('returns the other members parsed, whatever their order, and drops a byte-order mark', async () => {
    const gt = awkwardBoxes(50);
    const numPts = gt.map((_, i) => i);
    const samples = [{ sample: 'a', split: 'val' }];
    const text = JSON.stringify({ samples, gt, numPts, dontCare: { a: [[1, 2, 3, 4]] } });
    const path = await fileOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    const { table, rest } = await readBoxTableFile(path, 'gt', tableNames());
    expect(table.count).toBe(50);
    expect(rest).toEqual({ samples, numPts, dontCare: { a: [[1, 2, 3, 4]] } });
    const last = await readBoxTableFile(
      await fileOf(JSON.stringify({ numPts, gt: [], samples })),
      'gt',
      tableNames(),
    );
    expect(last.table.count).toBe(0);
    expect(last.rest).toEqual({ numPts, samples });
  });

  it('refuses a file that is not the JSON it keeps', async () => {
    const read = async (text: string) =>
      readBoxTableFile(await fileOf(text), 'pred', tableNames()).then(
        () => 'read',
        (error: Error) => error.message,
      );
    expect(await read('{"other": []}')).toMatch(/has no "pred" list/);
    expect(await read('{"pred": [{"sample": "a"}')).toMatch(/ends too soon/);
    expect(await read('{"pred": [1]}')).toMatch(/entry that is not an object/);
    expect(await read('[]')).toMatch(/is not an object/);
    expect(await read('{"pred": []} {}')).toMatch(/goes on after its end/);
    expect(await read('{"pred": [{"x": 1,}]}')).toMatch(/JSON/);
  });
});
