// The starter apart from the helpers (which import vitest), so the bench drives it too.

/** The starter a challenge offers: lane keeping, 6 m/s, stops for what is ahead. */
export const STARTER = `
export default function control(obs) {
  let want = Math.min(6, obs.speed_limit);
  if (obs.next_stop && obs.next_stop.distance < 40) {
    want = Math.min(want, Math.max(0, (obs.next_stop.distance - 1.5) * 0.5));
  }
  const error = want - obs.speed;
  const tyre = -0.5 * obs.lateral_offset - 1.2 * obs.heading_error + 2.7 * obs.curvature_ahead[0];
  return { throttle: error > 0 ? Math.min(1, error * 0.6) : 0, brake: error < 0 ? Math.min(1, -error * 0.5) : 0, steering: tyre / 0.6 };
}`;
