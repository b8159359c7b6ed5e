/**
 * HDMAP Builder at city size (issue 15): a generated 5,000-lanelet district.
 * - Import + validate (our OSM reader, the Lanelet2 view and every validation rule) against
 *   parsing the same XML alone with saxes, a mature streaming XML parser (target ≤ 3×). Both run
 *   in this process on the same string, best of several runs each, so neither pays for warm-up;
 *   half the runs of each before the saves below, half after.
 * - The same file through the studio: `PUT /api/map/{id}/osm` answered with its findings
 *   (parsed and validated in the server's map thread), beside the saxes parse: the first save
 *   after the studio started (on the map thread it warmed as it started), and the median of
 *   several saves after it, each judged by the same target.
 * - Pan and zoom of the editor on that map in Chromium: the time between animation frames while
 *   the map is dragged and zoomed, against the same editor on an empty map. A map whose still
 *   frames are slow to draw (software GL here: 200–500 ms for the district) moves as a picture
 *   of its last still frame and is drawn again when the view rests (pictureWhileMoving, ADR 19);
 *   what a still frame costs is logged beside the figure. The presses start where the view's
 *   centre is; the gestures must not edit the map (checked).
 */
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { API, pathOf } from '@ads/contract';
import {
  type MapProjector,
  generateDistrict,
  parseOsm,
  validateMap,
  writeOsm,
} from '@ads/lanelet2';
import { SaxesParser } from 'saxes';
import { CHROMIUM_BENCH_LAUNCH } from '../test-support/chromium';
import type { ServerProcess } from './lib/child';
import { TRACE_CATEGORIES } from './lib/page-diagnostics';
import { type Figure, figure } from './lib/report';
import { median, quantile } from './lib/stats';
import type { StudioInfo } from './lib/studio-process';
import { signInPage } from './lib/studio-api';

export const HDMAP = {
  lanelets: 5_000,
  runs: 5,
  /**
   * Saves after the first, their median the figure: one save in 5–8 met a pause of the
   * machine (150–250 ms, in the thread, the database or the receive alike), and with 5 the
   * median moved with it (issue 33: more samples, not a looser target).
   */
  saves: 9,
  /** Quiet before the first save. */
  quietMs: 1_000,
  importRatio: 3,
  /** Issue 33: the save through the API, answered with its findings, ≤ this × the saxes parse. */
  putRatio: 5,
  /** Issue 33: the editor at 5,000 lanelets against the empty map, median and p95 frame time. */
  editorMedianRatio: 1.5,
  editorP95Ratio: 2,
  viewport: { width: 1280, height: 900 },
  /** How long the map is panned and zoomed while frames are timed. */
  gestureMs: 6_000,
};

type Log = (line: string) => void;

/** The projector of the generated district: an MGRS square in Tokyo, as Autoware maps have. */
const PROJECTOR: MapProjector = { projector_type: 'MGRS', mgrs_grid: '54SUE' };

function bestOf(runs: number, work: () => void): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

function saxesParse(xml: string): number {
  const parser = new SaxesParser();
  let elements = 0;
  parser.on('opentag', () => {
    elements += 1;
  });
  parser.write(xml).close();
  return elements;
}

export function districtXml(lanelets: number): string {
  const { doc } = generateDistrict({ lanelets, seed: 1, projector: PROJECTOR });
  return writeOsm(doc, PROJECTOR, 'autoware');
}

async function call(url: string, token: string, method: string, path: string, body?: unknown) {
  // An OSM file goes as its bytes, as the editor sends it (a Blob).
  const text = body instanceof Uint8Array;
  const response = await fetch(new URL(path, url), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined
        ? {}
        : { 'content-type': text ? 'application/xml' : 'application/json' }),
    },
    body:
      body === undefined
        ? undefined
        : text
          ? (body as Uint8Array<ArrayBuffer>)
          : JSON.stringify(body),
  });
  const answer = (await response.json()) as { message?: string; detail: unknown };
  if (response.status >= 300) throw new Error(`${method} ${path}: ${answer.message}`);
  return answer.detail;
}

/** rAF intervals while a gesture script drags and zooms the map; resolves to the intervals. */
const TIME_FRAMES = (ms: number) => `new Promise((resolve) => {
  const intervals = [];
  let last = performance.now();
  const start = last;
  const tick = (now) => {
    intervals.push(now - last);
    last = now;
    if (now - start < ${ms}) requestAnimationFrame(tick);
    else resolve(intervals);
  };
  requestAnimationFrame(tick);
})`;

