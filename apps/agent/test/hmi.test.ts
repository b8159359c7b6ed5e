import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  AD_API_CODES,
  HMI_RATES,
  type MapPose,
  type MessageSender,
  PackedCloudFrame,
  PackedPlanning,
  PointCloudFrame,
  type SocketMessage,
  TELEOP,
  type VehicleEvent,
  VehiclePlanning,
  readPlanning,
  unpackCloud,
  unpackCloudDeltas,
} from '@ads/contract';
import { type OsmDoc, sampleRoadNetwork } from '@ads/lanelet2';
import * as foxglove from '@foxglove/schemas/jsonschema';
import { McapIndexedReader } from '@mcap/core';
import Ajv from 'ajv';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAgent } from '../src/agent';
import { AdApiError, type PlanningReading } from '../src/vehicle/adapter';
import { createDriveRecorder, type DriveRecorder } from '../src/vehicle/drive-recorder';
import { openMapSource } from '../src/vehicle/map-loader';
import { createSimVehicle, DEFAULT_START, SIM_DRIVING, type SimVehicle } from '../src/vehicle/sim';
import {
  AD_API_ACCEPTED,
  createVehicleLink,
  TAKE_CONTROL_FIRST,
} from '../src/vehicle/vehicle-link';
import { districtMap, startMapRouteDouble } from './agent-map-double';
import { foxgloveSchemaProblems } from './foxglove-schema';
import { tempDir } from './studio';

/** The packed cloud is deflated by a stream: its pushes land after a real turn or two. */
const realSetTimeout = globalThis.setTimeout;
const realTurn = () => new Promise((resolve) => realSetTimeout(resolve, 10));

// The agent's HMI link (issue 16) on the REAL simulated vehicle: the pushes, the AD API
// commands and their rules, the drive recorder, and map loading (from a double of the studio's
// map route, tests/agent-map-double.ts; the real route is tested end to end with the server).

const user = (user_id: number, name: string, sid: string): MessageSender => ({
  kind: 'user',
  user_id,
  name,
  admin: false,
  sid,
});
const owner = user(1, 'Kim', 'kim-tab');
const other = user(1, 'Kim', 'kim-tab-2');
const STEP_MS = 1000 / SIM_DRIVING.stepHz;
const PERIOD_MS = 1000 / TELEOP.stateHz;

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A lane's middle: the centre of a lanelet's bounds' middle nodes, facing along it. */
function laneMiddle(doc: OsmDoc, index: number): MapPose {
  const lanelets = [...doc.relations.values()].filter((r) => r.tags.type === 'lanelet');
  const lanelet = lanelets[index % lanelets.length]!;
  const bound = (role: string) => doc.ways.get(lanelet.members.find((m) => m.role === role)!.ref)!;
  const node = (id: number) => doc.nodes.get(id)!;
  const left = bound('left').nodes;
  const right = bound('right').nodes;
  const a = node(left[Math.floor(left.length / 2)]!);
  const b = node(right[Math.floor(right.length / 2)]!);
  const first = node(left[0]!);
  const last = node(left[left.length - 1]!);
  const heading =
    (Math.atan2(
      (last.lon - first.lon) * Math.cos((first.lat * Math.PI) / 180),
      last.lat - first.lat,
    ) *
      180) /
    Math.PI;
  return { lat: (a.lat + b.lat) / 2, lon: (a.lon + b.lon) / 2, heading: (heading + 360) % 360 };
}

/**
 * The link on the real simulated vehicle, on vitest's fake clock, as vehicle-link.test.ts wires
 * it; the sim's 50 Hz timer is off and `elapse` steps it as that timer would.
 */
function rig(options: { recorder?: (vehicle: SimVehicle) => DriveRecorder } = {}) {
  let linkUp = false;
  const sent: SocketMessage[] = [];
  const vehicle = createSimVehicle({ studioLinkUp: () => linkUp, autoStep: false });
  const recorder = options.recorder?.(vehicle);
  const link = createVehicleLink({
    adapter: vehicle,
    send: (message) => void sent.push(message),
    log: () => {},
    recorder,
  });
  cleanups.push(async () => {
    link.close();
    await recorder?.close();
    await vehicle.close();
  });
  const elapse = (ms: number) => {
    for (let left = ms; left > 0; left -= STEP_MS) {
      const slice = Math.min(STEP_MS, left);
      vi.advanceTimersByTime(slice);
      vehicle.step(slice / 1000);
    }
  };
  const of = <T>(action: string) => sent.filter((m) => m.action === action).map((m) => m.data as T);
  return {
    vehicle,
    link,
    sent,
    elapse,
    plans: () => of<VehiclePlanning>('vehiclePlanningAPI'),
    clouds: () => of<PointCloudFrame>('vehicleCloudAPI'),
    states: () => of<{ seq: number }>('vehicleStateAPI'),
    events: () => of<VehicleEvent>('vehicleEventAPI'),
    connect() {
      linkUp = true;
      link.connected();
    },
    ask: (action: string, data: unknown = {}, sender: MessageSender = owner) =>
      link.handle(action as never, data, sender),
    take: (sender: MessageSender = owner) =>
      link.handle('controlLockAPI', { action: 'take' }, sender),
  };
}

