/**
 * ADS Education (issue 29, ADR 27):
 * - one episode of the starter controller through @ads/controller-sandbox (QuickJS in
 *   WebAssembly), in simulated seconds per wall second, against the same episode (same prepared
 *   map and path) driven by the same code as native JavaScript. Target: ≥ 20× real time.
 * - GET /api/user/info/ p99 at 4 connections while four submissions are evaluated (the job
 *   runner takes them one after another, each in a worker thread), against the same load idle.
 *   Target: ≤ 3× idle.
 */
import { API, pathOf } from '@ads/contract';
import { loadController } from '@ads/controller-sandbox';
import {
  type EpisodeSpec,
  type Observation,
  prepareEpisode,
  runEpisode,
  sampleDrivingMap,
} from '@ads/driving-sim';
import { STARTER } from '../apps/server/test/education-starter';
import { SUPER } from '../test-support/studio/harness';
import type { ServerProcess } from './lib/child';
import { load } from './lib/load';
import { type Figure, figure } from './lib/report';
import { median, sleep } from './lib/stats';
import { studioApi } from './lib/studio-api';
import type { StudioInfo } from './lib/studio-process';

export const EDUCATION_BENCH = {
  /** A lap of the sample network with lights and a stopped car (ADR 27's figure). */
  episode: { laps: 1, seed: 4, timeLimitS: 200, lights: true, obstacles: 1 },
  /** Runs of each controller, alternating; the median counts. */
  runs: 3,
  /** Simulated seconds per wall second through the sandbox (issue 29). */
  minRealTime: 20,
  submissions: 4,
  connections: 4,
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
  /** Busy p99 ≤ this × idle p99 (issue 29). */
  maxLatencyRatio: 3,
};

type Log = (line: string) => void;

/** The starter as native JavaScript: the same module source, imported by V8 itself. */
async function nativeStarter(): Promise<(obs: Observation) => unknown> {
  const url = `data:text/javascript;base64,${Buffer.from(STARTER).toString('base64')}`;
  return ((await import(url)) as { default: (obs: Observation) => unknown }).default;
}

/** Simulated seconds per wall second of one episode with `control`. */
function realTimeFactor(
  spec: EpisodeSpec,
  prepared: ReturnType<typeof prepareEpisode>,
  control: (obs: Observation) => unknown,
): { factor: number; simS: number; end: string } {
  const started = performance.now();
  const result = runEpisode(spec, control, prepared);
  const wallS = (performance.now() - started) / 1000;
  return { factor: result.timeS / wallS, simS: result.timeS, end: result.end };
}

async function simSpeed(log: Log): Promise<{ figure: Figure; facts: object }> {
  const b = EDUCATION_BENCH;
  const spec: EpisodeSpec = { map: sampleDrivingMap(), ...b.episode };
  const prepared = prepareEpisode(spec);
  const native = await nativeStarter();
  const sandboxed: number[] = [];
  const plain: number[] = [];
  const loads: number[] = [];
  let simS = 0;
  for (let run = 0; run < b.runs; run++) {
    const loading = performance.now();
    const controller = await loadController(STARTER);
    loads.push(performance.now() - loading);
    try {
      const through = realTimeFactor(spec, prepared, (obs) => controller.control(obs));
      if (through.end !== 'finished') throw new Error(`the starter ended ${through.end}`);
      sandboxed.push(through.factor);
      simS = through.simS;
    } finally {
      controller.dispose();
    }
    plain.push(realTimeFactor(spec, prepared, native).factor);
  }
  const value = median(sandboxed);
  log(
    `education: the starter drove ${simS.toFixed(1)} simulated s at ${value.toFixed(0)}× real time in the sandbox, ${median(plain).toFixed(0)}× natively`,
  );
  return {
    figure: figure({
      section: 'education',
      name: 'starter episode through the sandbox sim-s per wall-s',
      unit: 'sim-s/s',
      value,
      baselineName: 'same episode, native JS controller',
      baseline: median(plain),
      target: { text: `≥ ${b.minRealTime}× real time`, holds: value >= b.minRealTime },
    }),
    facts: { simulatedSeconds: simS, sandboxLoadMs: median(loads), runs: b.runs },
  };
}

