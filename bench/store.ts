/**
 * IP Repository's search at catalogue size (issue 27): 10,000 algorithms, each with a version,
 * seeded in bulk into the studio's database; then `GET /api/store/algorithm/?q=…` under the
 * API part's load (64 connections), rotating over searches a page makes (words, a name
 * fragment, facets, sorts, pages), against the bare route of the same process under the same
 * load. Target: p99 ≤ 3 × the bare route's p99. Each search's first, uncached answer (the
 * database's full-text query and facet counts) is timed one at a time beside it, as facts.
 */
import { API } from '@ads/contract';
import type { ServerProcess } from './lib/child';
import { load } from './lib/load';
import { type Figure, figure } from './lib/report';
import { quantile, round } from './lib/stats';
import type { StudioInfo } from './lib/studio-process';

export const STORE_LOAD = {
  algorithms: 10_000,
  connections: 64,
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
  warmupSeconds: 2,
  /** The search's p99 ≤ 3 × the bare route's p99 (issue 27). */
  p99Ratio: 3,
};

/**
 * The searches the load rotates over: what the search page asks as a person types, filters,
 * sorts and pages (words, a name fragment, a prefix, facets, sorts, a second page).
 */
export const SEARCHES: Array<Record<string, string>> = [
  {},
  { q: 'lidar' },
  { q: 'ndt' },
  { q: 'locali' },
  { q: 'mpc controller' },
  { q: 'traffic lane detector' },
  { q: 'pointpillars', sort: 'installs' },
  { q: 'camera', platform: 'linux/arm64' },
  { q: 'segmentation', gpu: 'true' },
  { category: 'perception' },
  { category: 'planning', license: 'MIT' },
  { ros: 'jazzy', sort: 'installs' },
  { sort: 'installs' },
  { q: 'fusion', page: '2' },
  { q: 'odometry ekf', category: 'localization' },
  { q: 'bench-slam' },
];

const searchPath = (query: Record<string, string>) => {
  const params = new URLSearchParams(query).toString();
  return `${API.store.algorithms.path}${params ? `?${params}` : ''}`;
};

type Log = (line: string) => void;

async function fetchSearch(url: string, access: string, path: string) {
  const response = await fetch(new URL(path, url), {
    headers: { authorization: `Bearer ${access}` },
  });
  const body = (await response.json()) as { success?: boolean; detail?: { total: number } };
  if (response.status !== 200 || body.success !== true)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.detail!;
}

export async function storeBench(
  studio: ServerProcess<StudioInfo>,
  log: Log,
): Promise<{ figures: Figure[]; facts: object }> {
  const { url, bareUrl, access } = studio.info;
  const paths = SEARCHES.map(searchPath);
  // Each search once, one at a time, before anything is kept: the database's own time.
  const cold: number[] = [];
  const totals: Record<string, number> = {};
  for (const path of paths) {
    const start = performance.now();
    totals[path] = (await fetchSearch(url, access, path)).total;
    cold.push(performance.now() - start);
  }
  if (totals[searchPath({})]! < STORE_LOAD.algorithms)
    throw new Error(
      `the catalogue has ${totals[searchPath({})]} algorithms, not ${STORE_LOAD.algorithms}`,
    );
  if (!(totals[searchPath({ q: 'ndt' })]! > 0)) throw new Error('searching "ndt" found nothing');
  log(
    `store: ${STORE_LOAD.algorithms} algorithms; each search's first answer ${quantile(cold, 0.5).toFixed(0)} ms median, ${Math.max(...cold).toFixed(0)} ms at most`,
  );

  const { connections, seconds, warmupSeconds } = STORE_LOAD;
  await load(bareUrl, { connections, seconds: warmupSeconds });
  const bare = await load(bareUrl, { connections, seconds });
  log(
    `store: bare route ${bare.requestsPerSecond.toFixed(0)} req/s, p99 ${bare.p99.toFixed(1)} ms`,
  );
  const searchUrl = new URL(paths[0]!, url).toString();
  await load(searchUrl, { connections, seconds: warmupSeconds, token: access, paths });
  const search = await load(searchUrl, { connections, seconds, token: access, paths });
  log(
    `store: search ${search.requestsPerSecond.toFixed(0)} req/s, p99 ${search.p99.toFixed(1)} ms`,
  );

  const base = {
    section: 'store' as const,
    baselineName: 'bare Fastify route, same load',
  };
  const name = `GET ${API.store.algorithms.path}?q=… over ${STORE_LOAD.algorithms.toLocaleString('en-US')} algorithms, ${SEARCHES.length} searches in turn [PGlite]`;
  const figures = [
    figure({
      ...base,
      name: `${name} requests/s`,
      unit: 'req/s',
      value: search.requestsPerSecond,
      baseline: bare.requestsPerSecond,
    }),
    figure({ ...base, name: `${name} p50`, unit: 'ms', value: search.p50, baseline: bare.p50 }),
    figure({
      ...base,
      name: `${name} p99`,
      unit: 'ms',
      value: search.p99,
      baseline: bare.p99,
      target: {
        text: `≤ ${STORE_LOAD.p99Ratio} × bare route p99`,
        holds: search.p99 <= STORE_LOAD.p99Ratio * bare.p99,
      },
    }),
  ];
  const facts = {
    algorithms: STORE_LOAD.algorithms,
    searches: Object.fromEntries(
      paths.map((path, index) => [
        path,
        { total: totals[path], firstAnswerMs: round(cold[index]!) },
      ]),
    ),
    firstAnswerMs: { median: round(quantile(cold, 0.5)), max: round(Math.max(...cold)) },
  };
  return { figures, facts };
}