/** The rejection of `promise`, which must be an AgentError (the answer's `error`). */
async function refusal(promise: Promise<unknown>): Promise<{ message: string; code?: number }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'the command was not refused').toBeInstanceOf(Error);
  return error instanceof AdApiError
    ? { message: error.message, code: error.code }
    : { message: (error as Error).message };
}

describe('the HMI pushes (fake clock)', () => {
  beforeEach(() => void vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 9) }));
  afterEach(() => void vi.useRealTimers());

  it('pushes the plan with every state push while watched: its own seq, the stamp, no recording', async () => {
    const { connect, elapse, plans, states, sent, ask } = rig();
    elapse(500);
    expect(sent).toEqual([]);
    connect();
    elapse(1000);
    // No one has asked: the states flow, the plan and the cloud do not.
    expect(states().length).toBe(11);
    expect(sent.filter((m) => m.action !== 'vehicleStateAPI')).toEqual([]);

    // A viewer asks (the answer is the REQUEST's, seq 0): the plan comes with each state.
    expect(((await ask('vehiclePlanningAPI')) as VehiclePlanning).seq).toBe(0);
    const from = states().length;
    elapse(1000);
    const pushed = plans();
    expect(pushed.length).toBe(states().length - from);
    expect(pushed.length).toBe(10);
    expect(pushed.map((plan) => plan.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const plan of pushed) expect(VehiclePlanning.parse(plan)).toEqual(plan);
    expect(pushed[1]!.stamp - pushed[0]!.stamp).toBe(PERIOD_MS);
    expect(pushed[0]).toMatchObject({ recording: null, map: { source: 'sample' } });

    // Unasked for HMI_RATES.watchMs, the pushes stop; asking again starts them.
    elapse(HMI_RATES.watchMs);
    const stopped = plans().length;
    // One with each slot strictly before the ask's time + watchMs.
    expect(stopped).toBe(HMI_RATES.watchMs / PERIOD_MS - 1);
    elapse(1000);
    expect(plans().length).toBe(stopped);
    await ask('vehicleCloudAPI');
    elapse(300);
    expect(plans().length).toBe(stopped + 3);
  });

  it('answers a REQUEST of the plan at once, with the next seq', async () => {
    const { connect, ask, plans, elapse } = rig();
    connect();
    await ask('vehiclePlanningAPI');
    elapse(300);
    const answer = (await ask('vehiclePlanningAPI')) as VehiclePlanning;
    expect(VehiclePlanning.parse(answer)).toEqual(answer);
    expect(answer.seq).toBe(plans().at(-1)!.seq + 1);
  });

  it('pushes the cloud at 2 Hz, packed from the vehicle’s sweep to the centimetre', async () => {
    const { connect, elapse, clouds, vehicle, ask } = rig();
    elapse(1000);
    connect();
    // Asked for at once (seq 0), then every fifth state slot (500 ms): 500, …, 2000 ms.
    await ask('vehicleCloudAPI');
    elapse(2000);
    const pushed = clouds();
    expect(pushed.length).toBe(4);
    expect(pushed.map((frame) => frame.seq)).toEqual([1, 2, 3, 4]);
    for (const frame of pushed) expect(PointCloudFrame.parse(frame)).toEqual(frame);

    const sweep = vehicle.cloud()!;
    const frame = (await ask('vehicleCloudAPI')) as PointCloudFrame;
    expect(frame.seq).toBe(5);
    expect(frame).toMatchObject({ stamp: sweep.stamp, ...sweep.pose });
    expect(frame.count).toBe(sweep.xyz.length / 3);
    expect(frame.count).toBeGreaterThan(100);
    const points = unpackCloud(frame);
    let worst = 0;
    for (let i = 0; i < sweep.xyz.length; i += 1) {
      worst = Math.max(worst, Math.abs(points[i]! - sweep.xyz[i]!));
    }
    expect(worst).toBeLessThanOrEqual(0.01);
  });
});

