import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  AD_API_CODES,
  API,
  type Pc,
  RecordingInfo,
  HMI_RATES,
  SOCKET_EVENTS,
  type UploadProgress,
  UserMsgPayload,
  VehiclePlanning,
} from '@ads/contract';
import { McapIndexedReader } from '@mcap/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, startServer, type TestServer } from '../../../test-support/studio/harness';
import { type Agent, startAgent } from '../src/agent';
import { AD_API_ACCEPTED, TAKE_CONTROL_FIRST } from '../src/vehicle/vehicle-link';
import { type Browser, browser, connected, tempDir, userWithPc } from './studio';

// A real studio server (socket.io relay, tus upload, the MCAP indexer), the real agent with
// `--vehicle sim` in this process, and a socket.io client as the HMI page: the answers' shapes
// over the wire, and a drive recorded, uploaded and indexed in Data Management.

let server: TestServer;
let user: Account;
let pc: Pc;
let data: Awaited<ReturnType<typeof tempDir>>;
let agent: Agent | undefined;
let web: Browser;

beforeAll(async () => {
  server = await startServer();
  ({ user, pc } = await userWithPc(server));
  data = await tempDir('ads-agent-hmi-');
  agent = await startAgent({
    server: server.url,
    token: pc.token,
    data: data.dir,
    runtime: 'process',
    vehicle: { kind: 'sim' },
    log: () => {},
  });
  await connected(agent.socket);
  web = await browser(server.url, user, pc.token);
});
afterAll(async () => {
  web?.close();
  await agent?.close();
  await server?.close();
  await data?.remove();
});

/**
 * The next plan pushed to the page that satisfies `done`. The page watches as the HMI does:
 * it asks for the plan now and every HMI_RATES.watchMs / 2, without which none is pushed.
 */
function nextPlan(done: (plan: VehiclePlanning) => boolean): Promise<VehiclePlanning> {
  const watch = () =>
    web.socket.emit(SOCKET_EVENTS.userMsg, {
      room: pc.token,
      message: { action: 'vehiclePlanningAPI', type: 'REQUEST', data: {} },
    });
  return new Promise((resolve, reject) => {
    watch();
    const watching = setInterval(watch, HMI_RATES.watchMs / 2);
    const guard = setTimeout(() => {
      clearInterval(watching);
      web.socket.off(SOCKET_EVENTS.userMsg, listen);
      reject(new Error('no such plan pushed in 10 s'));
    }, 10_000);
    const listen = (payload: unknown) => {
      const message = UserMsgPayload.safeParse(payload).data?.message;
      if (message?.action !== 'vehiclePlanningAPI' || message.type !== 'RESPONSE') return;
      const plan = VehiclePlanning.parse(message.data);
      if (!done(plan)) return;
      clearTimeout(guard);
      clearInterval(watching);
      web.socket.off(SOCKET_EVENTS.userMsg, listen);
      resolve(plan);
    };
    web.socket.on(SOCKET_EVENTS.userMsg, listen);
  });
}

