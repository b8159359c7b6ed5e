/**
 * HMI figures (issue 16), in Chromium with the suite's launch options (software WebGL, as CI):
 * - frame time while following a vehicle with 50 objects and a 20,000-point cloud: for each
 *   animation frame, from the frame's start (the rAF timestamp) to a task posted at the end of
 *   the frame's callbacks — the main-thread time of drawing the map and the 3D view and of
 *   whatever message work delayed the frame. On a desktop (map and 3D side by side) and on a
 *   tablet (map, then 3D with the cloud, as tabs). Baseline: the same page following the same
 *   vehicle with no objects and no cloud; target (issue 33) ≤ 1.2× it, median and p95, each
 *   from the pair of the five rounds of both cases whose ratio is the median, the page loaded
 *   afresh for each case.
 * - bytes per second the page receives on its socket while following: the full feed against the
 *   vehicle state alone (what FMS receives for one vehicle).
 * The vehicle is driven by `hmi-feed.ts`, a load generator speaking as the PC's agent.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { API, pathOf } from '@ads/contract';
import { CHROMIUM_BENCH_LAUNCH } from '../test-support/chromium';
import { startFeed, type FeedOptions } from './hmi-feed';
import type { ServerProcess } from './lib/child';
import { type Figure, figure } from './lib/report';
import { median, medianPair, sleep, steppedQuantile } from './lib/stats';
import type { StudioInfo } from './lib/studio-process';
import { signInPage, studioApi } from './lib/studio-api';

export const HMI_BENCH = {
  objects: 50,
  cloudPoints: 20_000,
  /** Frames are measured for this long per case and round… */
  measureMs: 6_000,
  /**
   * …in this many rounds of both cases, the two cases in turn first, each figure the round whose
   * ratio is the median (`medianPair`). Issue 33: one 8 s run of the empty tablet 3D page read
   * p95 3.4–5.2 ms from run to run; with the medians of three rounds taken apart, the tablet 3D
   * p95 ratio still read 1.19–1.48× over three whole runs, though a Chrome trace of both cases
   * shows the same main-thread work (0.89 s against 0.96 s in 6 s): the machine's moment, not the
   * page, set it. A round's two cases are measured a minute apart at most; rounds are not.
   */
  rounds: 5,
  /**
   * Issue 33: frame time with 50 objects and the cloud ≤ this × the same page without them,
   * median and p95. (An absolute 16 ms holds only with a GPU; software GL at 1440×900 takes
   * 19–54 ms a frame on the empty page alone.)
   */
  frameRatio: 1.2,
  /** Issue 33: socket bytes/s while following ≤ this × the state and an empty plan alone. */
  bytesRatio: 4,
  viewport: { width: 1440, height: 900 },
};

type Log = (line: string) => void;

/**
 * Where frames are measured: on a desktop the map and the 3D view side by side; on a tablet in
 * landscape one at a time (tabs), the map, then the 3D view with the cloud.
 */
const VIEWS = [
  { key: 'desktop', viewport: { width: 1440, height: 900 }, tab: null },
  { key: 'tablet Map', viewport: { width: 1024, height: 768 }, tab: 'Map' },
  { key: 'tablet 3D', viewport: { width: 1024, height: 768 }, tab: '3D' },
] as const;

const api = studioApi;

/** What BENCH_TRACE records: the timeline DevTools shows, with the compositor and the GPU. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink',
  'cc',
  'gpu',
  'v8',
  'viz',
];

/**
 * The step of the page's clock, ms: `performance.now()` and the rAF timestamp come in steps of
 * 0.1 ms in a page that is not cross-origin isolated, and a frame takes about 1 ms: its median
 * and p95 are read within the step (`steppedQuantile`).
 */
const CLOCK_STEP_MS = 0.1;

/** Frame times (ms) for `ms`: rAF timestamp → a task posted from the last rAF callback. */
const FRAME_TIMES = (ms: number) => `new Promise((resolve) => {
  const times = [];
  const start = performance.now();
  const channel = new MessageChannel();
  let frameStart = 0;
  channel.port1.onmessage = () => times.push(performance.now() - frameStart);
  const tick = (stamp) => {
    frameStart = stamp;
    // Queued after this frame's callbacks, style, layout and paint: the frame's end.
    channel.port2.postMessage(0);
    if (performance.now() - start < ${ms}) requestAnimationFrame(tick);
    else setTimeout(() => resolve(times), 50);
  };
  requestAnimationFrame(tick);
})`;

