/**
 * The HMI bench's load: a vehicle driving a long route of the sample road network, as an agent
 * reports it — VehicleState and VehiclePlanning at 10 Hz, a lidar sweep at 2 Hz — with a chosen
 * number of objects around it and a chosen cloud size. It is a load generator (like the fleet
 * bench's pushers): it speaks the agent's socket protocol with the PC's token, so the studio
 * relays its messages as it relays a real agent's. It sends the plan and the cloud in the forms
 * the agent sends the HMI page, which asks for the packed ones (`packPlanning`,
 * `packCloudDeltas`: the contract's hmi-packed.ts), unless `plain` asks for the spec's forms.
 */
import {
  HMI_ACTIONS,
  packCloud,
  packCloudDeltas,
  packPlanning,
  SOCKET_EVENTS,
  VEHICLE_ACTIONS,
  type DetectedObject,
  type SocketMessage,
  type VehiclePlanning,
} from '@ads/contract';
import {
  buildLaneletMap,
  buildRoutingGraph,
  laneletGeometry,
  makeProjector,
  SAMPLE_ROAD_NETWORK,
  sampleRoadNetwork,
  shortestRoute,
} from '@ads/lanelet2';
import type { Socket } from 'socket.io-client';
import { sampleVehicleState } from '../test-support/vehicle-state';
import { connectClient } from './lib/sockets';

export interface FeedOptions {
  objects: number;
  cloudPoints: number;
  /** The spec's forms (keyed objects, base64 cloud) instead of the packed ones. */
  plain?: boolean;
}

interface PathPoint {
  x: number;
  y: number;
}

const SPEED = 8;
const DEG = 180 / Math.PI;

/** The longest lanelet route of the sample network found from a few starts: a path to drive. */
function drivePath(): { path: PathPoint[]; lanelets: number[] } {
  const { doc } = sampleRoadNetwork();
  const map = buildLaneletMap(doc);
  const graph = buildRoutingGraph(map);
  const ids = [...map.lanelets.keys()];
  let best: number[] = [];
  for (let i = 0; i < 6 && best.length < 40; i += 1) {
    const from = ids[(i * 37) % ids.length]!;
    const to = ids[(i * 91 + ids.length - 1) % ids.length]!;
    const route = shortestRoute(graph, from, to);
    if (route && route.lanelets.length > best.length) best = route.lanelets;
  }
  const path: PathPoint[] = [];
  for (const id of best) {
    const geometry = laneletGeometry(map, id);
    for (const p of geometry?.centerline ?? []) {
      const last = path[path.length - 1];
      if (!last || Math.hypot(p.x - last.x, p.y - last.y) > 0.5) path.push({ x: p.x, y: p.y });
    }
  }
  return { path, lanelets: best };
}

/** Position and yaw at arc length `s` along the path (wrapping). */
function along(path: PathPoint[], lengths: number[], s: number) {
  const total = lengths[lengths.length - 1]!;
  const at = ((s % total) + total) % total;
  let i = 1;
  while (i < lengths.length - 1 && lengths[i]! < at) i += 1;
  const a = path[i - 1]!;
  const b = path[i]!;
  const t = (at - lengths[i - 1]!) / Math.max(1e-9, lengths[i]! - lengths[i - 1]!);
  return {
    x: a.x + (b.x - a.x) * t,
    y: a.y + (b.y - a.y) * t,
    yaw: Math.atan2(b.y - a.y, b.x - a.x),
  };
}

/**
 * A lidar-like sweep: ground rings and a few walls, `count` points in base_link, each range
 * off by up to ±2 cm as a real unit's are (a sweep of exact ranges would pack unlike any
 * sensor's: its differences repeat).
 */
function sweep(count: number): Float32Array {
  let seed = 1;
  const noise = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return (seed / 2 ** 32 - 0.5) * 0.04;
  };
  const xyz = new Float32Array(count * 3);
  const beams = 16;
  const perBeam = Math.floor(count / beams);
  for (let beam = 0; beam < beams; beam += 1) {
    const range = 4 + beam * 3.5;
    for (let k = 0; k < perBeam; k += 1) {
      const i = (beam * perBeam + k) * 3;
      const azimuth = (k / perBeam) * 2 * Math.PI;
      const wall = Math.abs(Math.sin(azimuth)) * range > 9;
      const r = (wall ? 9 / Math.abs(Math.sin(azimuth)) : range) + noise();
      xyz[i] = Math.cos(azimuth) * r;
      xyz[i + 1] = Math.sin(azimuth) * r;
      xyz[i + 2] = wall ? (beam % 8) * 0.4 : 0;
    }
  }
  return xyz;
}