export async function hdmapBench(studio: ServerProcess<StudioInfo>, log: Log): Promise<Figure[]> {
  const figures: Figure[] = [];
  const xml = districtXml(HDMAP.lanelets);
  const megabytes = xml.length / 1e6;

  let lanelets = 0;
  let errors = 0;
  const importOnce = () => {
    const read = parseOsm(xml, { projector: PROJECTOR });
    const findings = validateMap(read.doc, { flavour: read.flavour });
    lanelets = 0;
    for (const relation of read.doc.relations.values()) {
      if (relation.tags.type === 'lanelet') lanelets += 1;
    }
    errors = findings.filter((f) => f.severity === 'error').length;
  };
  // Each is the best of its runs here and of as many again after the saves below, the two taken
  // alike. Taken only here, once a studio had just started (its map thread's warm-up on the
  // other core), the saxes parse read 276 ms against 76–86 in other runs.
  const importBefore = bestOf(HDMAP.runs, importOnce);
  const saxesBefore = bestOf(HDMAP.runs, () => saxesParse(xml));
  if (errors > 0) throw new Error(`the generated district has ${errors} error findings`);

  const { url } = studio.info;
  const account = studio.info.superAccount!;
  const project = (await call(url, account.access, 'POST', pathOf(API.createProject), {
    title: 'HDMAP bench',
  })) as { id: number };
  const projectId = project.id;
  const createMap = async (name: string) =>
    (
      (await call(url, account.access, 'POST', pathOf(API.map.create), {
        project_id: projectId,
        name,
      })) as { id: number }
    ).id;
  const district = await createMap('District');
  const empty = await createMap('Empty');
  // The first save after the studio started: on the map thread the studio keeps, which went
  // over a generated district as the studio started (`prepareMapThread`, as `npm start` does;
  // before, this save started the thread and had V8 compile the parser and validator on it). It
  // is judged by the same target, as a figure of its own, beside the studio saving as it does
  // from then on (the median of the next saves, each a new version). Issue 33 names one save.
  // Encoded once, as the editor holds its file: the bench's own encoding is not the studio's.
  const file: Uint8Array<ArrayBuffer> = new TextEncoder().encode(xml);
  const put = async () => {
    const start = performance.now();
    await call(url, account.access, 'PUT', pathOf(API.map.save, { id: district }), file);
    return performance.now() - start;
  };
  // A user's first save comes after minutes of editing, not on the heels of the in-process
  // parses above, whose collector threads still ran when it began (on 2 cores).
  await new Promise((resolve) => setTimeout(resolve, HDMAP.quietMs));
  const firstPutMs = await put();
  const putTimes: number[] = [];
  for (let i = 0; i < HDMAP.saves; i++) putTimes.push(await put());
  const putMs = median(putTimes);
  const importMs = Math.min(importBefore, bestOf(HDMAP.runs, importOnce));
  const saxesMs = Math.min(
    saxesBefore,
    bestOf(HDMAP.runs, () => saxesParse(xml)),
  );
  log(
    `hdmap: ${lanelets} lanelets (${megabytes.toFixed(1)} MB): import + validate ${importMs.toFixed(0)} ms, saxes ${saxesMs.toFixed(0)} ms (best of ${2 * HDMAP.runs} each; ${importBefore.toFixed(0)} and ${saxesBefore.toFixed(0)} ms before the saves), ${errors} errors`,
  );
  figures.push(
    figure({
      section: 'hdmap',
      name: `import + validate ${lanelets} lanelets (${megabytes.toFixed(0)} MB OSM)`,
      unit: 'ms',
      value: importMs,
      baselineName: 'saxes parse of the same XML',
      baseline: saxesMs,
      target: {
        text: `≤ ${HDMAP.importRatio}× parsing alone`,
        holds: importMs <= HDMAP.importRatio * saxesMs,
      },
    }),
  );
  log(
    `hdmap: PUT of the district answered in ${putMs.toFixed(0)} ms (median of ${putTimes.map((t) => t.toFixed(0)).join(', ')}); the first save after start ${firstPutMs.toFixed(0)} ms`,
  );
  figures.push(
    figure({
      section: 'hdmap',
      name: `PUT /api/map/{id}/osm, ${lanelets} lanelets, answered with findings (median of ${HDMAP.saves})`,
      unit: 'ms',
      value: putMs,
      baselineName: 'saxes parse of the same XML',
      baseline: saxesMs,
      target: {
        text: `≤ ${HDMAP.putRatio}× parsing alone`,
        holds: putMs <= HDMAP.putRatio * saxesMs,
      },
    }),
    figure({
      section: 'hdmap',
      name: `PUT /api/map/{id}/osm, ${lanelets} lanelets, the first save after the studio started`,
      unit: 'ms',
      value: firstPutMs,
      baselineName: 'saxes parse of the same XML',
      baseline: saxesMs,
      target: {
        text: `≤ ${HDMAP.putRatio}× parsing alone`,
        holds: firstPutMs <= HDMAP.putRatio * saxesMs,
      },
    }),
  );

  const browser = await chromium.launch(CHROMIUM_BENCH_LAUNCH);
  try {
    const context = await browser.newContext({ viewport: HDMAP.viewport });
    const page = await context.newPage();
    await signInPage(page, url, account);
    const frameTimes = async (mapId: number, expectLanelets: number) => {
      await page.goto(`${url}/map/${mapId}`);
      const view = page.locator(`[data-lanelets="${expectLanelets}"]`);
      await view.waitFor({ timeout: 120_000 });
      await page.waitForTimeout(1_000);
      const box = (await view.boundingBox())!;
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      // BENCH_TRACE: a Chromium trace of the district's pan/zoom (where a frame's time goes:
      // the page's tasks, the GPU process's draws and the waits on it).
      const trace = process.env.BENCH_TRACE && expectLanelets > 0;
      if (trace) {
        await browser.startTracing(page, {
          path: join(process.env.BENCH_TRACE!, `hdmap-pan-zoom-${Date.now()}.trace.json`),
          categories: TRACE_CATEGORIES,
        });
      }
      const timing = page.evaluate(TIME_FRAMES(HDMAP.gestureMs)) as Promise<number[]>;
      const until = Date.now() + HDMAP.gestureMs - 300;
      const revision = await view.getAttribute('data-revision');
      let step = 0;
      while (Date.now() < until) {
        await page.mouse.move(cx, cy);
        await page.mouse.down();
        await page.mouse.move(cx + 150, cy + 80, { steps: 10 });
        await page.mouse.up();
        await page.mouse.wheel(0, step % 2 === 0 ? -300 : 300);
        await page.mouse.move(cx + 150, cy + 80);
        await page.mouse.down();
        await page.mouse.move(cx, cy, { steps: 10 });
        await page.mouse.up();
        step += 1;
      }
      const intervals = (await timing).slice(5);
      if (trace) await browser.stopTracing();
      // A press on a node drags it from zoom 16 on (NODE_DRAG_MIN_ZOOM): timed, that would be
      // an edit and its re-tiling, not a pan.
      if ((await view.getAttribute('data-revision')) !== revision) {
        throw new Error('the pan/zoom gestures edited the map');
      }
      // What a still frame costs to draw (the page's own measure: drawn when the view rests;
      // while it moves, a slow map is drawn as a picture of its last still frame).
      const stillFrameMs = Number(await view.getAttribute('data-frame-cost'));
      return { median: median(intervals), p95: quantile(intervals, 0.95), stillFrameMs };
    };
    const emptyFrames = await frameTimes(empty, 0);
    const districtFrames = await frameTimes(district, lanelets);
    log(
      `hdmap: pan/zoom frame time median ${districtFrames.median.toFixed(1)} ms (p95 ${districtFrames.p95.toFixed(1)}), empty map ${emptyFrames.median.toFixed(1)} ms; a still frame ${districtFrames.stillFrameMs} ms (empty map ${emptyFrames.stillFrameMs} ms)`,
    );
    figures.push(
      figure({
        section: 'hdmap',
        name: `editor pan/zoom, ${lanelets} lanelets, median frame time`,
        unit: 'ms',
        value: districtFrames.median,
        baselineName: 'the editor on an empty map',
        baseline: emptyFrames.median,
        target: {
          text: `≤ ${HDMAP.editorMedianRatio}× the empty map`,
          holds: districtFrames.median <= HDMAP.editorMedianRatio * emptyFrames.median,
        },
      }),
      figure({
        section: 'hdmap',
        name: `editor pan/zoom, ${lanelets} lanelets, p95 frame time`,
        unit: 'ms',
        value: districtFrames.p95,
        baselineName: 'the editor on an empty map',
        baseline: emptyFrames.p95,
        target: {
          text: `≤ ${HDMAP.editorP95Ratio}× the empty map`,
          holds: districtFrames.p95 <= HDMAP.editorP95Ratio * emptyFrames.p95,
        },
      }),
    );
  } finally {
    await browser.close();
  }
  return figures;
}