interface Measured {
  median: number;
  p95: number;
  frames: number;
  bytesPerSecond: number;
}

async function measure(page: Page, bytes: { total: number }): Promise<Measured> {
  const before = bytes.total;
  const started = Date.now();
  const times = (await page.evaluate(FRAME_TIMES(HMI_BENCH.measureMs))) as number[];
  const seconds = (Date.now() - started) / 1000;
  return {
    median: steppedQuantile(times, 0.5, CLOCK_STEP_MS),
    p95: steppedQuantile(times, 0.95, CLOCK_STEP_MS),
    frames: times.length,
    bytesPerSecond: (bytes.total - before) / seconds,
  };
}

/** The bytes a case received per second: the median of its rounds'. */
const bytesOverRounds = (rounds: readonly Measured[]) =>
  median(rounds.map((r) => r.bytesPerSecond));

export async function hmiBench(studio: ServerProcess<StudioInfo>, log: Log): Promise<Figure[]> {
  const { url } = studio.info;
  const account = studio.info.superAccount!;
  const token = (await api(url, account.access, 'GET', pathOf(API.mintPcToken))) as string;
  const pc = (await api(url, account.access, 'POST', pathOf(API.registerPc), {
    name: 'Bench HMI vehicle',
    token,
  })) as { id: number; token: string };
  const project = (await api(url, account.access, 'POST', pathOf(API.createProject), {
    title: 'HMI bench',
    vehicle: '',
  })) as { id: number };
  await api(url, account.access, 'POST', pathOf(API.addProjectPc, { id: project.id }), {
    pc_id: pc.id,
  });
  const browser = await chromium.launch(CHROMIUM_BENCH_LAUNCH);
  const results: Record<string, Measured[]> = {};
  try {
    const context = await browser.newContext({ viewport: HMI_BENCH.viewport });
    const page = await context.newPage();
    await signInPage(page, url, account);
    const bytes = { total: 0 };
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (process.env.BENCH_PROFILE) {
      await mkdir(process.env.BENCH_PROFILE, { recursive: true });
      await cdp.send('Profiler.enable');
      // Frames of 1–3 ms: the default 1 ms between samples would not see what is in one.
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    }
    // A binary frame's payload comes base64-encoded from the protocol: its bytes are counted.
    cdp.on(
      'Network.webSocketFrameReceived',
      (event: { response: { opcode: number; payloadData: string } }) => {
        const { opcode, payloadData } = event.response;
        bytes.total +=
          opcode === 2 ? Buffer.byteLength(payloadData, 'base64') : Buffer.byteLength(payloadData);
      },
    );

    const cases: Array<[string, FeedOptions]> = [
      ['empty', { objects: 0, cloudPoints: 0 }],
      ['full', { objects: HMI_BENCH.objects, cloudPoints: HMI_BENCH.cloudPoints }],
    ];
    let first = true;
    // Rounds of both cases, each case on a page loaded afresh (a page keeps the last cloud it
    // was sent, which would be drawn in the next empty case).
    for (let round = 1; round <= HMI_BENCH.rounds; round++) {
      // The cases take turns going first: neither always meets a page or a machine that ran
      // for a minute longer.
      for (const [name, options] of round % 2 === 1 ? cases : [...cases].reverse()) {
        const feed = await startFeed(url, pc.token, options);
        try {
          if (first) {
            await page.goto(`${url}/hmi`);
            await page.getByRole('button', { name: 'Project: Projects', exact: true }).click();
            await page.getByRole('menuitem', { name: /HMI bench/ }).click();
            first = false;
          } else {
            await page.reload();
          }
          await page
            .locator(`[data-testid="hmi"][data-objects="${options.objects}"]`)
            .waitFor({ timeout: 30_000 });
          for (const view of VIEWS) {
            await page.setViewportSize(view.viewport);
            if (view.tab) await page.getByRole('tab', { name: view.tab }).click();
            if (view.tab !== '3D') {
              await page
                .locator('[data-testid="hmi"][data-map-ready="true"]')
                .waitFor({ timeout: 60_000 });
            }
            // Settle: the first cloud's upload and the map's first tiles are not the steady
            // state.
            await sleep(2_000);
            const key = `${name} ${view.key}`;
            // BENCH_PROFILE: the page's main thread profiled while each case is measured.
            if (process.env.BENCH_PROFILE) await cdp.send('Profiler.start');
            // BENCH_TRACE: a Chrome trace of every process while each case is measured, for the
            // native work a JS profile shows only as "(program)" (style, paint, commits).
            const trace = process.env.BENCH_TRACE
              ? join(process.env.BENCH_TRACE, `hmi-${key.replace(/ /g, '-')}-${round}.json`)
              : null;
            if (trace) {
              await mkdir(process.env.BENCH_TRACE!, { recursive: true });
              await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
            }
            const got = await measure(page, bytes);
            if (trace) {
              await browser.stopTracing();
              log(`hmi: the trace of ${key}, round ${round}, is ${trace}`);
            }
            // BENCH_SHOTS: what each case measured, as the page showed it (first round only).
            if (process.env.BENCH_SHOTS && round === 1) {
              await mkdir(process.env.BENCH_SHOTS, { recursive: true });
              await page.screenshot({
                path: join(process.env.BENCH_SHOTS, `hmi-${key.replace(/ /g, '-')}.png`),
              });
            }
            (results[key] ??= []).push(got);
            if (process.env.BENCH_PROFILE) {
              const { profile } = await cdp.send('Profiler.stop');
              const path = join(
                process.env.BENCH_PROFILE,
                `hmi-${key.replace(/ /g, '-')}-${round}.cpuprofile`,
              );
              await writeFile(path, JSON.stringify(profile));
              log(`hmi: the page's profile of ${key}, round ${round}, is ${path}`);
            }
            log(
              `hmi: round ${round}, ${key}: frame median ${got.median.toFixed(1)} ms, p95 ${got.p95.toFixed(1)} ms ` +
                `over ${got.frames} frames, ${Math.round(got.bytesPerSecond / 1000)} kB/s on the socket`,
            );
          }
          await page.setViewportSize(VIEWS[0].viewport);
        } finally {
          feed.close();
          await sleep(500);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const figures: Figure[] = [];
  for (const view of VIEWS) {
    const full = results[`full ${view.key}`]!;
    const empty = results[`empty ${view.key}`]!;
    const pairOf = (of: (m: Measured) => number) =>
      medianPair(full.map((f, i) => ({ value: of(f), baseline: of(empty[i]!) })));
    const medians = pairOf((m) => m.median);
    const p95s = pairOf((m) => m.p95);
    const rounds = `the median of ${HMI_BENCH.rounds} pairs of rounds`;
    figures.push(
      figure({
        section: 'hmi',
        name: `frame time following a vehicle, ${HMI_BENCH.objects} objects + ${HMI_BENCH.cloudPoints / 1000}k-point cloud, ${view.key}, median (${rounds})`,
        unit: 'ms',
        value: medians.value,
        baselineName: 'the same page, no objects, no cloud',
        baseline: medians.baseline,
        target: {
          text: `≤ ${HMI_BENCH.frameRatio}× without objects and cloud`,
          holds: medians.value <= HMI_BENCH.frameRatio * medians.baseline,
        },
      }),
      figure({
        section: 'hmi',
        name: `frame time, ${view.key}, p95 (${rounds})`,
        unit: 'ms',
        value: p95s.value,
        baselineName: 'the same page, no objects, no cloud',
        baseline: p95s.baseline,
        target: {
          text: `≤ ${HMI_BENCH.frameRatio}× without objects and cloud`,
          holds: p95s.value <= HMI_BENCH.frameRatio * p95s.baseline,
        },
      }),
    );
  }
  const fullBytes = bytesOverRounds(results['full desktop']!);
  const emptyBytes = bytesOverRounds(results['empty desktop']!);
  figures.push(
    figure({
      section: 'hmi',
      name: 'bytes per second on the socket while following',
      unit: 'kB/s',
      value: fullBytes / 1000,
      baselineName: 'the vehicle state and an empty plan',
      baseline: emptyBytes / 1000,
      target: {
        text: `≤ ${HMI_BENCH.bytesRatio}× the state and an empty plan`,
        holds: fullBytes <= HMI_BENCH.bytesRatio * emptyBytes,
      },
    }),
  );
  return figures;
}
