/**
 * Web figures. The studio (apps/web) and a blank Vite + React page (bench/baseline-web) are
 * built with the same Vite, the same React plugin and the same build options. Sizes are gzip
 * (zlib's default level, as Vite reports them) of the JavaScript and CSS that Chromium fetches
 * to show /home; FCP is read in Chromium with 4× CPU throttling, the median of several loads of
 * each page, alternating: the studio served by the studio server, the blank page by a plain one.
 * The first paint of /home is the page prerendered into index.html (docs/adr/0015), so the time
 * until the app's own first render has replaced it is reported beside it, and the waterfall of
 * the median load goes into the results.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, type PluginOption } from 'vite';
import type { ServerProcess } from './lib/child';
import type { PlainInfo } from './lib/plain-process';
import { type Figure, figure } from './lib/report';
import { median } from './lib/stats';
import type { StudioInfo } from './lib/studio-process';
import { CHROMIUM_BENCH_LAUNCH } from '../test-support/chromium';

export const WEB = {
  /** Measured loads of each page (after one that warms up). */
  loads: 7,
  cpuThrottling: 4,
  /** /home's initial JS + CSS ≤ 200 kB gzip (1 kB = 1 000 bytes; issue 11). */
  initialBudget: 200_000,
  /** /home's first contentful paint ≤ 1.5 × the blank page's (issue 11). */
  fcpRatio: 1.5,
};

const STUDIO_WEB = fileURLToPath(new URL('../apps/web/', import.meta.url));
const BLANK_WEB = fileURLToPath(new URL('./baseline-web/', import.meta.url));

type Log = (line: string) => void;

export interface BuiltWebs {
  studioDir: string;
  blankDir: string;
  remove(): Promise<void>;
}

/** Builds both pages into a temporary folder. */
export async function buildWebs(log: Log): Promise<BuiltWebs> {
  const out = await mkdtemp(join(tmpdir(), 'ads-bench-web-'));
  const studioDir = join(out, 'studio');
  const blankDir = join(out, 'blank');
  // The studio with its own vite.config.ts (React plugin, sourcemaps), as `npm run build`.
  await build({
    root: STUDIO_WEB,
    logLevel: 'error',
    build: { outDir: studioDir, emptyOutDir: true },
  });
  // The blank page with the same plugin (apps/web's copy) and the same options.
  const fromWeb = createRequire(join(STUDIO_WEB, 'package.json'));
  const react = (
    (await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href)) as {
      default: () => PluginOption;
    }
  ).default;
  await build({
    root: BLANK_WEB,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: blankDir, emptyOutDir: true, sourcemap: true },
  });
  log('web: built the studio and the blank page');
  return { studioDir, blankDir, remove: () => rm(out, { recursive: true, force: true }) };
}

const gzipBytes = async (dir: string, path: string) =>
  gzipSync(await readFile(join(dir, path))).length;

const isCode = (path: string) => /\.(js|css)$/.test(path);

/** What index.html itself names: the entry script, its modulepreloads and stylesheets. */
async function namedByHtml(dir: string): Promise<string[]> {
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]+)"/g)]
    .map((match) => match[1]!)
    .filter(isCode);
}

/**
 * Waits until the app has rendered by itself: #root holds content and no longer the
 * prerendered shell. Answers that time, or 0 for a page that never shows it.
 */
const READ_LIVE = `new Promise((resolve) => {
  const deadline = Date.now() + 20000;
  const read = () => {
    const root = document.getElementById('root');
    if (root && root.childElementCount && !document.getElementById('home-shell'))
      resolve(performance.now());
    else if (Date.now() > deadline) resolve(0);
    else setTimeout(read, 10);
  };
  read();
})`;

/** What the page fetched, relative to the navigation's start (ms), and when it painted. */
const READ_WATERFALL = `({
  document: Math.round(performance.getEntriesByType('navigation')[0].responseEnd),
  requests: performance.getEntriesByType('resource').map((entry) => ({
    path: entry.name.replace(location.origin, ''),
    type: entry.initiatorType,
    start: Math.round(entry.startTime),
    end: Math.round(entry.responseEnd),
  })),
})`;

/** Waits for the page's first-contentful-paint entry and answers its time. */
const READ_FCP = `new Promise((resolve, reject) => {
  const deadline = Date.now() + 20000;
  const read = () => {
    const entry = performance.getEntriesByName('first-contentful-paint')[0];
    if (entry) resolve(entry.startTime);
    else if (Date.now() > deadline) reject(new Error('no first-contentful-paint'));
    else setTimeout(read, 20);
  };
  read();
})`;

interface Waterfall {
  document: number;
  requests: { path: string; type: string; start: number; end: number }[];
}

interface PageLoad {
  fcp: number;
  /** When the app's own first render was in the page (ms from the navigation's start). */
  live: number;
  /** Same-origin JS and CSS paths fetched until the network was idle. */
  code: string[];
  waterfall: Waterfall;
}

