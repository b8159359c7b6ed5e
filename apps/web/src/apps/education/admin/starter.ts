/**
 * What a new challenge's editor starts learners with: lane keeping at 6 m/s that slows for the
 * next stop (a red light, a stopped car), so it finishes the lap slowly and without penalties —
 * the "a starter that finishes the lap slowly". The server's tests drive this same
 * controller (apps/server/test/education-helpers.ts); an admin edits it per challenge.
 */
export const STARTER_CONTROLLER = `// control(obs) is called 20 times per simulated second.
// Answer pedals from 0 to 1 and steering from -1 (full right) to 1 (full left).
export default function control(obs) {
  let want = Math.min(6, obs.speed_limit);
  if (obs.next_stop && obs.next_stop.distance < 40) {
    want = Math.min(want, Math.max(0, (obs.next_stop.distance - 1.5) * 0.5));
  }
  const error = want - obs.speed;
  const tyre =
    -0.5 * obs.lateral_offset - 1.2 * obs.heading_error + 2.7 * obs.curvature_ahead[0];
  return {
    throttle: error > 0 ? Math.min(1, error * 0.6) : 0,
    brake: error < 0 ? Math.min(1, -error * 0.5) : 0,
    steering: tyre / 0.6,
  };
}
`;
