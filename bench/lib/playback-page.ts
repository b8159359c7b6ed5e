/*
 * What the playback bench asks of the record's page (bench/playback.ts): the playback's marks
 * (ADR 30), awaited in the page; the animation frame rate; one chunk's read by the playback's
 * own worker (the seek's baseline); where a frame's time went, by the marks.
 */
import type { Page } from '@playwright/test';
import { TOPICS } from '../../test-support/record-files';
import { median } from './stats';

/** The page's marks, read in the page: [name, startTime ms, detail]. */
const MARKS = `performance.getEntriesByType('mark')
  .filter((m) => m.name.startsWith('playback:'))
  .map((m) => [m.name, m.startTime, m.detail ?? null])`;
export type Mark = [string, number, unknown];

/** Animation frames per second over `ms`, and the window's start and end (the page's clock). */
export const rafRate = (ms: number) => `new Promise((resolve) => {
  let frames = 0;
  const start = performance.now();
  const tick = () => {
    frames += 1;
    const now = performance.now();
    if (now - start < ${ms}) requestAnimationFrame(tick);
    else resolve({ fps: (frames * 1000) / (now - start), start, end: now });
  };
  requestAnimationFrame(tick);
})`;
export interface RafWindow {
  fps: number;
  start: number;
  end: number;
}

export async function marks(page: Page): Promise<Mark[]> {
  return (await page.evaluate(MARKS)) as Mark[];
}

/**
 * Waits until a mark named `name` comes after the first `after` marks of that name: in the
 * page, by a PerformanceObserver (polling the page's marks every 20 ms took its main thread
 * while it drew the frame being waited for).
 */
export async function nextMark(page: Page, name: string, after: number, timeoutMs = 60_000) {
  const found = (await page.evaluate(`new Promise((resolve) => {
    const pick = () => performance.getEntriesByName(${JSON.stringify(name)}, 'mark')[${after}];
    let observer = null;
    let timer = 0;
    const done = (mark) => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve(mark ? [mark.name, mark.startTime, mark.detail ?? null] : null);
    };
    const now = pick();
    if (now) return done(now);
    observer = new PerformanceObserver(() => {
      const mark = pick();
      if (mark) done(mark);
    });
    observer.observe({ type: 'mark' });
    timer = setTimeout(() => done(null), ${timeoutMs});
  })`)) as Mark | null;
  if (!found) throw new Error(`playback: no '${name}' mark within ${timeoutMs} ms`);
  return found;
}

/**
 * One chunk's read and decode in the browser, the seek's baseline: the playback's own worker
 * (`workerUrl`), started on a page of the studio's origin that draws nothing, opens the record's
 * signed link and is asked for the lidar's cloud at each of `times` (ns), one after the other;
 * the ms from each ask to its answer, the first (the reader learning the chunks' layout) left
 * out.
 */
export async function workerChunkReads(
  page: Page,
  workerUrl: string,
  signedUrl: string,
  times: bigint[],
): Promise<number[]> {
  const ms = (await page.evaluate(`(async () => {
    const worker = new Worker(${JSON.stringify(workerUrl)}, { type: 'module' });
    let seq = 0;
    const ask = (request) => new Promise((resolve, reject) => {
      const mine = ++seq;
      worker.onmessage = (event) => {
        if (event.data.seq !== mine) return;
        if (event.data.type === 'failed') reject(new Error(event.data.message));
        else resolve(event.data);
      };
      worker.postMessage({ ...request, seq: mine });
    });
    try {
      await ask({ type: 'open', url: ${JSON.stringify(signedUrl)} });
      const ms = [];
      for (const timeNs of ${JSON.stringify(times.map(String))}) {
        const started = performance.now();
        const answer = await ask({ type: 'at', timeNs, topics: [${JSON.stringify(TOPICS.lidar)}] });
        ms.push(performance.now() - started);
        if (answer.messages.length !== 1 || answer.messages[0].view?.kind !== 'cloud') {
          throw new Error('no cloud at ' + timeNs);
        }
      }
      return ms;
    } finally {
      worker.terminate();
    }
  })()`)) as number[];
  return ms.slice(1);
}

/**
 * Where the time from `from` to a frame drawn at `drawn` went, by the page's marks (it keeps
 * the latest ask and answer): until the `at` that drew the frame was asked, until its answer
 * (the worker's own part in the answer's `workMs`), and from the answer to the frame drawn.
 * Read right after the frame is drawn, before the page asks again.
 */
export function phases(all: Mark[], from: number, drawn: number) {
  const last = (name: string) => all.find(([each, at]) => each === name && at >= from);
  const answer = last('playback:answered');
  const answered = answer && answer[1] <= drawn ? answer[1] : drawn;
  const askedMark = last('playback:asked');
  const asked = askedMark && askedMark[1] <= answered ? askedMark[1] : from;
  const worker = (answer?.[2] as { workMs?: number } | null)?.workMs ?? 0;
  return { ask: asked - from, answer: answered - asked, worker, draw: drawn - answered };
}

export function phasesLine(all: ReturnType<typeof phases>[]): string {
  const of = (key: keyof ReturnType<typeof phases>) => median(all.map((each) => each[key]));
  return (
    `to the ask ${of('ask').toFixed(0)} ms, to the answer ${of('answer').toFixed(0)} ms ` +
    `(worker ${of('worker').toFixed(0)} ms), to the frame drawn ${of('draw').toFixed(0)} ms (medians)`
  );
}
