import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the built web app (docs/adr/0009). Vite emits only external
 * module scripts, so scripts need nothing but 'self'; MUI's emotion injects <style> elements at
 * run time, hence 'unsafe-inline' for styles only; socket.io needs ws:/wss: where a browser does
 * not count them as 'self'. Nothing may frame the studio.
 */
function contentSecurityPolicy(https: boolean): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "connect-src 'self' ws: wss:",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "worker-src 'self' blob:",
    // Over plain HTTP this would send the page's own scripts to https:// and leave the page
    // blank for anyone who opens the studio by a LAN address, so it is only sent behind HTTPS.
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * Built worker scripts that may compile code: the calibration worker (apps/web/src/apps/
 * calibration/worker/calibration.worker.ts) runs OpenCV.js, whose Emscripten glue makes
 * functions with `new Function` and compiles its WebAssembly. The record playback's worker
 * (apps/web/src/apps/statistics/playback/playback.worker.ts) decodes protobuf with protobufjs
 * and ROS 1 messages with @foxglove/rosmsg-serialization, both of which build each type's
 * decoder with `new Function` (protobufjs also probes for `require` with eval as it loads: under
 * `script-src 'self'` the worker does not start at all). The code they build is made from the
 * record's schemas with names quoted or checked as identifiers, as Foxglove runs them in its
 * browser app; the worker has no DOM. Vite builds a worker's script as
 * `assets/<name>-<hash>.js` (OpenCV.js is a chunk that script imports when a task needs it);
 * Chromium gives a dedicated worker the policy of its own script's answer, and the chunks it
 * imports run under that policy, so only those workers' globals may evaluate code. The page,
 * every chunk it loads and every other worker keep `script-src 'self'`.
 */
const EVAL_WORKER_SCRIPT = /^\/assets\/(calibration|playback)\.worker-[\w-]+\.js$/;

/** Whether `url` (path and query) is a worker script that gets `evalWorkerPolicy`. */
export function isEvalWorkerScript(url: string): boolean {
  return EVAL_WORKER_SCRIPT.test(url.split('?')[0] ?? '');
}

/**
 * ADS Education's episode worker (apps/web/src/apps/education/sim/episode.worker.ts) runs a
 * learner's controller in QuickJS compiled to WebAssembly (ADR 27): it compiles that module
 * and evaluates nothing else, so it gets WebAssembly compilation only, not `unsafe-eval`.
 */
const WASM_WORKER_SCRIPT = /^\/assets\/episode\.worker-[\w-]+\.js$/;

/** Whether `url` (path and query) is a worker script that gets `wasmWorkerPolicy`. */
export function isWasmWorkerScript(url: string): boolean {
  return WASM_WORKER_SCRIPT.test(url.split('?')[0] ?? '');
}

/** The page's policy with `sources` added to its script sources. */
function withScriptSources(pagePolicy: string, sources: string): string {
  return pagePolicy
    .split('; ')
    .map((directive) =>
      directive.split(' ')[0] === 'script-src' ? `${directive} ${sources}` : directive,
    )
    .join('; ');
}

/** The page's policy with eval and WebAssembly compilation added to its script sources. */
export const evalWorkerPolicy = (pagePolicy: string) =>
  withScriptSources(pagePolicy, "'unsafe-eval' 'wasm-unsafe-eval'");

/** The page's policy with WebAssembly compilation (and no eval) added to its script sources. */
export const wasmWorkerPolicy = (pagePolicy: string) =>
  withScriptSources(pagePolicy, "'wasm-unsafe-eval'");

/**
 * The headers every answer carries. HSTS and the upgrade of insecure requests follow the public
 * URL: browsers ignore HSTS over HTTP, and a studio served over HTTP must still load its files.
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const https = new URL(publicUrl).protocol === 'https:';
  return {
    'content-security-policy': contentSecurityPolicy(https),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditor is gone or harmful; '0' turns off what remains of it.
    'x-xss-protection': '0',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Puts the headers on every answer: API, web app, static files and 404s alike. */
export function installSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  const workerPolicy = evalWorkerPolicy(headers['content-security-policy'] ?? '');
  const wasmPolicy = wasmWorkerPolicy(headers['content-security-policy'] ?? '');
  // Hooks with callbacks, not async: every request runs them, and an async hook costs a promise
  // and a turn of the microtask queue each (issue 33: the API's requests/s against a bare route).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // Worker scripts are built files under /assets/: other paths skip the two patterns.
    if (request.url.startsWith('/assets/')) {
      if (isEvalWorkerScript(request.url)) reply.header('content-security-policy', workerPolicy);
      if (isWasmWorkerScript(request.url)) reply.header('content-security-policy', wasmPolicy);
    }
    done();
  });
  // API answers carry tokens and personal data: no browser or proxy may keep a copy. A route
  // that is safe to cache (the shipped images) sets its own Cache-Control.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