async function superAccess(url: string): Promise<string> {
  const response = await fetch(new URL(API.login.path, url), {
    method: API.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SUPER.email, password: SUPER.password }),
  });
  const answer = (await response.json()) as { detail?: { access: string } };
  if (!answer.detail) throw new Error(`the SUPER could not sign in: ${JSON.stringify(answer)}`);
  return answer.detail.access;
}

async function latencyWhileScoring(
  studio: ServerProcess<StudioInfo>,
  log: Log,
): Promise<{ figure: Figure; facts: object }> {
  const b = EDUCATION_BENCH;
  const { url, access } = studio.info;
  const root = await superAccess(url);
  // Education is off by default (spec §4): the SUPER opens it to the seeded USER.
  const opening = API.changeAppAvailability;
  await studioApi(url, root, opening.method, pathOf(opening, { key: 'education' }), {
    states: { USER: 'enabled' },
  });
  const episode = { laps: 2, time_limit_s: 400, lights: true, obstacles: 1 };
  const create = API.education.createChallenge;
  const challenge = (await studioApi(url, root, create.method, pathOf(create), {
    title: 'Bench laps',
    rules: [
      { key: 'completion', order: 'desc' },
      { key: 'total', order: 'asc' },
    ],
    episodes: [3, 4].map((seed) => ({ seed, ...episode })),
    attempts_per_day: 100,
    starter: STARTER,
    state: 'open',
  })) as { id: number };

  const info = `${url}${pathOf(API.userInfo)}`;
  const idle = await load(info, { seconds: b.seconds, connections: b.connections, token: access });
  const posted = performance.now();
  const ids: number[] = [];
  for (let i = 0; i < b.submissions; i++) {
    const sent = (await studioApi(
      url,
      access,
      API.education.submit.method,
      pathOf(API.education.submit, { id: challenge.id }),
      { source: STARTER },
    )) as { id: number };
    ids.push(sent.id);
  }
  const busy = await load(info, { seconds: b.seconds, connections: b.connections, token: access });
  const loadEnded = (performance.now() - posted) / 1000;
  const ended: number[] = [];
  for (const id of ids) {
    for (;;) {
      const row = (await studioApi(
        url,
        access,
        API.education.submission.method,
        pathOf(API.education.submission, { id }),
      )) as { state: string; message: string };
      if (row.state === 'success') break;
      if (row.state !== 'queued' && row.state !== 'evaluating')
        throw new Error(`submission ${id} ended ${row.state}: ${row.message}`);
      if (performance.now() - posted > 300_000) throw new Error(`submission ${id} not scored`);
      await sleep(200);
    }
    ended.push((performance.now() - posted) / 1000);
  }
  const scoredS = ended.at(-1)!;
  log(
    `education: ${b.submissions} evaluations scored ${scoredS.toFixed(1)} s after the first POST; the load ran for its first ${loadEnded.toFixed(1)} s`,
  );
  return {
    figure: figure({
      section: 'education',
      name: `GET /api/user/info/ p99 while ${b.submissions} evaluations run ms`,
      unit: 'ms',
      value: busy.p99,
      baselineName: 'idle p99',
      baseline: idle.p99,
      target: {
        text: `≤ ${b.maxLatencyRatio}× idle`,
        holds: busy.p99 <= b.maxLatencyRatio * idle.p99,
      },
      // The load must fall inside the evaluations for the figure to mean anything.
      ...(scoredS < loadEnded ? { note: 'the evaluations ended before the load did' } : {}),
    }),
    facts: {
      evaluationsScoredS: scoredS,
      loadEndedS: loadEnded,
      requestsWhileScoring: busy.requests,
    },
  };
}

export async function educationBench(
  studio: ServerProcess<StudioInfo>,
  log: Log,
): Promise<{ figures: Figure[]; facts: object }> {
  const speed = await simSpeed(log);
  const latency = await latencyWhileScoring(studio, log);
  return {
    figures: [speed.figure, latency.figure],
    facts: { sandbox: speed.facts, scoring: latency.facts },
  };
}
