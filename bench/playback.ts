/**
 * Record playback figures (issue 31), on a ≈ 2 GB MCAP: 128 s of a drive whose lidar publishes
 * 100,000-point clouds at 10 Hz (1.6 MB each, one chunk each), with its GNSS and odometry,
 * written by the test fixtures' writer and uploaded with the agent's own uploader. Chromium
 * opens the record's page as its owner; the page's playback reads the file by HTTP Range from
 * the record's signed URL in its worker and marks what it did (`performance.mark`, ADR 30):
 * - first frame: from the start of the playback's open to the first cloud drawn, against the
 *   open alone (header, summary, indexes: the "summary read"), median of 5 loads at a time in
 *   the middle of the record. Target ≤ 3×.
 * - seek: a click at a random place of the timeline until that time's cloud is drawn, against
 *   one chunk's read and decode: the playback's own worker, on a page of the studio that draws
 *   nothing, asking the same signed URL for the cloud at a random time (a session already
 *   open), median of 16 each, on the page loaded whole (its map and plot drawn). Target ≤ 2×.
 *   Until round 8 of ADR 30 the baseline was the same reader in Node: Chromium's fetch takes
 *   4× Node's for the same range on this machine (a 1.6 MB range 33 against 8 ms, a 32 kB one
 *   7–11 against 1.6 ms), so no page could come within 2× of it; that read is still measured
 *   and logged (`nodeChunkMs`).
 * - play at 1×: animation frames per second of the page while it plays, against the same page
 *   paused (8 s each), and the clouds drawn per second against the topic's 10 Hz. Target: the
 *   frame rate held (≥ 0.9 × paused) with every cloud drawn (≥ 0.9 × 10 per second).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { API, pathOf } from '@ads/contract';
import { HttpByteSource, RecordSession } from '@ads/record-reader';
import { openRecording } from '../apps/agent/src/recordings/folder';
import { createUploader } from '../apps/agent/src/recordings/uploader';
import { CHROMIUM_BENCH_LAUNCH } from '../test-support/chromium';
import { TOPICS, writeMcap } from '../test-support/record-files';
import type { ServerProcess } from './lib/child';
import { TRACE_CATEGORIES, workerProfiler } from './lib/page-diagnostics';
import {
  type RafWindow,
  marks,
  nextMark,
  phases,
  phasesLine,
  rafRate,
  workerChunkReads,
} from './lib/playback-page';
import { countRenders, countedRenders, countingRenders, startCounting } from './lib/react-renders';
import { type Figure, figure } from './lib/report';
import { median } from './lib/stats';
import type { StudioInfo } from './lib/studio-process';
import { signInPage, studioApi } from './lib/studio-api';

export const PLAYBACK_BENCH = {
  /** ≈ 2.05 GB: 1,280 clouds of 1.6 MB. */
  drive: {
    durationS: 128,
    lidarPoints: 100_000,
    sensors: ['gnss', 'odometry', 'lidar'] as const,
    rates: { lidar: 10 },
  },
  loads: 5,
  seeks: 16,
  playSeconds: 8,
  firstFrameRatio: 3,
  seekRatio: 2,
  playRatio: 0.9,
  cloudHz: 10,
  viewport: { width: 1440, height: 900 },
};

type Log = (line: string) => void;

