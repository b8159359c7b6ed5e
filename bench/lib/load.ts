import autocannon from 'autocannon';
import { median, quantile } from './stats';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
}

/**
 * `connections` concurrent keep-alive connections for `seconds` (autocannon). Latencies are
 * taken from every response in full precision (autocannon's own histogram keeps whole ms).
 * With `paths`, each connection asks them in turn (on `url`'s host) instead of `url` itself.
 */
export async function load(
  url: string,
  options: { seconds: number; connections: number; token?: string; paths?: string[] },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.paths
      ? { requests: options.paths.map((path) => ({ method: 'GET' as const, path })) }
      : {}),
  });
  instance.on('response', (_client, _status, _bytes, ms) => void latencies.push(ms));
  const result = await instance;
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return {
    requestsPerSecond: result.requests.average,
    p50: median(latencies),
    p99: quantile(latencies, 0.99),
    requests: result.requests.total,
  };
}

/** [from, to) in performance.now()'s milliseconds. */
export type LoadWindow = readonly [number, number];

/** A load that runs until stopped, each response kept with the time it came (performance.now). */
export interface RunningLoad {
  /** The p50 and p99 of the responses that came in [from, to), and how many they were. */
  between(from: number, to: number): LoadResult;
  /** The same of the responses in any of these [from, to) windows, taken together. */
  within(windows: readonly LoadWindow[]): LoadResult;
  stop(): Promise<void>;
}

/**
 * `connections` keep-alive connections asking `url` until `stop()`: one run whose windows are
 * read afterwards (`between`), so that a window starts on warm connections. A load started for
 * each window spends its first second warming up (new connections, the load generator's own
 * compiled code): in one 5 s run, 20% of the first 0.5 s's responses were slower than the
 * run's p99, which set the idle baseline's p99 as much as the server did.
 */
export function runningLoad(
  url: string,
  options: { connections: number; token?: string },
): RunningLoad {
  const latencies: number[] = [];
  const times: number[] = [];
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: 3600,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  instance.on('response', (_client, _status, _bytes, ms) => {
    latencies.push(ms);
    times.push(performance.now());
  });
  const finished = Promise.resolve(instance);
  const within: RunningLoad['within'] = (windows) => {
    const window: number[] = [];
    let ms = 0;
    for (const [from, to] of windows) {
      ms += to - from;
      for (let i = 0; i < times.length; i++) {
        if (times[i]! >= from && times[i]! < to) window.push(latencies[i]!);
      }
    }
    if (window.length === 0) throw new Error(`${url}: no response in ${JSON.stringify(windows)}`);
    return {
      requestsPerSecond: window.length / (ms / 1000),
      p50: median(window),
      p99: quantile(window, 0.99),
      requests: window.length,
    };
  };
  return {
    between: (from, to) => within([[from, to]]),
    within,
    async stop() {
      instance.stop();
      const result = await finished;
      const failed = result.errors + result.timeouts + result.non2xx;
      if (failed > 0)
        throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
    },
  };
}
