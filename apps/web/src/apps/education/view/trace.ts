import type { EduReplay } from '@ads/contract';
import type { Pose } from '../sim/protocol';

type Trace = EduReplay['trace'];

/** Simulated seconds a trace covers (its samples are 1/hz apart from 0). */
export const traceEnd = (trace: Trace) => Math.max(0, (trace.x.length - 1) / trace.hz);

const lerpAngle = (a: number, b: number, f: number) => {
  let d = b - a;
  while (d > Math.PI) d -= 2 * Math.PI;
  while (d < -Math.PI) d += 2 * Math.PI;
  return a + d * f;
};

/** The car's pose and speed at `t`, between the two samples around it. */
export function poseAt(trace: Trace, t: number): (Pose & { speed: number }) | null {
  const count = trace.x.length;
  if (count === 0) return null;
  const at = Math.max(0, Math.min(count - 1, t * trace.hz));
  const i = Math.floor(at);
  const j = Math.min(count - 1, i + 1);
  const f = at - i;
  const mix = (values: number[]) => values[i]! + (values[j]! - values[i]!) * f;
  return {
    x: mix(trace.x),
    y: mix(trace.y),
    yaw: lerpAngle(trace.yaw[i]!, trace.yaw[j]!, f),
    speed: mix(trace.speed),
  };
}

/** How many samples the view has passed at `t` (the trail drawn behind the car). */
export const samplesUntil = (trace: Trace, t: number) =>
  Math.max(0, Math.min(trace.x.length, Math.floor(t * trace.hz) + 1));

/** A light's colour at `t` from the scene's sampled colours (G, A, R); green past the end. */
export function lightAt(colors: string, hz: number, t: number): 'G' | 'A' | 'R' {
  const c = colors[Math.max(0, Math.floor(t * hz))];
  return c === 'A' || c === 'R' ? c : 'G';
}
