import { randomBytes } from 'node:crypto';
import {
  SOCKET_EVENTS,
  type SocketMessage,
  UserMsgPayload,
  VEHICLE_ACTIONS,
  VehicleState,
} from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { type Child, spawnTs } from '../../../test-support/reliability/processes';
import { type TcpProxy, startTcpProxy } from '../../../test-support/tcp-proxy';
import { type Browser, browser, tempDir, userWithPc } from './studio';

// Issue 25: a stop never waits on the database. A real studio on PostgreSQL reached through a
// TCP proxy, the real agent CLI with its simulated vehicle as its own process, and a socket.io
// client as the operator's browser. The vehicle drives in AUTO; the proxy is cut (the database
// neither answers nor refuses); E-STOP and STOP must still stop it within 4 s.

// PostgreSQL runs on every machine of this project (and in CI); the proxy needs a real one.
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STOPPED_WITHIN_MS = 4_000;

let server: TestServer;
let proxy: TcpProxy;
let agent: Child;
let data: Awaited<ReturnType<typeof tempDir>>;
let owner: Account;
let room: string;
let operator: Browser;
let dropDatabase: () => Promise<void>;
let latest: VehicleState | undefined;
const waiting = new Set<() => void>();

/** Resolves with the first state pushed from now on that satisfies `done`. */
function stateWhen(done: (state: VehicleState) => boolean, guardMs = 15_000) {
  return new Promise<VehicleState>((resolve, reject) => {
    const guard = setTimeout(() => {
      waiting.delete(check);
      reject(new Error(`no such state in ${guardMs} ms; last: ${JSON.stringify(latest)}`));
    }, guardMs);
    const check = () => {
      if (!latest || !done(latest)) return;
      clearTimeout(guard);
      waiting.delete(check);
      resolve(latest);
    };
    waiting.add(check);
  });
}

async function must(action: string, data: unknown): Promise<SocketMessage> {
  const { final } = await operator.ask(action, data);
  if (final.status !== 'success') throw new Error(`${action}: ${JSON.stringify(final.data)}`);
  return final;
}

/** The vehicle driving its route in AUTO above 4 m/s. */
async function driveInAuto(): Promise<void> {
  await stateWhen((state) => state.is_autonomous_mode_available, 30_000);
  await must(VEHICLE_ACTIONS.operationMode, { mode: 'AUTO' });
  await stateWhen((state) => state.mode === 'AUTO' && state.speed > 4, 20_000);
}

/** Sends `action` and measures the time until the vehicle stands still in STOP. */
async function stopsWithin(action: string, data: unknown): Promise<number> {
  const sent = Date.now();
  const stopped = stateWhen(
    (state) => state.mode === 'STOP' && Math.abs(state.speed) < 0.01,
    STOPPED_WITHIN_MS + 2_000,
  );
  const answer = operator.ask(action, data);
  await stopped;
  const took = Date.now() - sent;
  // The vehicle's answer names the stop: it went through.
  expect((await answer).final).toMatchObject({ status: 'success' });
  return took;
}

beforeAll(async () => {
  const admin = (await import('postgres')).default(adminUrl, { max: 1, onnotice: () => {} });
  const name = `ads_stop_${randomBytes(6).toString('hex')}`;
  await admin.unsafe(`create database ${name}`);
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const target = new URL(adminUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(adminUrl);
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${name}`;
  // The relay's memory of who may use which app lasts 200 ms here instead of 5 s: the
  // database is asked again soon after the cut, as it would be a few seconds into an outage.
  server = await startServer({
    databaseUrl: url.toString(),
    limits: { appAvailabilityCacheMs: 200 },
  });
  data = await tempDir('ads-agent-stop-');
  const made = await userWithPc(server);
  owner = made.user;
  room = made.pc.token;
  agent = spawnTs(
    'apps/agent/src/main.ts',
    ['--server', server.url, `--token=${room}`, '--data', data.dir, '--vehicle', 'sim'],
    {},
  );
  operator = await browser(server.url, owner, room);
  operator.socket.on(SOCKET_EVENTS.userMsg, (payload: unknown) => {
    const message = UserMsgPayload.safeParse(payload).data?.message;
    if (message?.action !== VEHICLE_ACTIONS.state || message.type !== 'RESPONSE') return;
    latest = VehicleState.parse(message.data);
    waiting.forEach((check) => check());
  });
  await stateWhen(() => true, 60_000).catch((error: unknown) => {
    throw new Error(`${String(error)}\nagent output:\n${agent.output()}`);
  });
  await must(VEHICLE_ACTIONS.controlLock, { action: 'take' });
}, 120_000);

afterAll(async () => {
  proxy?.release();
  operator?.close();
  await agent?.stop();
  await server?.close();
  await proxy?.close();
  await dropDatabase?.();
  await data?.remove();
});

describe('with the database cut while the vehicle drives itself', { timeout: 90_000 }, () => {
  it('E-STOP stops it within 4 s', async () => {
    await driveInAuto();
    proxy.stall();
    // Past the relay's memory: anything that asked the database now would wait for ever.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const took = await stopsWithin(VEHICLE_ACTIONS.estop, { action: 'engage' });
    expect(took).toBeLessThan(STOPPED_WITHIN_MS);
    expect(latest?.mrm.state).not.toBe('NORMAL');
  });

  it('STOP stops it within 4 s, and the rest of the link goes on from memory meanwhile', async () => {
    // Still cut: releasing the E-STOP and engaging again are checked from the relay's memory.
    // Released once the vehicle says its stop is done, as the page offers it: a state can show
    // 0.00 m/s a step before the sim's MRM reads SUCCEEDED, and a release then is refused
    // ("still stopping"), as the CI run under load found.
    await stateWhen((state) => state.mrm.state === 'SUCCEEDED');
    await must(VEHICLE_ACTIONS.estop, { action: 'release' });
    await stateWhen((state) => state.mrm.state === 'NORMAL');
    await driveInAuto();
    const took = await stopsWithin(VEHICLE_ACTIONS.operationMode, { mode: 'STOP' });
    expect(took).toBeLessThan(STOPPED_WITHIN_MS);
  });
});
