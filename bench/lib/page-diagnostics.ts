/*
 * What a bench uses to see where a page's time goes, beside its figures (BENCH_PROFILE,
 * BENCH_TRACE): a CPU profiler for the page's workers, and the categories of a Chromium trace.
 */
import type { BrowserContext, Page } from '@playwright/test';

/** What a BENCH_TRACE trace records: tasks, script, GPU waits, paint, marks, network. */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink',
  'blink.user_timing',
  'gpu',
  'loading',
  'netlog',
];

/**
 * CDP on the page's workers: Playwright opens CDP sessions on pages only, so the page's session
 * attaches to each worker it starts and speaks to the last one whose script's URL holds
 * `urlPart` through Target messages.
 */
export async function workerProfiler(context: BrowserContext, page: Page, urlPart: string) {
  const cdp = await context.newCDPSession(page);
  let worker: string | null = null;
  let id = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker' && event.targetInfo.url.includes(urlPart)) {
      worker = event.sessionId;
    }
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      if (!worker) throw new Error(`no worker of ${urlPart} to profile`);
      waiting.set(++id, resolve);
      void cdp.send('Target.sendMessageToTarget', {
        sessionId: worker,
        message: JSON.stringify({ id, method, params }),
      });
    });
  return {
    async start() {
      await send('Profiler.enable');
      await send('Profiler.start');
    },
    async stop() {
      return ((await send('Profiler.stop')) as { profile: unknown }).profile;
    },
  };
}