export interface Feed {
  close(): void;
}

/** Connects as the PC's agent and pushes until closed. */
export async function startFeed(url: string, pcToken: string, options: FeedOptions): Promise<Feed> {
  const socket: Socket = await connectClient(url, pcToken);
  await new Promise<void>((resolve, reject) => {
    socket.emit(
      SOCKET_EVENTS.join,
      { room: pcToken },
      (answer: { status: string; message?: string }) =>
        answer.status === 'success' ? resolve() : reject(new Error(answer.message)),
    );
  });
  const send = (message: SocketMessage) =>
    socket.emit(SOCKET_EVENTS.userMsg, { room: pcToken, message });

  const { path, lanelets } = drivePath();
  const lengths = [0];
  for (let i = 1; i < path.length; i += 1) {
    lengths.push(
      lengths[i - 1]! + Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y),
    );
  }
  const origin = SAMPLE_ROAD_NETWORK.origin;
  const projection = makeProjector(sampleRoadNetwork().projector);
  const geo = (x: number, y: number) => {
    const { lat, lon } = projection.reverse(x, y, 0);
    return { lat: Number(lat.toFixed(7)), lon: Number(lon.toFixed(7)) };
  };
  const xyz = sweep(options.cloudPoints);
  const cloud = options.plain ? packCloud(xyz) : await packCloudDeltas(xyz);
  const started = Date.now();
  let seq = 0;

  const tick = () => {
    const s = ((Date.now() - started) / 1000) * SPEED;
    const here = along(path, lengths, s);
    const position = geo(here.x, here.y);
    const heading = (((90 - here.yaw * DEG) % 360) + 360) % 360;
    const stamp = Date.now();
    send({
      action: VEHICLE_ACTIONS.state,
      type: 'RESPONSE',
      status: 'success',
      data: sampleVehicleState({
        seq,
        stamp,
        ...position,
        heading,
        speed: SPEED,
        gear: 'D',
        mode: 'AUTO',
      }),
    });
    const objects: DetectedObject[] = [];
    for (let i = 0; i < options.objects; i += 1) {
      const ahead = along(path, lengths, s + 8 + i * 3);
      const side = (i % 2 === 0 ? 1 : -1) * (2 + (i % 5));
      const x = ahead.x - Math.sin(ahead.yaw) * side;
      const y = ahead.y + Math.cos(ahead.yaw) * side;
      const pedestrian = i % 4 === 3;
      objects.push({
        id: `obj-${i}`,
        class: pedestrian ? 'PEDESTRIAN' : 'CAR',
        ...geo(x, y),
        heading,
        length: pedestrian ? 0.6 : 4.5,
        width: pedestrian ? 0.6 : 1.8,
        height: pedestrian ? 1.7 : 1.5,
        speed: pedestrian ? 1.3 : SPEED,
      });
    }
    const trajectory: VehiclePlanning['trajectory'] = [];
    for (let k = 0; k < 50; k += 1) {
      const p = along(path, lengths, s + k * 2);
      const g = geo(p.x, p.y);
      trajectory.push([g.lat, g.lon, SPEED]);
    }
    const goal = along(path, lengths, lengths[lengths.length - 1]! - 1);
    const planning: VehiclePlanning = {
      seq,
      stamp,
      map: { source: 'sample', name: SAMPLE_ROAD_NETWORK.name, origin },
      localization: 'INITIALIZED',
      route_state: 'SET',
      route: { goal: { ...geo(goal.x, goal.y), heading: 0 }, waypoints: [], lanelets },
      remaining: { distance: 500, time: 60 },
      trajectory,
      objects,
      traffic_lights: [],
      velocity_factors: [],
      turn_signal: 'NONE',
      recording: null,
    };
    send({
      action: HMI_ACTIONS.planning,
      type: 'RESPONSE',
      status: 'success',
      data: options.plain ? planning : packPlanning(planning),
    });
    if (seq % 5 === 0 && options.cloudPoints > 0) {
      send({
        action: HMI_ACTIONS.cloud,
        type: 'RESPONSE',
        status: 'success',
        data: { seq: seq / 5, stamp, ...position, heading, ...cloud },
      });
    }
    seq += 1;
  };
  const timer = setInterval(tick, 100);
  tick();
  return {
    close() {
      clearInterval(timer);
      socket.close();
    },
  };
}
