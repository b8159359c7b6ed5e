/**
 * `npm run bench`: every figure beside a baseline measured in the same run, printed as a ratio;
 * a table on stdout and bench/results/latest.json. BENCH_ONLY=api,realtime,fleet,web,record,benchmark,hdmap,hmi,calibration,store,remote,education runs
 * some parts.
 *
 * One studio process (PGlite in a temporary DATA_DIR, serving the built web app) and one plain
 * process (socket.io baseline, static server of the blank page) serve the parts; the API part
 * starts another studio on PostgreSQL when one answers. The web apps are built, and the plain
 * process started, only for the parts that use them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { API_LOAD, apiBench } from './api';
import { startProcess } from './lib/child';
import type { PlainInfo } from './lib/plain-process';
import { type Figure, progress, table } from './lib/report';
import type { StudioInfo } from './lib/studio-process';
import { realtimeBench } from './realtime';
import { FLEET, fleetBench } from './fleet';
import { recordBench } from './record';
import { playbackBench } from './playback';
import { benchmarkBench } from './benchmark-eval';
import { buildWebs, webBench } from './web';
import { viewFpsBench } from './view-fps';
import { hdmapBench } from './hdmap';
import { hmiBench } from './hmi';
import { calibrationBench } from './calibration';
import { STORE_LOAD, storeBench } from './store';
import { remoteBench } from './remote';
import { educationBench } from './education';
import { renewAccess } from './lib/studio-api';
import { useBundledWorkers } from './lib/worker-bundles';

const started = performance.now();
const log = (line: string) => progress(started, line);
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const wanted = (section: string) => !only || only.includes(section);

const figures: Figure[] = [];
const facts: Record<string, object> = {};

const webs =
  wanted('web') || wanted('hdmap') || wanted('hmi') || wanted('calibration') || wanted('playback')
    ? await buildWebs(log)
    : undefined;
// The server's worker threads as `npm run build` bundles them, set before the studio starts.
const removeWorkerBundles = await useBundledWorkers();
const studio = await startProcess<StudioInfo>('studio', {
  webDir: webs?.studioDir,
  projects: API_LOAD.projects,
  vehicles: wanted('fleet') ? FLEET.vehicles : undefined,
  benchmark:
    wanted('benchmark') ||
    wanted('web') ||
    wanted('hdmap') ||
    wanted('hmi') ||
    wanted('calibration'),
  storeAlgorithms: wanted('store') ? STORE_LOAD.algorithms : undefined,
  remote: wanted('remote'),
});
const plain =
  wanted('realtime') || wanted('web') || wanted('fleet') || wanted('remote')
    ? await startProcess<PlainInfo>('plain', { staticDir: webs?.blankDir })
    : undefined;
log(`started the studio (PGlite)${plain ? ' and the plain baseline server' : ''}`);
// Each part starts with tokens signed in afresh: a whole run outlives the 15-minute access token.
try {
  await renewAccess(studio.info);
  if (wanted('api')) figures.push(...(await apiBench(studio, log)));
  await renewAccess(studio.info);
  if (wanted('realtime')) figures.push(...(await realtimeBench(studio, plain!, log)));
  await renewAccess(studio.info);
  if (wanted('fleet')) figures.push(...(await fleetBench(studio, plain!, log)));
  await renewAccess(studio.info);
  if (webs && wanted('web')) {
    const web = await webBench(webs, studio, plain!, log);
    figures.push(...web.figures);
    facts.web = web.facts;
    figures.push(await viewFpsBench(studio, log));
  }
  await renewAccess(studio.info);
  if (wanted('record')) {
    const record = await recordBench(studio, log);
    figures.push(...record.figures);
    facts.record = record.facts;
  }
  await renewAccess(studio.info);
  if (webs && wanted('playback')) {
    const playback = await playbackBench(studio, log);
    figures.push(...playback.figures);
    facts.playback = playback.facts;
  }
  await renewAccess(studio.info);
  if (wanted('benchmark')) {
    const benchmark = await benchmarkBench(studio, log);
    figures.push(...benchmark.figures);
    facts.benchmark = benchmark.facts;
  }
  await renewAccess(studio.info);
  if (wanted('hdmap')) figures.push(...(await hdmapBench(studio, log)));
  await renewAccess(studio.info);
  if (webs && wanted('hmi')) figures.push(...(await hmiBench(studio, log)));
  await renewAccess(studio.info);
  if (wanted('calibration'))
    figures.push(...(await calibrationBench(log, webs ? studio : undefined)));
  await renewAccess(studio.info);
  if (wanted('store')) {
    const store = await storeBench(studio, log);
    figures.push(...store.figures);
    facts.store = store.facts;
  }
  await renewAccess(studio.info);
  if (wanted('remote')) figures.push(...(await remoteBench(studio, plain!, log)));
  await renewAccess(studio.info);
  if (wanted('education')) {
    const education = await educationBench(studio, log);
    figures.push(...education.figures);
    facts.education = education.facts;
  }
} finally {
  await studio.close();
  await plain?.close();
  await webs?.remove();
  await removeWorkerBundles();
}

const seconds = (performance.now() - started) / 1000;
const targets = figures.filter((f) => f.target);
console.log(`\n${table(figures)}\n`);
for (const f of targets) {
  console.log(
    `${f.target!.holds ? 'HOLDS' : 'FAILS'}  ${f.section}: ${f.name} (${f.target!.text})`,
  );
}
console.log(`\nbench finished in ${seconds.toFixed(0)} s`);

const cpus = os.cpus();
const results = {
  date: new Date().toISOString(),
  seconds: Math.round(seconds),
  machine: {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  },
  sections: only ?? [
    'api',
    'realtime',
    'fleet',
    'web',
    'record',
    'playback',
    'benchmark',
    'hdmap',
    'hmi',
    'calibration',
    'store',
    'education',
  ],
  figures,
  targets: targets.map((f) => ({ figure: `${f.section}: ${f.name}`, ...f.target })),
  facts,
};
const folder = fileURLToPath(new URL('./results/', import.meta.url));
await mkdir(folder, { recursive: true });
// Formatted as the repository's Prettier would, so the file passes `npm run lint` if kept.
await writeFile(`${folder}latest.json`, await format(JSON.stringify(results), { parser: 'json' }));
console.log('wrote bench/results/latest.json');
