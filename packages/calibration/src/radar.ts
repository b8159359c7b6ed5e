import type { Vec2 } from './types';

/**
 * Radar → lidar extrinsics in the plane, from corner reflectors seen by both sensors.
 *
 * Direction, fixed once: the result is the radar's pose in the lidar frame,
 * p_lidar = Rz(yaw) · p_radar + (x, y) — the same reading as tf and Autoware's calibration YAML
 * (parent lidar, child radar).
 */

/** Why the fit stops at x, y and yaw; shown beside its result. */
export const RADAR_FIT_NOTE =
  'The radar fit gives x, y and yaw only. An automotive radar measures range and azimuth but ' +
  'no reliable elevation, so z, roll and pitch cannot come from reflector matches: take them ' +
  "from the mounting drawing (or a level and a tape measure) and enter them with the fit's " +
  'x, y and yaw.';

/** One radar detection: range (m), azimuth (rad, counter-clockwise from the radar's x forward), RCS (dBsm). */
export interface RadarDetection {
  range: number;
  azimuth: number;
  rcs: number;
}

/** A detection in the radar's own plane: x forward, y left (REP 103). */
export function radarToXY(detection: RadarDetection): Vec2 {
  return [
    detection.range * Math.cos(detection.azimuth),
    detection.range * Math.sin(detection.azimuth),
  ];
}

/**
 * The detections that can be corner reflectors: a trihedral reflector returns far more than
 * clutter (a 10 cm one ≈ +10 dBsm at 77 GHz), so a floor on RCS drops most of the rest.
 */
export function reflectorDetections(detections: readonly RadarDetection[], minRcs: number): Vec2[] {
  return detections.filter((d) => d.rcs >= minRcs).map(radarToXY);
}

/** The radar's planar pose in the lidar frame: p_lidar = Rz(yaw) p_radar + (x, y). */
export interface RadarPose2D {
  x: number;
  y: number;
  yaw: number;
}

export function radarToLidar(pose: RadarPose2D, p: Vec2): Vec2 {
  const c = Math.cos(pose.yaw);
  const s = Math.sin(pose.yaw);
  return [c * p[0] - s * p[1] + pose.x, s * p[0] + c * p[1] + pose.y];
}

export interface ReflectorMatch {
  /** Indices into the radar and lidar lists. */
  radar: number;
  lidar: number;
  /** Distance after the guess, metres. */
  distance: number;
}

/**
 * Pair radar reflectors with lidar reflectors (x, y in the lidar frame): each radar point is
 * moved by the guess (default: identity), then pairs are taken closest first, each point at
 * most once, none farther than `gate` metres. Closest-first rather than each radar point's
 * own nearest: two radar points near one lidar point cannot both claim it, and the closer wins.
 */
export function matchReflectors(
  radar: readonly Vec2[],
  lidar: readonly Vec2[],
  guess: RadarPose2D = { x: 0, y: 0, yaw: 0 },
  gate = 1,
): ReflectorMatch[] {
  const moved = radar.map((p) => radarToLidar(guess, p));
  const options: ReflectorMatch[] = [];
  moved.forEach((p, i) =>
    lidar.forEach((q, j) => {
      const distance = Math.hypot(p[0] - q[0], p[1] - q[1]);
      if (distance <= gate) options.push({ radar: i, lidar: j, distance });
    }),
  );
  options.sort((a, b) => a.distance - b.distance);
  const radarUsed = new Set<number>();
  const lidarUsed = new Set<number>();
  const matches: ReflectorMatch[] = [];
  for (const option of options) {
    if (radarUsed.has(option.radar) || lidarUsed.has(option.lidar)) continue;
    radarUsed.add(option.radar);
    lidarUsed.add(option.lidar);
    matches.push(option);
  }
  return matches.sort((a, b) => a.radar - b.radar);
}

export interface RadarFit extends RadarPose2D {
  /** Per pair, |Rz(yaw) p_radar + (x, y) − p_lidar|, metres. */
  residuals: number[];
  rms: number;
}

