import type { BenchClass } from '@ads/contract';
import { DatasetFormatError } from './dataset-format-error';
import { labelLines, numberField } from './lidar-label';

/**
 * One line of a KITTI object label (devkit readme): in the rectified camera frame (x right,
 * y down, z forward), `h w l` the box's size, `x y z` the centre of its BOTTOM face, `ry` the
 * rotation about the camera's y axis (0 = facing the camera's x axis). `score` only in results.
 */
export interface KittiCameraLabel {
  type: string;
  truncated: number;
  occluded: number;
  alpha: number;
  /** left, top, right, bottom, pixels in the left colour image. */
  bbox: [number, number, number, number];
  h: number;
  w: number;
  l: number;
  x: number;
  y: number;
  z: number;
  ry: number;
  score?: number;
}

export const KITTI_LABEL_FIELDS =
  'type truncated occluded alpha left top right bottom h w l x y z rotation_y';

/**
 * The KITTI types the benchmark keeps. The others (Van, Truck, Person_sitting, Tram, Misc) are
 * skipped, not refused: KITTI's own evaluation does not score them as these classes either
 * (it only uses Van and Person_sitting to avoid penalising near-misses, which this benchmark's
 * nuScenes-style matching has no notion of); DontCare marks unlabelled regions.
 */
const KEPT_TYPES: Record<string, BenchClass> = {
  car: 'car',
  pedestrian: 'pedestrian',
  cyclist: 'cyclist',
};

export function benchClassOfKittiType(type: string): BenchClass | undefined {
  return KEPT_TYPES[type.toLowerCase()];
}

const NUMBERS = [
  'truncated',
  'occluded',
  'alpha',
  'left',
  'top',
  'right',
  'bottom',
  'h',
  'w',
  'l',
  'x',
  'y',
  'z',
  'rotation_y',
] as const;

/**
 * The lines of a camera-frame label file for the kept types (Car, Pedestrian, Cyclist in any
 * case); every line must have KITTI's 15 fields, or 16 with a trailing score. `scored`: a
 * predictions file, where the 16th field is required.
 */
export function parseKittiLabelFile(
  text: string,
  name: string,
  scored = false,
): KittiCameraLabel[] {
  const labels: KittiCameraLabel[] = [];
  for (const { line, fields } of labelLines(text)) {
    const label = parseKittiLabelFields(fields, `${name} line ${line}`, scored);
    if (label) labels.push(label);
  }
  return labels;
}

/** One line's fields; undefined for a skipped type. `where` is "<file> line <n>". */
export function parseKittiLabelFields(
  fields: string[],
  where: string,
  scored: boolean,
): KittiCameraLabel | undefined {
  if (scored ? fields.length !== 16 : fields.length !== 15 && fields.length !== 16) {
    throw new DatasetFormatError(
      scored
        ? `${where}: expected 16 fields (KITTI's ${KITTI_LABEL_FIELDS} and a score), found ${fields.length}.`
        : `${where}: expected 15 fields (KITTI's ${KITTI_LABEL_FIELDS}) or 16 with a score, found ${fields.length}.`,
    );
  }
  if (!benchClassOfKittiType(fields[0]!)) return undefined;
  const n = NUMBERS.map((field, k) => numberField(fields, k + 1, field, where));
  const label: KittiCameraLabel = {
    type: fields[0]!,
    truncated: n[0]!,
    occluded: n[1]!,
    alpha: n[2]!,
    bbox: [n[3]!, n[4]!, n[5]!, n[6]!],
    h: n[7]!,
    w: n[8]!,
    l: n[9]!,
    x: n[10]!,
    y: n[11]!,
    z: n[12]!,
    ry: n[13]!,
  };
  for (const size of ['h', 'w', 'l'] as const) {
    if (label[size] <= 0) {
      throw new DatasetFormatError(
        `${where}: ${size} = ${label[size]}; h, w and l must be positive.`,
      );
    }
  }
  if (fields.length === 16) label.score = numberField(fields, 15, 'score', where);
  return label;
}

/** One label line as KITTI writes it (2 decimals, as the devkit's writers). */
export function formatKittiLabelLine(label: KittiCameraLabel): string {
  const f = (v: number) => v.toFixed(2);
  const fields = [
    label.type,
    f(label.truncated),
    String(Math.round(label.occluded)),
    f(label.alpha),
    ...label.bbox.map(f),
    f(label.h),
    f(label.w),
    f(label.l),
    f(label.x),
    f(label.y),
    f(label.z),
    f(label.ry),
  ];
  if (label.score !== undefined) fields.push(label.score.toFixed(4));
  return fields.join(' ');
}