describe('the HMI pushes packed (issue 33, fake clock)', () => {
  beforeEach(() => void vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 9) }));
  afterEach(() => void vi.useRealTimers());

  it('packs the plan and the cloud while every viewer reads the packed forms', async () => {
    const { connect, elapse, plans, clouds, vehicle, ask } = rig();
    elapse(1000);
    connect();
    await ask('vehiclePlanningAPI', { packed: true });
    elapse(1000);
    for (let i = 0; i < 50 && clouds().length < 2; i += 1) await realTurn();
    const plan = plans().at(-1)!;
    expect(PackedPlanning.parse(plan)).toEqual(plan);
    expect(plan.objects).toEqual([]);
    expect(readPlanning(plan)!.objects.length).toBe(
      (plan as PackedPlanning).objects_packed.rows.length,
    );

    const frame = clouds().at(-1) as unknown as PackedCloudFrame;
    expect(PackedCloudFrame.parse(frame)).toEqual(frame);
    expect(frame.deltas).toBeInstanceOf(Uint8Array);
    const sweep = vehicle.cloud()!;
    expect(frame.count).toBe(sweep.xyz.length / 3);
    // The same centimetres as the spec's form, in a fraction of its bytes.
    const plain = (await ask('vehicleCloudAPI')) as PointCloudFrame;
    expect(await unpackCloudDeltas(frame)).toEqual(unpackCloud(plain));
    expect(frame.deltas.byteLength).toBeLessThan(plain.points.length / 3);
  });

  it('sends the spec’s forms for a while after anyone asks without `packed` (FMS, an older page)', async () => {
    const { connect, elapse, plans, ask } = rig();
    connect();
    await ask('vehiclePlanningAPI', { packed: true });
    elapse(300);
    expect(plans().at(-1)).toHaveProperty('objects_packed');
    await ask('vehiclePlanningAPI', {});
    elapse(300);
    expect(plans().at(-1)).not.toHaveProperty('objects_packed');
    // The packed viewer keeps asking; the other stopped: after watchMs the plan is packed again.
    for (let t = 0; t < HMI_RATES.watchMs; t += HMI_RATES.watchMs / 2) {
      elapse(HMI_RATES.watchMs / 2);
      await ask('vehiclePlanningAPI', { packed: true });
    }
    elapse(300);
    expect(plans().at(-1)).toHaveProperty('objects_packed');
  });
});

