import type { ViewAxes, ViewBox } from '../../../lib/three/types';
import type { ObjectsView, PoseView } from './protocol';

/*
 * What the 3D panel draws, in the ego's frame (the view's origin, where its marker is): the
 * cloud comes in the sensor's frame already; poses, the trail and boxes given in the world
 * frame of the pose (map, odom) are moved into the ego's frame by the current pose.
 */

/** A point of the world (the pose's frame) in the ego's frame. */
export function toEgo(
  pose: Pick<PoseView, 'x' | 'y' | 'z' | 'yaw'>,
  x: number,
  y: number,
  z: number,
): [number, number, number] {
  const dx = x - pose.x;
  const dy = y - pose.y;
  const cos = Math.cos(-pose.yaw);
  const sin = Math.sin(-pose.yaw);
  return [dx * cos - dy * sin, dx * sin + dy * cos, z - pose.z];
}

/** Seconds of trail behind the ego. */
export const TRAIL_SECONDS = 60n;
const MAX_SAMPLES = 20_000;

/** A pose seen while playing, at its message's time. */
export interface PoseSample {
  timeNs: bigint;
  pose: PoseView;
}

/**
 * The poses seen so far with one more, sorted by time (a time seen again changes nothing: the
 * same list comes back); the oldest go first past MAX_SAMPLES, so a long drive keeps its last
 * stretch. A new list: React state holds it.
 */
export function addPose(
  samples: readonly PoseSample[],
  timeNs: bigint,
  pose: PoseView,
): readonly PoseSample[] {
  const low = firstAtOrAfter(samples, timeNs);
  if (samples[low]?.timeNs === timeNs) return samples;
  const next = [...samples.slice(0, low), { timeNs, pose }, ...samples.slice(low)];
  return next.length > MAX_SAMPLES ? next.slice(next.length - MAX_SAMPLES) : next;
}

/**
 * The server's path of a pose topic (seconds from the record's start `startNs`) as trail
 * samples, in time order; yaw is not kept there (the trail needs positions only).
 */
export function pathSamples(
  path: { frame_id: string; t: number[]; x: number[]; y: number[]; z: number[] },
  startNs: bigint,
): PoseSample[] {
  return path.t.map((seconds, i) => ({
    timeNs: startNs + BigInt(Math.round(seconds * 1e9)),
    pose: {
      kind: 'pose',
      frameId: path.frame_id,
      x: path.x[i]!,
      y: path.y[i]!,
      z: path.z[i]!,
      yaw: 0,
    },
  }));
}

/** The first sample at or after `timeNs` (samples sorted by time). */
function firstAtOrAfter(samples: readonly PoseSample[], timeNs: bigint): number {
  let low = 0;
  let high = samples.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (samples[middle]!.timeNs < timeNs) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The trail up to `timeNs` (its last TRAIL_SECONDS), in the ego frame of `current`. Only that
 * minute of the samples is walked (a whole drive's path is tens of thousands of samples, and
 * this runs at each pose shown while playing).
 */
export function trailOf(
  samples: readonly PoseSample[],
  timeNs: bigint,
  current: PoseView,
): Float32Array {
  const from = firstAtOrAfter(samples, timeNs - TRAIL_SECONDS * 1_000_000_000n);
  const until = firstAtOrAfter(samples, timeNs + 1n);
  const points = new Float32Array(Math.max(0, until - from) * 3);
  const cos = Math.cos(-current.yaw);
  const sin = Math.sin(-current.yaw);
  let at = 0;
  for (let i = from; i < until; i += 1) {
    const { pose } = samples[i]!;
    if (pose.frameId !== current.frameId) continue;
    const dx = pose.x - current.x;
    const dy = pose.y - current.y;
    points[at++] = dx * cos - dy * sin;
    points[at++] = dx * sin + dy * cos;
    points[at++] = pose.z - current.z;
  }
  return at === points.length ? points : points.slice(0, at);
}

/** Boxes in the ego's frame: moved by the pose when they are in its world frame. */
export function boxesInView(objects: ObjectsView | null, pose: PoseView | null): ViewBox[] {
  if (!objects) return [];
  if (!pose || objects.frameId !== pose.frameId) return objects.boxes;
  return objects.boxes.map((box) => {
    const [x, y, z] = toEgo(pose, box.x, box.y, box.z);
    return { ...box, x, y, z, yaw: box.yaw - pose.yaw };
  });
}

/**
 * The TF frames a pose message carries, as axes in the ego's frame: those hung from the world
 * frame moved by the pose, the others (hung from the vehicle) as they are.
 */
export function frameAxes(pose: PoseView | null): ViewAxes[] {
  if (!pose?.frames) return [];
  return pose.frames.map((frame) => {
    if (frame.parent !== pose.frameId) {
      return { x: frame.x, y: frame.y, z: frame.z, yaw: frame.yaw, length: 0.8 };
    }
    const [x, y, z] = toEgo(pose, frame.x, frame.y, frame.z);
    return { x, y, z, yaw: frame.yaw - pose.yaw, length: 0.8 };
  });
}
