import type { EduEpisode } from '@ads/contract';
import {
  type DrivingMap,
  type EpisodeSpec,
  type PreparedEpisode,
  SIM_BODY,
  prepareEpisode,
  sampleDrivingMap,
} from '@ads/driving-sim';
import { laneletGeometry } from '@ads/lanelet2';
import type { Pose, Scene } from './protocol';

/** Light colours are sampled this often for the view (the replay's trace rate). */
export const LIGHT_HZ = 5;

const round2 = (value: number) => Math.round(value * 100) / 100;

let sampleMap: DrivingMap | undefined;
/** The sample road network, built once per worker (a quarter of a second). */
const drivingMap = () => (sampleMap ??= sampleDrivingMap());

/** A challenge's episode as the simulator's spec: what the server's evaluation drives. */
export function episodeSpec(episode: EduEpisode): EpisodeSpec {
  return {
    map: drivingMap(),
    laps: episode.laps,
    seed: episode.seed,
    timeLimitS: episode.time_limit_s,
    lights: episode.lights,
    obstacles: episode.obstacles,
  };
}

const flat = (points: readonly { x: number; y: number }[]) =>
  points.flatMap((p) => [round2(p.x), round2(p.y)]);

/** What the view draws of an episode: the road, the lap, its lights over time, the stopped cars. */
export function sceneOf(prepared: PreparedEpisode, timeLimitS: number): Scene {
  const { map, path } = prepared;
  const lanes: number[][] = [];
  for (const id of map.lanes.keys()) {
    const geometry = laneletGeometry(map.lanelets, id);
    if (geometry) lanes.push(flat(geometry.polygon));
  }
  const crosswalks = map.crosswalks.map((walk) => Array.from(walk.ring, round2));
  const pose = (s: number): Pose => {
    const p = path.at(s);
    return { x: round2(p.x), y: round2(p.y), yaw: Math.round(p.yaw * 1000) / 1000 };
  };
  const drawn = { x: [] as number[], y: [] as number[] };
  for (let i = 0; i < path.count; i += 2) {
    drawn.x.push(round2(path.xs[i]!));
    drawn.y.push(round2(path.ys[i]!));
  }
  const samples = Math.ceil(timeLimitS * LIGHT_HZ) + 1;
  const colors = prepared.stopLines.map((line) => {
    let text = '';
    for (let i = 0; i < samples; i++)
      text += prepared.lights.state(line.light, i / LIGHT_HZ).color[0];
    return text;
  });
  return {
    lanes,
    crosswalks,
    path: drawn,
    lapLength: path.length,
    start: pose(0),
    stopLines: prepared.stopLines.map((line) => pose(line.station)),
    lights: { hz: LIGHT_HZ, colors },
    // An obstacle's station is its rear bumper; a car is drawn from its rear axle, as the ego.
    obstacles: prepared.obstacles.map((o) => ({
      ...pose(o.station + SIM_BODY.rear),
      leavesAt: o.leavesAt,
    })),
  };
}

/** The scene of a challenge's episode (the replay's background, the Try's before it starts). */
export const sceneOfEpisode = (episode: EduEpisode) =>
  sceneOf(prepareEpisode(episodeSpec(episode)), episode.time_limit_s);