describe('the AD API commands (fake clock)', () => {
  beforeEach(() => void vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 9) }));
  afterEach(() => void vi.useRealTimers());

  const sample = sampleRoadNetwork(DEFAULT_START);
  const goal = () => laneMiddle(sample.doc, 40);

  it('are refused without the lock, and nothing changes', async () => {
    const { ask, take, vehicle, events, connect } = rig();
    connect();
    await take(owner);
    const before = vehicle.planning();
    for (const [action, data] of [
      ['routeAPI', { goal: goal() }],
      ['clearRouteAPI', {}],
      ['initialPoseAPI', {}],
      ['engageAPI', {}],
      ['vehicleMapAPI', { map_id: null }],
    ] as const) {
      expect(await refusal(ask(action, data, other))).toEqual({ message: TAKE_CONTROL_FIRST });
    }
    expect(vehicle.planning()).toMatchObject({
      route_state: before.route_state,
      route: before.route,
      localization: before.localization,
      map: before.map,
    });
    expect(vehicle.reading().mode).toBe('STOP');
    const refused = events().filter((event) => event.detail.result === 'refused');
    expect(refused.map((event) => event.detail.command ?? event.detail.to)).toEqual([
      'route',
      'clear_route',
      'initial_pose',
      'AUTO',
      'map',
    ]);
    expect(refused.every((event) => event.kind === 'mode' && event.user_id === 1)).toBe(true);
  });

  it('refuse bad input with PARAMETER_ERROR and a sentence', async () => {
    const { ask, take } = rig();
    await take(owner);
    for (const [action, data] of [
      ['routeAPI', {}],
      ['routeAPI', { goal: { lat: 100, lon: 0, heading: 0 } }],
      ['initialPoseAPI', { pose: { lat: 'north' } }],
      ['vehicleMapAPI', { map_id: -3 }],
      ['engageAPI', { now: true }],
    ] as const) {
      const answer = await refusal(ask(action, data));
      expect(answer.code, action).toBe(AD_API_CODES.parameterError);
      expect(answer.message).toMatch(/^(Send|Name) .+\./);
    }
  });

  it('set a route, refuse a second one with ROUTE_EXISTS, engage (a mode event), clear', async () => {
    const { ask, take, vehicle, events, plans, connect, elapse } = rig();
    connect();
    await take(owner);
    // The sim starts on a patrol loop (so FMS's AUTO works at once): clear it for a goal.
    expect(vehicle.planning().route_state).toBe('SET');
    expect(await ask('clearRouteAPI')).toEqual(AD_API_ACCEPTED);
    expect(await ask('initialPoseAPI', {})).toEqual(AD_API_ACCEPTED);
    elapse(1500);
    expect(vehicle.planning().localization).toBe('INITIALIZED');

    const pushedBefore = plans().length;
    expect(await ask('routeAPI', { goal: goal() })).toEqual(AD_API_ACCEPTED);
    // The plan is pushed at once with the route.
    expect(plans().length).toBe(pushedBefore + 1);
    expect(plans().at(-1)!.route_state).toBe('SET');

    expect(await refusal(ask('routeAPI', { goal: goal() }))).toMatchObject({
      code: AD_API_CODES.routeExists,
    });

    expect(await ask('engageAPI')).toEqual(AD_API_ACCEPTED);
    const engaged = events().filter((e) => e.kind === 'mode' && e.detail.to === 'AUTO');
    expect(engaged.at(-1)).toMatchObject({
      user_id: 1,
      user_name: 'Kim',
      detail: { from: 'STOP', to: 'AUTO', result: 'accepted' },
    });
    elapse(2000);
    expect(vehicle.reading().mode).toBe('AUTO');

    // Engaged and moving: the AD API refuses to re-initialise the pose.
    expect(await refusal(ask('initialPoseAPI', {}))).toMatchObject({
      code: AD_API_CODES.localizationUnsafe,
    });

    // Driving it in AUTO: the route is in use, so it is changed, not cleared (as Autoware).
    expect(await refusal(ask('clearRouteAPI'))).toMatchObject({ code: AD_API_CODES.routeInUse });
    expect(await ask('changeRouteAPI', { goal: laneMiddle(sample.doc, 52) })).toEqual(
      AD_API_ACCEPTED,
    );
    expect(plans().at(-1)!.route_state).toBe('SET');
    expect(vehicle.reading()).toMatchObject({ mode: 'AUTO' });
    expect(await refusal(ask('changeRouteAPI', { goal: { lat: 'here' } }))).toMatchObject({
      code: AD_API_CODES.parameterError,
    });
    expect(await ask('operationModeAPI', { mode: 'STOP' })).toMatchObject({ mode: 'STOP' });
    expect(await ask('clearRouteAPI')).toEqual(AD_API_ACCEPTED);
    expect(vehicle.planning().route_state).toBe('UNSET');
    expect(await refusal(ask('changeRouteAPI', { goal: goal() }))).toMatchObject({
      code: AD_API_CODES.routeNotSet,
    });
    const commands = events()
      .filter((e) => e.detail.command !== undefined)
      .map((e) => [e.detail.command, e.detail.result]);
    expect(commands).toEqual([
      ['clear_route', 'accepted'],
      ['initial_pose', 'accepted'],
      ['route', 'accepted'],
      ['route', 'refused'],
      ['initial_pose', 'refused'],
      ['clear_route', 'refused'],
      ['change_route', 'accepted'],
      ['clear_route', 'accepted'],
      ['change_route', 'refused'],
    ]);
  });
});

describe('map loading (real clock, a double of the studio’s map route)', () => {
  it('loads a project map, keeps the choice, and says why one does not load', async () => {
    const token = 'pc-token-hmi';
    const studio = await startMapRouteDouble(token);
    cleanups.push(() => studio.close());
    const data = await tempDir('ads-agent-map-');
    cleanups.push(() => data.remove());
    studio.maps.set(7, districtMap('Campus loop — 캠퍼스', DEFAULT_START));
    const file = join(data.dir, 'vehicle-map.json');
    const maps = await openMapSource({ server: studio.url, token, file });
    expect(maps.remembered()).toBeNull();

    const vehicle = createSimVehicle({ autoStep: false });
    const link = createVehicleLink({ adapter: vehicle, send: () => {}, log: () => {}, maps });
    cleanups.push(async () => {
      link.close();
      await vehicle.close();
    });
    const ask = (map_id: number | null) => link.handle('vehicleMapAPI', { map_id }, owner);
    await link.handle('controlLockAPI', { action: 'take' }, owner);

    expect(await ask(7)).toEqual(AD_API_ACCEPTED);
    expect(studio.requests.at(-1)).toEqual({ path: '/api/agent/map/7/osm', bearer: token });
    expect(vehicle.planning().map).toEqual({
      source: 'project',
      map_id: 7,
      version: 3,
      name: 'Campus loop — 캠퍼스',
    });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ map_id: 7 });
    // Read back at the next start.
    expect((await openMapSource({ server: studio.url, token, file })).remembered()).toBe(7);

    expect(await refusal(ask(8))).toEqual({
      message: "Map 8 is not a map of this PC's projects (or it was deleted).",
      code: AD_API_CODES.parameterError,
    });
    expect(vehicle.planning().map).toMatchObject({ source: 'project', map_id: 7 });

    expect(await ask(null)).toEqual(AD_API_ACCEPTED);
    expect(vehicle.planning().map).toMatchObject({ source: 'sample' });
    expect(maps.remembered()).toBeNull();

    await studio.close();
    const down = await refusal(ask(7));
    expect(down.code).toBe(AD_API_CODES.serviceUnready);
    expect(down.message).toMatch(/^The studio could not be reached to load map 7/);
  });
});

