import { DatasetFormatError } from './dataset-format-error';
import { numberField } from './lidar-label';

/**
 * The parts of a KITTI `calib/<sample>.txt` the benchmark uses, row-major:
 * `Tr_velo_to_cam` (3×4, lidar → reference camera) and `R0_rect` (3×3, reference camera →
 * rectified camera, the frame of the labels). `P2` (3×4, rectified camera → left colour image)
 * is kept when present, to draw 2D boxes of converted labels.
 */
export interface KittiCalib {
  R0_rect: number[];
  Tr_velo_to_cam: number[];
  P2?: number[];
}

/*
 * The object benchmark writes `R0_rect:` and `Tr_velo_to_cam:`; the tracking benchmark's calib
 * files write `R_rect` and `Tr_velo_cam` without the colon. Both are read.
 */
const KEYS: Record<string, { key: keyof KittiCalib; count: number }> = {
  R0_rect: { key: 'R0_rect', count: 9 },
  R_rect: { key: 'R0_rect', count: 9 },
  Tr_velo_to_cam: { key: 'Tr_velo_to_cam', count: 12 },
  Tr_velo_cam: { key: 'Tr_velo_to_cam', count: 12 },
  P2: { key: 'P2', count: 12 },
};

export function parseKittiCalib(text: string, name: string): KittiCalib {
  const found: Partial<KittiCalib> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const fields = lines[i]!.trim().split(/\s+/);
    const label = fields[0]!.replace(/:$/, '');
    const spec = KEYS[label];
    if (!spec) continue; // P0, P1, P3, Tr_imu_to_velo, blank lines
    const where = `${name} line ${i + 1}`;
    if (fields.length !== spec.count + 1) {
      throw new DatasetFormatError(
        `${where}: ${label} needs ${spec.count} numbers, found ${fields.length - 1}.`,
      );
    }
    found[spec.key] = fields.slice(1).map((_, k) => numberField(fields, k + 1, label, where));
  }
  if (!found.Tr_velo_to_cam) {
    throw new DatasetFormatError(`${name} has no Tr_velo_to_cam line (3×4, lidar to camera).`);
  }
  if (!found.R0_rect) {
    throw new DatasetFormatError(`${name} has no R0_rect line (3×3 rectification).`);
  }
  return found as KittiCalib;
}

/** Writes a calib file as KITTI does (P0–P3 omitted unless given), for tests and exports. */
export function formatKittiCalib(calib: KittiCalib): string {
  const row = (values: number[]) => values.map((v) => v.toExponential(12)).join(' ');
  return [
    calib.P2 ? `P2: ${row(calib.P2)}` : undefined,
    `R0_rect: ${row(calib.R0_rect)}`,
    `Tr_velo_to_cam: ${row(calib.Tr_velo_to_cam)}`,
  ]
    .filter((line) => line !== undefined)
    .join('\n')
    .concat('\n');
}