async function loadPage(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  url: string,
): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: WEB.cpuThrottling });
    const origin = new URL(url).origin;
    const code = new Set<string>();
    page.on('request', (request) => {
      const type = request.resourceType();
      const at = new URL(request.url());
      if ((type === 'script' || type === 'stylesheet') && at.origin === origin)
        code.add(at.pathname);
    });
    await page.goto(url, { waitUntil: 'load' });
    // A string, not a function: tsx would wrap a function in helpers the page does not have.
    const fcp = await page.evaluate<number>(READ_FCP);
    const live = await page.evaluate<number>(READ_LIVE);
    await page.waitForLoadState('networkidle');
    const waterfall = await page.evaluate<Waterfall>(READ_WATERFALL);
    return { fcp, live, code: [...code], waterfall };
  } finally {
    await context.close();
  }
}

export async function webBench(
  webs: BuiltWebs,
  studio: ServerProcess<StudioInfo>,
  plain: ServerProcess<PlainInfo>,
  log: Log,
): Promise<{ figures: Figure[]; facts: object }> {
  const browser = await chromium.launch(CHROMIUM_BENCH_LAUNCH);
  const studioLoads: PageLoad[] = [];
  const blankLoads: PageLoad[] = [];
  try {
    for (let i = 0; i <= WEB.loads; i++) {
      studioLoads.push(await loadPage(browser, `${studio.info.url}/home`));
      blankLoads.push(await loadPage(browser, `${plain.info.url}/`));
    }
  } finally {
    await browser.close();
  }
  log(`web: ${WEB.loads} measured loads of /home and of the blank page`);

  // Sizes of what the first load of each fetched.
  const sizeOf = async (dir: string, paths: string[]) => {
    let total = 0;
    for (const path of paths) total += await gzipBytes(dir, path);
    return total;
  };
  const homeCode = studioLoads[0]!.code.sort();
  const blankCode = blankLoads[0]!.code.sort();
  const homeBytes = await sizeOf(webs.studioDir, homeCode);
  const blankBytes = await sizeOf(webs.blankDir, blankCode);
  const htmlCode = await namedByHtml(webs.studioDir);
  const htmlBytes = await sizeOf(webs.studioDir, htmlCode);
  const pageBytes = await gzipBytes(webs.studioDir, 'index.html');
  const blankPageBytes = await gzipBytes(webs.blankDir, 'index.html');

  const assets = (await readdir(join(webs.studioDir, 'assets')))
    .map((name) => `/assets/${name}`)
    .filter((path) => isCode(path) && !homeCode.includes(path));
  let largest = { path: '', bytes: 0 };
  for (const path of assets) {
    const bytes = await gzipBytes(webs.studioDir, path);
    if (bytes > largest.bytes) largest = { path, bytes };
  }

  const measured = studioLoads.slice(1);
  const fcp = median(measured.map((load) => load.fcp));
  const live = median(measured.map((load) => load.live));
  const blankFcp = median(blankLoads.slice(1).map((load) => load.fcp));
  const medianLoad = measured.find((load) => load.fcp === fcp) ?? measured[0]!;
  const kB = (bytes: number) => bytes / 1000;
  const base = { section: 'web' as const, baselineName: 'blank Vite + React page' };
  return {
    figures: [
      figure({
        ...base,
        name: `/home initial JS + CSS, gzip (${homeCode.length} files)`,
        unit: 'kB',
        value: kB(homeBytes),
        baseline: kB(blankBytes),
        target: {
          text: `≤ ${kB(WEB.initialBudget)} kB gzip`,
          holds: homeBytes <= WEB.initialBudget,
        },
      }),
      figure({
        ...base,
        name: `index.html entry + modulepreloads + CSS, gzip (${htmlCode.length} files)`,
        unit: 'kB',
        value: kB(htmlBytes),
        baseline: kB(blankBytes),
      }),
      figure({
        ...base,
        name: `largest lazy chunk, gzip (${largest.path.replace('/assets/', '')})`,
        unit: 'kB',
        value: kB(largest.bytes),
        baseline: kB(blankBytes),
      }),
      figure({
        ...base,
        name: 'index.html with the prerendered /home, gzip',
        unit: 'kB',
        value: kB(pageBytes),
        baseline: kB(blankPageBytes),
      }),
      figure({
        ...base,
        name: `/home first contentful paint, ${WEB.cpuThrottling}× CPU throttling (median of ${WEB.loads})`,
        unit: 'ms',
        value: fcp,
        baseline: blankFcp,
        target: {
          text: `≤ ${WEB.fcpRatio} × blank`,
          holds: fcp <= WEB.fcpRatio * blankFcp,
        },
      }),
      figure({
        ...base,
        name: `/home rendered by the app, the shell replaced (median of ${WEB.loads})`,
        unit: 'ms',
        value: live,
        baseline: blankFcp,
      }),
    ],
    facts: {
      homeCode,
      blankCode,
      htmlCode,
      fcpLoads: measured.map((load) => Math.round(load.fcp)),
      liveLoads: measured.map((load) => Math.round(load.live)),
      blankFcpLoads: blankLoads.slice(1).map((load) => Math.round(load.fcp)),
      // The load whose FCP is the median: what it fetched, when (ms from navigation start).
      homeWaterfall: {
        fcp: Math.round(medianLoad.fcp),
        live: Math.round(medianLoad.live),
        ...medianLoad.waterfall,
      },
    },
  };
}