describe('the chosen map at the agent’s start (real clock, the map route’s double)', () => {
  it('drives on the map chosen before, or on the sample roads, saying why', async () => {
    const token = 'pc-token-restart';
    const studio = await startMapRouteDouble(token);
    cleanups.push(() => studio.close());
    studio.maps.set(5, districtMap('Depot', DEFAULT_START, 16, 2));
    const data = await tempDir('ads-agent-restart-');
    cleanups.push(() => data.remove());
    const file = join(data.dir, 'vehicle-map.json');

    const start = async (mapId: number) => {
      await writeFile(file, JSON.stringify({ map_id: mapId }));
      const lines: string[] = [];
      const agent = await startAgent({
        server: studio.url,
        token,
        data: data.dir,
        runtime: 'process',
        vehicle: { kind: 'sim' },
        log: (line) => void lines.push(line),
      });
      let closing: Promise<void> | undefined;
      const close = () => (closing ??= agent.close());
      cleanups.push(close);
      return { agent, lines, close };
    };

    const first = await start(5);
    await vi.waitFor(() =>
      expect(first.agent.vehicle!.adapter.planning().map).toMatchObject({
        source: 'project',
        map_id: 5,
        version: 2,
        name: 'Depot',
      }),
    );
    await first.close();

    const second = await start(9);
    await vi.waitFor(() =>
      expect(second.lines).toContain(
        "vehicle: map 9 did not load (Map 9 is not a map of this PC's projects (or it was " +
          'deleted).); driving on the sample road network',
      ),
    );
    expect(second.agent.vehicle!.adapter.planning().map).toMatchObject({ source: 'sample' });
    await vi.waitFor(async () =>
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ map_id: null }),
    );
  });
});

/** Reads an MCAP file with @mcap/core's indexed reader (a valid, indexed file or it throws). */
async function readMcap(path: string) {
  const bytes = await readFile(path);
  const reader = await McapIndexedReader.Initialize({
    readable: {
      size: async () => BigInt(bytes.byteLength),
      read: async (offset, length) =>
        new Uint8Array(bytes.buffer, bytes.byteOffset + Number(offset), Number(length)),
    },
  });
  const topics = new Map<
    string,
    {
      schema: string;
      schemaId: number;
      schemaData: Record<string, unknown>;
      encoding: string;
      messages: unknown[];
      /** Each message's log time. */
      times: bigint[];
    }
  >();
  for (const channel of reader.channelsById.values()) {
    const schema = reader.schemasById.get(channel.schemaId)!;
    expect(schema.encoding).toBe('jsonschema');
    topics.set(channel.topic, {
      schema: schema.name,
      schemaId: schema.id,
      schemaData: JSON.parse(new TextDecoder().decode(schema.data)) as Record<string, unknown>,
      encoding: channel.messageEncoding,
      messages: [],
      times: [],
    });
  }
  const times: bigint[] = [];
  const decoder = new TextDecoder();
  for await (const message of reader.readMessages()) {
    const channel = reader.channelsById.get(message.channelId)!;
    topics.get(channel.topic)!.messages.push(JSON.parse(decoder.decode(message.data)));
    topics.get(channel.topic)!.times.push(message.logTime);
    times.push(message.logTime);
  }
  return { reader, topics, times };
}