describe('the HMI over the studio', () => {
  it('pushes the plan to the page, and answers refusals with the AD API code', async () => {
    const plan = await nextPlan(() => true);
    expect(plan).toMatchObject({ map: { source: 'sample' }, recording: null });

    const locked = (
      await web.ask('routeAPI', { goal: { lat: 37.2421, lon: 126.775, heading: 90 } })
    ).final;
    expect(locked).toMatchObject({ status: 'error', data: { message: TAKE_CONTROL_FIRST } });
    expect(locked.data).not.toHaveProperty('code');

    const taken = await web.ask('controlLockAPI', { action: 'take' });
    expect(taken.final.status).toBe('success');
    const bad = (await web.ask('routeAPI', { goal: { lat: 'here' } })).final;
    expect(bad).toMatchObject({
      status: 'error',
      data: { code: AD_API_CODES.parameterError, message: expect.stringMatching(/^Send a goal/) },
    });
    const cleared = (await web.ask('clearRouteAPI', {})).final;
    expect(cleared).toMatchObject({ status: 'success', data: AD_API_ACCEPTED });
    // No route now: AUTO is not available, with the AD API's code and the vehicle's reason.
    const engage = (await web.ask('engageAPI', {})).final;
    expect(engage).toMatchObject({
      status: 'error',
      data: { code: AD_API_CODES.modeNotAvailable },
    });
    expect(Object.keys(engage.data as object).sort()).toEqual(['code', 'message']);
  });

  it('records a drive, then uploads it to Data Management with progress', async () => {
    const project = await server.call(API.createProject, {
      token: user.access,
      body: { title: 'HMI drives', vehicle: 'Sim car' },
    });
    const projectId = (project.body as { detail: { id: number } }).detail.id;

    const started = (await web.ask('recordDriveAPI', { action: 'start' })).final;
    expect(started.status, JSON.stringify(started.data)).toBe('success');
    const info = RecordingInfo.parse(started.data);
    expect(info.name).toMatch(/^drives\/drive-\d{8}-\d{6}\.mcap$/);

    const again = (await web.ask('recordDriveAPI', { action: 'start' })).final;
    expect(again).toMatchObject({
      status: 'error',
      data: { message: `Already recording ${info.name}.` },
    });
    // The page sees the recording grow in the plan.
    await nextPlan((plan) => (plan.recording?.messages ?? 0) > 50);

    const { final, pending } = await web.ask('recordDriveAPI', {
      action: 'stop',
      project_id: projectId,
    });
    expect(final.status, JSON.stringify(final.data)).toBe('success');
    const progress = pending.map((message) => (message.data as UploadProgress).progress);
    expect(progress[0]).toBe(0);
    expect(progress.every((value) => value >= 0 && value <= 99)).toBe(true);
    const done = final.data as UploadProgress;
    expect(done).toEqual({
      name: info.name,
      progress: 100,
      type: 'upload',
      message: expect.stringContaining(info.name),
      record_id: expect.any(Number),
    });

    const answer = await server.call(API.getRecord, {
      token: user.access,
      params: { id: done.record_id! },
    });
    const record = API.getRecord.answer.parse(answer.body).detail;
    expect(record).toMatchObject({
      name: info.name.slice('drives/'.length),
      format: 'mcap',
      project: { id: projectId },
      pc: { id: pc.id },
    });
    // Its schemas are the well-known ones (ADR 30), and the studio reads its route from them.
    const types = Object.fromEntries(record.topics.map((topic) => [topic.name, topic.type]));
    expect(types).toMatchObject({
      '/sensing/gnss/fix': 'foxglove.LocationFix',
      '/tf': 'foxglove.FrameTransform',
      '/localization/kinematic_state': 'nav_msgs/msg/Odometry',
      '/hmi/objects': 'foxglove.SceneUpdate',
      '/api/planning/velocity_factors': 'autoware_adapi_v1_msgs/msg/VelocityFactorArray',
      '/sensing/lidar/points': 'foxglove.PointCloud',
    });
    expect(record.route_source).toBe('gnss');
    expect(record.route.length).toBeGreaterThanOrEqual(1);

    const nothing = (await web.ask('recordDriveAPI', { action: 'stop' })).final;
    expect(nothing).toMatchObject({
      status: 'error',
      data: { message: 'No drive is being recorded.', code: AD_API_CODES.noEffect },
    });
  });

  it('closes a recording properly when the agent stops', async () => {
    const started = (await web.ask('recordDriveAPI', { action: 'start' })).final;
    const { name } = RecordingInfo.parse(started.data);
    await nextPlan((plan) => (plan.recording?.messages ?? 0) > 0);
    await agent!.close();
    agent = undefined;
    const bytes = await readFile(join(data.dir, 'recordings', name));
    const reader = await McapIndexedReader.Initialize({
      readable: {
        size: async () => BigInt(bytes.byteLength),
        read: async (offset, length) =>
          new Uint8Array(bytes.buffer, bytes.byteOffset + Number(offset), Number(length)),
      },
    });
    expect(reader.statistics!.messageCount).toBeGreaterThan(0n);
    expect([...reader.channelsById.values()].map((c) => c.topic)).toContain('/sensing/gnss/fix');
  });
});