export async function playbackBench(
  studio: ServerProcess<StudioInfo>,
  log: Log,
): Promise<{ figures: Figure[]; facts: Record<string, number> }> {
  const { url, pcToken, access } = studio.info;
  const dir = await mkdtemp(join(tmpdir(), 'ads-bench-playback-'));
  let id: number | null = null;
  try {
    const written = await writeMcap(join(dir, 'long-drive.mcap'), {
      ...PLAYBACK_BENCH.drive,
      sensors: [...PLAYBACK_BENCH.drive.sensors],
    });
    log(`playback: wrote ${(written.size / 1e9).toFixed(2)} GB`);
    const uploader = await createUploader({
      server: url,
      token: pcToken,
      urlsFile: join(dir, 'uploads.json'),
    });
    const file = await openRecording(dir, 'long-drive.mcap');
    try {
      id = await uploader.send({ file, progress: () => undefined });
    } finally {
      await file.close();
      await uploader.close();
    }
    await rm(written.path);
    if (id === null) throw new Error('playback: the studio did not name the uploaded record');
    const uploaded: number = id;
    log(`playback: uploaded as record ${uploaded}`);

    const durationNs = BigInt(PLAYBACK_BENCH.drive.durationS) * 1_000_000_000n;
    const browser = await chromium.launch(CHROMIUM_BENCH_LAUNCH);
    try {
      const context = await browser.newContext({ viewport: PLAYBACK_BENCH.viewport });
      await countRenders(context);
      const page = await context.newPage();
      // BENCH_PROFILE: the playback worker is profiled while the page seeks and while it plays
      // (attached to by CDP as the page starts it; the last playback worker started is the one
      // seeking).
      for (const folder of [process.env.BENCH_PROFILE, process.env.BENCH_TRACE]) {
        if (folder) await mkdir(folder, { recursive: true });
      }
      if (process.env.BENCH_PROFILE) await mkdir(process.env.BENCH_PROFILE, { recursive: true });
      const workers = process.env.BENCH_PROFILE
        ? await workerProfiler(context, page, 'playback')
        : null;
      await signInPage(page, url, { access, refresh: '' });

      // First frame, at a time in the middle of the record.
      const opens: number[] = [];
      const firsts: number[] = [];
      const firstPhases: ReturnType<typeof phases>[] = [];
      // BENCH_PROFILE: the page's main thread profiled over the last load, to its first frame.
      const loadProfile =
        process.env.BENCH_PROFILE !== undefined ? await context.newCDPSession(page) : null;
      for (let load = 0; load < PLAYBACK_BENCH.loads; load++) {
        if (loadProfile && load === PLAYBACK_BENCH.loads - 1) {
          await loadProfile.send('Profiler.enable');
          await loadProfile.send('Profiler.start');
        }
        // BENCH_TRACE: a Chromium trace (every thread and process: the GPU process's waits, the
        // compositor's read-backs, the network) of the last load, and another of the seeks.
        if (process.env.BENCH_TRACE && load === PLAYBACK_BENCH.loads - 1) {
          await browser.startTracing(page, {
            path: join(process.env.BENCH_TRACE, `playback-load-${Date.now()}.trace.json`),
            categories: TRACE_CATEGORIES,
          });
        }
        await page.goto(`${url}/statistics/record/${id}?t=${durationNs / 2n + BigInt(load) * 7n}`);
        const drawn = await nextMark(page, 'playback:frame-drawn', 0).catch(async (error) => {
          // What the page showed instead, for whoever reads the failure.
          await page.screenshot({ path: join(tmpdir(), 'ads-bench-playback-failure.png') });
          log(
            `playback: marks ${JSON.stringify(await marks(page))}; see ${tmpdir()}/ads-bench-playback-failure.png`,
          );
          throw error;
        });
        if (process.env.BENCH_TRACE && load === PLAYBACK_BENCH.loads - 1) {
          await browser.stopTracing();
        }
        if (loadProfile && process.env.BENCH_PROFILE && load === PLAYBACK_BENCH.loads - 1) {
          const { profile } = await loadProfile.send('Profiler.stop');
          const path = join(process.env.BENCH_PROFILE, `playback-load-${Date.now()}.cpuprofile`);
          await writeFile(path, JSON.stringify(profile));
          log(`playback: the page's profile of its last load is ${path}`);
        }
        const all = await marks(page);
        const start = all.find(([n]) => n === 'playback:open-start')![1];
        const opened = all.find(([n]) => n === 'playback:opened')![1];
        opens.push(opened - start);
        firsts.push(drawn[1] - start);
        firstPhases.push(phases(all, opened, drawn[1]));
        log(
          `playback: open ${(opened - start).toFixed(0)} ms, first frame ${(drawn[1] - start).toFixed(0)} ms`,
        );
      }

      // Seeks in the page, clicks at random places of the timeline, once the page has loaded
      // whole: the map and the plot start after the first cloud is drawn (first-frame.ts), and
      // the map's WebGL, style and route would otherwise be made during the first seeks and
      // count as theirs. A seek is measured on a page that is ready, as a user seeks it.
      await page.locator('[data-testid="route-map"][data-route-points]').waitFor();
      await page.locator('[data-series-points]:not([data-series-points="0"])').first().waitFor();
      await page.waitForTimeout(1000);
      const bar = page.getByRole('slider', { name: /playback time|재생 시각/i });
      const box = (await bar.boundingBox())!;
      const seekMs: number[] = [];
      const seekPhases: ReturnType<typeof phases>[] = [];
      await workers?.start();
      // BENCH_PROFILE: and the page's main thread while it seeks.
      const seekProfile = loadProfile;
      await seekProfile?.send('Profiler.start');
      if (process.env.BENCH_TRACE) {
        await browser.startTracing(page, {
          path: join(process.env.BENCH_TRACE, `playback-seeks-${Date.now()}.trace.json`),
          categories: TRACE_CATEGORIES,
        });
      }
      let random = 12345;
      const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      for (let seek = 0; seek < PLAYBACK_BENCH.seeks; seek++) {
        const before = (await marks(page)).filter(([n]) => n === 'playback:frame-drawn').length;
        const at = 0.05 + 0.9 * next();
        const clicked = (await page.evaluate('performance.now()')) as number;
        await page.mouse.click(box.x + box.width * at, box.y + box.height / 2);
        const drawn = await nextMark(page, 'playback:frame-drawn', before);
        seekMs.push(drawn[1] - clicked);
        seekPhases.push(phases(await marks(page), clicked, drawn[1]));
      }
      if (process.env.BENCH_TRACE) await browser.stopTracing();
      if (seekProfile && process.env.BENCH_PROFILE) {
        const { profile } = await seekProfile.send('Profiler.stop');
        const path = join(process.env.BENCH_PROFILE, `playback-seeks-${Date.now()}.cpuprofile`);
        await writeFile(path, JSON.stringify(profile));
        log(`playback: the page's profile while seeking is ${path}`);
      }
      if (workers && process.env.BENCH_PROFILE) {
        const path = join(process.env.BENCH_PROFILE, `playback-worker-${Date.now()}.cpuprofile`);
        await writeFile(path, JSON.stringify(await workers.stop()));
        log(`playback: the worker's profile while seeking is ${path}`);
      }
      log(`playback: after the open, ${phasesLine(firstPhases)}`);
      log(`playback: seeks, from the click ${phasesLine(seekPhases)}`);

      // The baseline of a seek: one chunk's read and decode, by the same reader in the browser's
      // worker on a page that draws nothing (the seek's honest limit: Chromium's network stack
      // and the worker's hand-over cost what no page can save), and, for the record, in Node.
      // Each on a quiet page (the URL follows the last seek after half a second), a read
      // first to learn the chunks' layout, as the page's worker had, then as many as the seeks.
      await page.waitForTimeout(1000);
      const link = (await studioApi(
        url,
        access,
        'POST',
        pathOf(API.recordDownloadLink, { id: uploaded }),
      )) as {
        url: string;
      };
      const signedUrl = new URL(link.url, url).href;
      const session = await RecordSession.open(await HttpByteSource.open(signedUrl));
      const { startNs } = session.summary();
      const randomTimes = () =>
        Array.from(
          { length: PLAYBACK_BENCH.seeks + 1 },
          () => startNs + BigInt(Math.floor(next() * Number(durationNs))),
        );
      const workerUrl = (await page.evaluate(
        `performance.getEntriesByType('resource').map((e) => e.name).find((name) => /\\/playback\\.worker-[^/]*\\.js$/.test(name))`,
      )) as string | undefined;
      if (!workerUrl) throw new Error("playback: the page's worker script was not found");
      const blank = await context.newPage();
      await blank.goto(`${url}/favicon.svg`);
      const chunkMs = await workerChunkReads(blank, workerUrl, signedUrl, randomTimes());
      await blank.close();
      const nodeChunkMs: number[] = [];
      for (const [i, t] of randomTimes().entries()) {
        const started = performance.now();
        const found = await session.at(t, [TOPICS.lidar]);
        if (i > 0) nodeChunkMs.push(performance.now() - started);
        if (found.length !== 1) throw new Error(`playback: no cloud at ${t}`);
      }
      await session.close();
      if (process.env.BENCH_DEBUG) {
        log(`playback: seeks ${seekMs.map((ms) => ms.toFixed(0)).join(' ')} ms`);
        log(`playback: chunks in the worker ${chunkMs.map((ms) => ms.toFixed(0)).join(' ')} ms`);
        log(`playback: chunks in Node ${nodeChunkMs.map((ms) => ms.toFixed(0)).join(' ')} ms`);
      }

      // Play at 1× against the same page paused.
      await page.keyboard.press('Escape');
      await bar.focus();
      await page.keyboard.press('Space');
      // BENCH_PROFILE=<folder>: the page's main thread profiled while it plays (a .cpuprofile
      // for Chrome's DevTools), to see where a frame goes.
      const profileDir = process.env.BENCH_PROFILE;
      const cdp = profileDir ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
        await workers?.start();
      }
      // BENCH_TRACE: and a trace of the playing (the compositor's, the GPU process's frames).
      if (process.env.BENCH_TRACE) {
        await browser.startTracing(page, {
          path: join(process.env.BENCH_TRACE, `playback-play-${Date.now()}.trace.json`),
          categories: TRACE_CATEGORIES,
        });
      }
      await startCounting(page);
      const played = (await page.evaluate(rafRate(PLAYBACK_BENCH.playSeconds * 1000))) as RafWindow;
      if (countingRenders) log(`playback: renders while playing: ${await countedRenders(page)}`);
      const playing = played.fps;
      if (process.env.BENCH_TRACE) await browser.stopTracing();
      if (cdp && profileDir) {
        const { profile } = await cdp.send('Profiler.stop');
        const path = join(profileDir, `playback-${Date.now()}.cpuprofile`);
        await writeFile(path, JSON.stringify(profile));
        log(`playback: the page's profile while playing is ${path}`);
        if (workers) {
          const workerPath = join(profileDir, `playback-worker-play-${Date.now()}.cpuprofile`);
          await writeFile(workerPath, JSON.stringify(await workers.stop()));
          log(`playback: the worker's profile while playing is ${workerPath}`);
        }
      }
      // Clouds drawn within the measured window only (a trace's or profile's stop takes seconds
      // while the page plays on).
      const drawnPlaying = (await marks(page)).filter(
        ([n, at]) => n === 'playback:frame-drawn' && at >= played.start && at <= played.end,
      ).length;
      await page.keyboard.press('Space');
      const paused = (
        (await page.evaluate(rafRate(PLAYBACK_BENCH.playSeconds * 1000))) as RafWindow
      ).fps;
      const cloudsPerSecond = (drawnPlaying * 1000) / (played.end - played.start);

      const firstFrame = median(firsts);
      const open = median(opens);
      const seekFigure = median(seekMs);
      const chunk = median(chunkMs);
      const nodeChunk = median(nodeChunkMs);
      log(
        `playback: seek ${seekFigure.toFixed(0)} ms vs chunk ${chunk.toFixed(0)} ms ` +
          `(${nodeChunk.toFixed(0)} ms in Node); ` +
          `${playing.toFixed(1)} fps playing vs ${paused.toFixed(1)} paused, ${cloudsPerSecond.toFixed(1)} clouds/s`,
      );
      const gb = (written.size / 1e9).toFixed(1);
      return {
        facts: { bytes: written.size, cloudsPerSecond, nodeChunkMs: nodeChunk },
        figures: [
          figure({
            section: 'playback',
            name: `first cloud drawn, ${gb} GB MCAP, from the open`,
            unit: 'ms',
            value: firstFrame,
            baseline: open,
            baselineName: 'the open alone (summary read)',
            target: {
              text: `≤ ${PLAYBACK_BENCH.firstFrameRatio} × the summary read`,
              holds: firstFrame <= PLAYBACK_BENCH.firstFrameRatio * open,
            },
          }),
          figure({
            section: 'playback',
            name: 'seek to a random time until its cloud is drawn',
            unit: 'ms',
            value: seekFigure,
            baseline: chunk,
            baselineName: "one chunk's read and decode (same reader, the browser's worker)",
            target: {
              text: `≤ ${PLAYBACK_BENCH.seekRatio} × one chunk`,
              holds: seekFigure <= PLAYBACK_BENCH.seekRatio * chunk,
            },
          }),
          figure({
            section: 'playback',
            name: `page frame rate playing at 1× (10 Hz 100k-point cloud; ${cloudsPerSecond.toFixed(1)} clouds drawn/s)`,
            unit: 'fps',
            value: playing,
            baseline: paused,
            baselineName: 'the same page paused',
            target: {
              text: `≥ ${PLAYBACK_BENCH.playRatio} × paused, ≥ ${PLAYBACK_BENCH.playRatio * PLAYBACK_BENCH.cloudHz} clouds/s`,
              holds:
                playing >= PLAYBACK_BENCH.playRatio * paused &&
                cloudsPerSecond >= PLAYBACK_BENCH.playRatio * PLAYBACK_BENCH.cloudHz,
            },
          }),
        ],
      };
    } finally {
      await browser.close();
    }
  } finally {
    if (id !== null) {
      await studioApi(url, access, 'DELETE', pathOf(API.deleteRecord, { id })).catch(
        () => undefined,
      );
    }
    await rm(dir, { recursive: true, force: true });
  }
}
