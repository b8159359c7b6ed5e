import type { CalibrationEntry, IntrinsicStd } from '@ads/contract';

/*
 * A saved result's headline in its sensor's history: the fit's error and what it rests on, and
 * its uncertainty where the solver gave one (results saved before it was kept have none).
 */

type Of<K extends CalibrationEntry['kind']> = Extract<CalibrationEntry, { kind: K }>;

const DEG = 180 / Math.PI;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A standard deviation, or "—" where the solver gave none. */
export const sigmaText = (sigma: number | null | undefined, digits: number): string =>
  sigma === null || sigma === undefined || !Number.isFinite(sigma) ? '—' : sigma.toFixed(digits);

/** "σ fx 0.42 · fy 0.40 · cx 0.31 · cy 0.29 px": one standard deviation of K's four. */
export function intrinsicStdText(std: IntrinsicStd): string {
  const names = ['fx', 'fy', 'cx', 'cy'];
  return `σ ${names.map((name, k) => `${name} ${sigmaText(std.K[k], 2)}`).join(' · ')} px`;
}

export function intrinsicSummary(entry: Of<'camera_intrinsics'>): string {
  const { result } = entry;
  const used = result.views.filter((view) => view.rms !== null).length;
  const head = `RMS ${result.rms.toFixed(3)} px over ${plural(used, 'view', 'views')}`;
  return result.std ? `${head} · ${intrinsicStdText(result.std)}` : head;
}

export function lidarCameraSummary(entry: Of<'lidar_camera'>): string {
  const { result, frames } = entry;
  // The RMS is over the pairs the solve kept: its outliers (issue 32) are not counted.
  const pairs =
    result.residuals === undefined
      ? undefined
      : result.residuals.length - (result.outliers?.length ?? 0);
  const rms = `RMS ${result.reprojection_rms.toFixed(2)} px`;
  return `${pairs === undefined ? rms : `${rms} over ${plural(pairs, 'pair', 'pairs')}`} · ${frames.parent} → ${frames.child}`;
}

/** "z 0.85 m · roll 1.50° · pitch −3.00°": what the radar fit leaves to the mounting. */
export function mountingText(mounting: Of<'radar_lidar'>['mounting']): string {
  return `z ${mounting.z.toFixed(2)} m · roll ${(mounting.roll * DEG).toFixed(2)}° · pitch ${(mounting.pitch * DEG).toFixed(2)}°`;
}

export function radarSummary(entry: Of<'radar_lidar'>): string {
  const { result, mounting } = entry;
  const matched = plural(result.residuals.length, 'reflector', 'reflectors');
  return `RMS ${(result.rms * 100).toFixed(1)} cm over ${matched} · yaw ${(result.yaw * DEG).toFixed(2)}° · ${mountingText(mounting)}`;
}
