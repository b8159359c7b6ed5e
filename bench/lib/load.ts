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
