import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@ads/contract';
import { logRequests, quietRequests, SLOW_REQUEST_MS } from '../src/http/request-log';
import { type TestServer, startServer } from '../../../test-support/studio/harness';

// Issue 30: production logged every request at info (3,613 lines in 25 minutes, mostly a 5 s
// poll of the benchmark queue). Routine requests now log at debug; what an operator must see
// (a 5xx, a slow request) stays at error and warn.

interface Line {
  level: number;
  msg: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
}
/** pino's levels. */
const DEBUG = 20;
const INFO = 30;
const WARN = 40;
const ERROR = 50;

/** A logger stream that keeps pino's JSON lines. */
function capture() {
  const lines: Line[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
  };
}

describe('request logging on the studio', () => {
  let server: TestServer;
  const log = capture();
  beforeAll(async () => {
    server = await startServer({ logger: { level: 'debug', stream: log.stream } });
  });
  afterAll(() => server.close());

  it('logs routine requests, the benchmark queue among them, at debug only', async () => {
    const root = await server.superAdmin();
    const from = log.lines.length;
    await server.call(API.health);
    for (let poll = 0; poll < 3; poll += 1) {
      const queue = await server.call(API.benchmark.queue, { token: root.access });
      expect(queue.status).toBe(200);
    }
    const refused = await server.call(API.benchmark.queue);
    expect(refused.status).toBe(401);
    const requests = log.lines.slice(from).filter((line) => line.url !== undefined);
    expect(requests.map((line) => [line.method, line.url, line.status])).toEqual([
      ['GET', '/api/health', 200],
      ['GET', '/api/benchmark/queue/', 200],
      ['GET', '/api/benchmark/queue/', 200],
      ['GET', '/api/benchmark/queue/', 200],
      ['GET', '/api/benchmark/queue/', 401],
    ]);
    expect(requests.every((line) => line.level === DEBUG && line.msg === 'request')).toBe(true);
    // At the production level (info) none of them is a line: nothing above debug was written.
    expect(log.lines.slice(from).filter((line) => line.level >= INFO)).toEqual([]);
  });
});

describe('request logging of what an operator needs', () => {
  it('says a 5xx at error and a slow request at warn', async () => {
    const log = capture();
    const app = Fastify({
      logger: { level: 'info', stream: log.stream },
      logController: quietRequests(),
    });
    logRequests(app);
    app.get('/fine', async () => ({ ok: true }));
    app.get('/broken', async (_request, reply) => reply.code(503).send({ ok: false }));
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
      return { ok: true };
    });
    try {
      for (const url of ['/fine', '/broken', '/slow']) await app.inject({ url });
    } finally {
      await app.close();
    }
    expect(log.lines.map((line) => [line.level, line.msg, line.url, line.status])).toEqual([
      [ERROR, 'request failed', '/broken', 503],
      [WARN, 'slow request', '/slow', 200],
    ]);
    expect(log.lines[1]!.ms).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });
});