/**
 * Least-squares rigid fit in the plane (Kabsch/Umeyama without scale): with both sets
 * centred, yaw = atan2(Σ r × l, Σ r · l) is the exact minimiser of Σ |R r + t − l|², and
 * t = mean(l) − R mean(r).
 */
export function fitRadar2D(pairs: ReadonlyArray<{ radar: Vec2; lidar: Vec2 }>): RadarFit {
  if (pairs.length < 2) {
    throw new Error(`Give at least 2 reflectors seen by both sensors; got ${pairs.length}.`);
  }
  pairs.forEach((pair, i) => {
    if (![...pair.radar, ...pair.lidar].every(Number.isFinite)) {
      throw new Error(`Pair ${i + 1} has a coordinate that is not a finite number.`);
    }
  });
  const n = pairs.length;
  const mr: Vec2 = [0, 0];
  const ml: Vec2 = [0, 0];
  for (const { radar, lidar } of pairs) {
    mr[0] += radar[0] / n;
    mr[1] += radar[1] / n;
    ml[0] += lidar[0] / n;
    ml[1] += lidar[1] / n;
  }
  let across = 0;
  let along = 0;
  let spread = 0;
  for (const { radar, lidar } of pairs) {
    const r: Vec2 = [radar[0] - mr[0], radar[1] - mr[1]];
    const l: Vec2 = [lidar[0] - ml[0], lidar[1] - ml[1]];
    across += r[0] * l[1] - r[1] * l[0];
    along += r[0] * l[0] + r[1] * l[1];
    spread += r[0] * r[0] + r[1] * r[1];
  }
  // One place seen n times fixes no direction: the yaw would be noise.
  if (!(spread > 1e-4 * n)) {
    throw new Error('The reflectors all sit at one place; spread them at least a metre apart.');
  }
  const yaw = Math.atan2(across, along);
  const c = Math.cos(yaw);
  const s = Math.sin(yaw);
  const x = ml[0] - (c * mr[0] - s * mr[1]);
  const y = ml[1] - (s * mr[0] + c * mr[1]);
  const residuals = pairs.map(({ radar, lidar }) => {
    const [px, py] = radarToLidar({ x, y, yaw }, radar);
    return Math.hypot(px - lidar[0], py - lidar[1]);
  });
  const rms = Math.sqrt(residuals.reduce((sum, r) => sum + r * r, 0) / n);
  return { x, y, yaw, residuals, rms };
}

export interface RadarCalibration extends RadarFit {
  matches: ReflectorMatch[];
}

/**
 * Match and fit in turn from a rough guess until the matches stop changing (at most 20
 * rounds): a guess that is a few degrees off misplaces far reflectors by metres, and each
 * fit brings them closer for the next match.
 */
export function calibrateRadar(
  radar: readonly Vec2[],
  lidar: readonly Vec2[],
  guess: RadarPose2D,
  gate: number,
): RadarCalibration {
  let pose = guess;
  let previous = '';
  for (let round = 0; round < 20; round += 1) {
    const matches = matchReflectors(radar, lidar, pose, gate);
    if (matches.length < 2) {
      throw new Error(
        `Only ${matches.length} reflector(s) matched within ${gate} m of the guess; widen the ` +
          'gate or improve the guess.',
      );
    }
    const fit = fitRadar2D(
      matches.map((m) => ({ radar: radar[m.radar]!, lidar: lidar[m.lidar]! })),
    );
    const key = matches.map((m) => `${m.radar}:${m.lidar}`).join(' ');
    if (key === previous) return { ...fit, matches };
    previous = key;
    pose = fit;
  }
  throw new Error('Reflector matching did not settle; check the reflectors are well apart.');
}

/** The full 6-DoF pose for export: the fit's x, y, yaw with z, roll, pitch from the drawing. */
export function radarPoseWithMounting(
  fit: RadarPose2D,
  mounting: { z: number; roll: number; pitch: number },
): { x: number; y: number; z: number; roll: number; pitch: number; yaw: number } {
  return {
    x: fit.x,
    y: fit.y,
    z: mounting.z,
    roll: mounting.roll,
    pitch: mounting.pitch,
    yaw: fit.yaw,
  };
}