describe('the drive recorder (fake clock)', () => {
  beforeEach(() => void vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 20, 30, 5) }));
  afterEach(() => void vi.useRealTimers());

  const TOPICS: Record<string, string> = {
    '/sensing/gnss/fix': 'foxglove.LocationFix',
    '/tf': 'foxglove.FrameTransform',
    '/localization/kinematic_state': 'nav_msgs/msg/Odometry',
    '/vehicle/status': 'ads_studio/msg/VehicleStatus',
    '/vehicle/status/velocity_status': 'autoware_vehicle_msgs/msg/VelocityReport',
    '/api/routing/state': 'autoware_adapi_v1_msgs/msg/RouteState',
    '/api/routing/route': 'ads_studio/msg/Route',
    '/planning/trajectory': 'ads_studio/msg/Trajectory',
    '/hmi/objects': 'foxglove.SceneUpdate',
    '/api/planning/velocity_factors': 'autoware_adapi_v1_msgs/msg/VelocityFactorArray',
    '/perception/traffic_light_recognition/traffic_signals':
      'autoware_perception_msgs/msg/TrafficLightGroupArray',
    '/hmi/traffic_lights': 'foxglove.SceneUpdate',
    '/sensing/lidar/points': 'foxglove.PointCloud',
  };
  /** Foxglove's own schemas, as @foxglove/schemas gives them. */
  const FOXGLOVE: Record<string, object> = {
    'foxglove.LocationFix': foxglove.LocationFix,
    'foxglove.FrameTransform': foxglove.FrameTransform,
    'foxglove.SceneUpdate': foxglove.SceneUpdate,
    'foxglove.PointCloud': foxglove.PointCloud,
  };

  /** A recorder on the rig's vehicle that notes every reading it takes (to compare the file). */
  async function recordingRig(limits?: { bytes: number; ms: number }) {
    const folder = await tempDir('ads-agent-drive-');
    cleanups.push(() => folder.remove());
    const seen: Array<{ lat: number; lon: number; speed: number }> = [];
    const planned: PlanningReading[] = [];
    const clouds: Array<Float32Array> = [];
    const rigged = rig({
      recorder: (vehicle) =>
        createDriveRecorder({
          adapter: new Proxy(vehicle, {
            get(target, key, receiver) {
              if (key === 'reading') {
                return () => {
                  const reading = target.reading();
                  seen.push(reading);
                  return reading;
                };
              }
              if (key === 'planning') {
                return () => {
                  const planning = target.planning();
                  planned.push(planning);
                  return planning;
                };
              }
              if (key === 'cloud') {
                return () => {
                  const cloud = target.cloud();
                  if (cloud) clouds.push(cloud.xyz);
                  return cloud;
                };
              }
              return Reflect.get(target, key, receiver) as unknown;
            },
          }),
          folder: folder.dir,
          log: () => {},
          ...(limits ? { limits } : {}),
        }),
    });
    return {
      ...rigged,
      recorder: rigged.link.recorder!,
      folder: folder.dir,
      seen,
      planned,
      clouds,
    };
  }

  it('writes the vehicle’s topics to a valid MCAP while the plan shows the recording', async () => {
    const { recorder, folder, seen, planned, clouds, elapse, connect, plans, ask, take } =
      await recordingRig();
    connect();
    await ask('vehiclePlanningAPI'); // a page watches (see HMI_RATES.watchMs)
    await take(owner);
    await ask('clearRouteAPI');
    await ask('initialPoseAPI', {});
    elapse(1500);
    await ask('routeAPI', { goal: laneMiddle(sampleRoadNetwork(DEFAULT_START).doc, 40) });
    await ask('engageAPI');

    const since = Date.now();
    const name = 'drives/drive-20261124-203006.mcap'; // 20:30:05 + 1.5 s
    expect(await recorder.start()).toEqual({ name, since, bytes: expect.any(Number), messages: 0 });
    await expect(recorder.start()).rejects.toThrow(`Already recording ${name}.`);
    elapse(3000);
    expect(plans().at(-1)!.recording).toMatchObject({ name, since });
    expect(await recorder.stop()).toBe(name);
    elapse(100);
    expect(plans().at(-1)!.recording).toBeNull();

    const { topics, times, reader } = await readMcap(join(folder, name));
    expect(reader.header.library).toMatch(/ADS Studio/);
    expect(Object.fromEntries([...topics].map(([topic, t]) => [topic, t.schema]))).toEqual(TOPICS);
    expect([...topics.values()].every((t) => t.encoding === 'json')).toBe(true);
    // 10 Hz from the start for 3 s: 31 samples; the cloud every fifth one: 7.
    const count = (topic: string) => topics.get(topic)!.messages.length;
    const changes = ['/sensing/lidar/points', '/api/routing/route', '/hmi/traffic_lights'];
    for (const topic of Object.keys(TOPICS)) {
      if (changes.includes(topic)) continue;
      expect(count(topic), topic).toBe(31);
    }
    expect(count('/sensing/lidar/points')).toBe(7);
    expect(count('/api/routing/route')).toBeGreaterThanOrEqual(1);
    expect(times[0]).toBe(BigInt(since) * 1_000_000n);
    expect(times.at(-1)).toBe(BigInt(since + 3000) * 1_000_000n);

    // Every schema is a JSON Schema Foxglove reads; Foxglove's types are its own schemas, and
    // every message written is valid by its channel's schema.
    const ajv = new Ajv({ strict: false, allErrors: true });
    const schemaIds = new Map<string, number>();
    for (const [topic, t] of topics) {
      expect(foxgloveSchemaProblems(t.schemaData), topic).toEqual([]);
      if (t.schema.startsWith('foxglove.')) expect(t.schemaData).toEqual(FOXGLOVE[t.schema]);
      expect(schemaIds.get(t.schema) ?? t.schemaId, 'one schema record a name').toBe(t.schemaId);
      schemaIds.set(t.schema, t.schemaId);
      const valid = ajv.compile(t.schemaData);
      for (const message of t.messages) {
        expect(
          valid(message) ? [] : valid.errors,
          `${topic} ${JSON.stringify(message).slice(0, 300)}`,
        ).toEqual([]);
      }
    }
    const drive: Record<string, string> = {};
    for await (const record of reader.readMetadata({ name: 'ads_studio.drive' })) {
      Object.assign(drive, Object.fromEntries(record.metadata));
    }
    expect(drive).toMatchObject({
      vehicle: 'sim',
      map_origin_lat: String(seen[0]!.lat),
      map_origin_lon: String(seen[0]!.lon),
    });

    // The fixes are the vehicle's positions; the odometry, the velocity report and the fix's
    // velocity its speed; and it moved.
    type Fix = { latitude: number; longitude: number; velocity: { x: number; y: number } };
    const fixes = topics.get('/sensing/gnss/fix')!.messages as Fix[];
    expect(seen.length).toBe(31);
    expect(fixes.map((f) => [f.latitude, f.longitude])).toEqual(seen.map((r) => [r.lat, r.lon]));
    fixes.forEach((fix, i) =>
      expect(Math.hypot(fix.velocity.x, fix.velocity.y)).toBeCloseTo(seen[i]!.speed, 9),
    );
    type Odometry = {
      pose: { pose: { position: { x: number; y: number } } };
      twist: { twist: { linear: { x: number } } };
    };
    const odometry = topics.get('/localization/kinematic_state')!.messages as Odometry[];
    expect(odometry.map((o) => o.twist.twist.linear.x)).toEqual(seen.map((r) => r.speed));
    const reports = topics.get('/vehicle/status/velocity_status')!.messages as Array<{
      longitudinal_velocity: number;
    }>;
    expect(reports.map((r) => r.longitudinal_velocity)).toEqual(seen.map((r) => r.speed));
    const statuses = topics.get('/vehicle/status')!.messages as Array<{ speed: number }>;
    expect(statuses.map((r) => r.speed)).toEqual(seen.map((r) => r.speed));
    expect(Math.max(...seen.map((r) => r.speed))).toBeGreaterThan(0.5);
    // The ego pose on /tf is the odometry's: map → base_link, the first at the origin.
    type Transform = {
      parent_frame_id: string;
      child_frame_id: string;
      translation: { x: number; y: number };
    };
    const transforms = topics.get('/tf')!.messages as Transform[];
    expect(transforms[0]).toMatchObject({
      parent_frame_id: 'map',
      child_frame_id: 'base_link',
      translation: { x: 0, y: 0 },
    });
    expect(transforms.map((t) => [t.translation.x, t.translation.y])).toEqual(
      odometry.map((o) => [o.pose.pose.position.x, o.pose.pose.position.y]),
    );
    const moved = transforms.at(-1)!.translation;
    expect(Math.hypot(moved.x, moved.y)).toBeGreaterThan(0.5);
    const states = topics.get('/api/routing/state')!.messages as Array<{ state: number }>;
    expect(states[0]!.state).toBe(2); // SET

    // Objects: one box each, the HMI's size, class and id; lights: Autoware's ids and colours.
    type Entity = {
      id: string;
      frame_id: string;
      cubes: Array<{ size: { x: number; y: number; z: number } }>;
      metadata: Array<{ key: string; value: string }>;
    };
    type Scene = { deletions: Array<{ type: number }>; entities: Entity[] };
    const scenes = topics.get('/hmi/objects')!.messages as Scene[];
    expect(planned.length).toBe(31);
    expect(
      planned.some((plan) => plan.objects.length > 0),
      'the sim shows road users',
    ).toBe(true);
    scenes.forEach((scene, i) => {
      expect(scene.deletions).toEqual([expect.objectContaining({ type: 1 })]); // ALL
      expect(
        scene.entities.map((e) => [e.id, e.frame_id, e.cubes[0]!.size, e.metadata[0]]),
      ).toEqual(
        planned[i]!.objects.map((o) => [
          o.id,
          'map',
          { x: o.length, y: o.width, z: o.height },
          { key: 'class', value: o.class },
        ]),
      );
    });
    type Signals = {
      traffic_light_groups: Array<{
        traffic_light_group_id: number;
        elements: Array<{ color: number }>;
      }>;
    };
    const signals = topics.get('/perception/traffic_light_recognition/traffic_signals')!
      .messages as Signals[];
    const colour = { UNKNOWN: 0, RED: 1, AMBER: 2, GREEN: 3 };
    signals.forEach((signal, i) =>
      expect(
        signal.traffic_light_groups.map((g) => [g.traffic_light_group_id, g.elements[0]!.color]),
      ).toEqual(planned[i]!.traffic_lights.map((l) => [l.id, colour[l.color]])),
    );
    // The lamps are written when a colour or the lights in view change, each time the sample's
    // lights with the time their colour changes.
    const lamps = topics.get('/hmi/traffic_lights')!;
    const sampleOf = (time: bigint) => Number((time - BigInt(since) * 1_000_000n) / 100_000_000n);
    expect(lamps.times[0]).toBe(BigInt(since) * 1_000_000n);
    expect(lamps.messages.length).toBeLessThan(31);
    expect(planned[0]!.traffic_lights.length, 'lights in view').toBeGreaterThan(0);
    (lamps.messages as Scene[]).forEach((scene, i) => {
      const lights = planned[sampleOf(lamps.times[i]!)]!.traffic_lights;
      const sample = Number(lamps.times[i]! / 1_000_000n);
      expect(scene.entities.map((e) => [e.id, e.metadata])).toEqual(
        lights.map((light) => [
          String(light.id),
          [
            { key: 'color', value: light.color },
            {
              key: 'changes_at',
              value: new Date(Math.round(sample + light.remaining_s! * 1000)).toISOString(),
            },
          ],
        ]),
      );
    });
    type Factors = { factors: Array<{ behavior: string; status: number; distance: number }> };
    const factors = topics.get('/api/planning/velocity_factors')!.messages as Factors[];
    factors.forEach((message, i) =>
      expect(message.factors.map((f) => [f.behavior, f.distance])).toEqual(
        planned[i]!.velocity_factors.map((f) => [f.behavior, f.distance]),
      ),
    );

    // The lidar: Foxglove's PointCloud, float32 x, y, z, the sweep's own numbers.
    type Cloud = { point_stride: number; data: string; frame_id: string };
    const sweeps = topics.get('/sensing/lidar/points')!.messages as Cloud[];
    expect(sweeps.length).toBe(clouds.length);
    const first = sweeps[0]!;
    expect(first).toMatchObject({ point_stride: 12, frame_id: 'base_link' });
    const bytes = Buffer.from(first.data, 'base64');
    expect(new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4)).toEqual(
      clouds[0],
    );
  });

  it('stops by itself at its limit, then waits for a stop; closing leaves a valid file', async () => {
    const { recorder, folder, elapse } = await recordingRig({ bytes: 1, ms: 3600_000 });
    const { name } = await recorder.start();
    await vi.waitFor(async () => {
      await expect(recorder.start()).rejects.toThrow(
        `${name} reached its limit and waits to be uploaded: stop it first.`,
      );
    });
    elapse(1000);
    expect(await recorder.stop()).toBe(name);
    const capped = await readMcap(join(folder, name));
    expect(capped.topics.get('/sensing/gnss/fix')!.messages.length).toBe(1);
    expect(recorder.info()).toBeNull();
    expect(await recorder.stop()).toBeNull();
  });

  it('closes the file properly when the agent closes mid-drive', async () => {
    const { recorder, folder, elapse } = await recordingRig();
    const { name } = await recorder.start();
    elapse(300);
    await recorder.close();
    const closed = await readMcap(join(folder, name));
    expect(closed.topics.get('/sensing/gnss/fix')!.messages.length).toBe(4);
  });
});
