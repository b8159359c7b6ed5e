import type { BenchBox, BenchPrediction } from '@ads/contract';
import { CLASS_LIST, parseBenchClass } from './bench-class';
import { DatasetFormatError } from './dataset-format-error';
import { parseDecimal } from './number-token';

/*
 * The dataset layout's `label_2/<sample>.txt` and a predictions archive's `<sample>.txt`: one
 * box a line, `<Class> x y z l w h yaw` (and `score` for predictions), already in the lidar
 * frame with (x, y, z) the box's geometric centre. Not KITTI's camera-frame label (15 fields),
 * which kitti-label.ts reads. Blank lines are skipped; fields are separated by any whitespace.
 */

const GEOMETRY = ['x', 'y', 'z', 'l', 'w', 'h', 'yaw'] as const;
export const LIDAR_LABEL_FIELDS = '`<Class> x y z l w h yaw`';
export const LIDAR_PREDICTION_FIELDS = '`<Class> x y z l w h yaw score`';

/** The non-blank lines of a text file with their 1-based numbers, fields split. */
export function* labelLines(text: string): Generator<{ line: number; fields: string[] }> {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const trimmed = lines[i]!.trim();
    if (trimmed !== '') yield { line: i + 1, fields: trimmed.split(/\s+/) };
  }
}

/** `fields[index]` as a finite number, or a sentence naming the file, line and field. */
export function numberField(fields: string[], index: number, name: string, where: string) {
  const token = fields[index]!;
  const value = parseDecimal(token);
  if (value === undefined) {
    throw new DatasetFormatError(`${where}: ${name} '${token}' is not a finite number.`);
  }
  return value;
}

/** One line's box; `where` is "label_2/000012.txt line 3". Fields count checked by the caller. */
export function lidarLabelBox(fields: string[], sample: string, where: string): BenchBox {
  const cls = parseBenchClass(fields[0]!);
  if (!cls) {
    throw new DatasetFormatError(`${where}: unknown class '${fields[0]}' (${CLASS_LIST}).`);
  }
  const box: BenchBox = { sample, class: cls, x: 0, y: 0, z: 0, l: 0, w: 0, h: 0, yaw: 0 };
  GEOMETRY.forEach((field, k) => {
    box[field] = numberField(fields, k + 1, field, where);
  });
  for (const size of ['l', 'w', 'h'] as const) {
    if (box[size] <= 0) {
      throw new DatasetFormatError(
        `${where}: ${size} = ${box[size]}; l, w and h must be positive.`,
      );
    }
  }
  return box;
}

/** A ground-truth label file of the dataset layout; `name` as the archive names it. */
export function parseLidarLabelFile(text: string, sample: string, name: string): BenchBox[] {
  const boxes: BenchBox[] = [];
  for (const { line, fields } of labelLines(text)) {
    const where = `${name} line ${line}`;
    if (fields.length !== 8) {
      throw new DatasetFormatError(
        `${where}: expected 8 fields ${LIDAR_LABEL_FIELDS}, found ${fields.length}.`,
      );
    }
    boxes.push(lidarLabelBox(fields, sample, where));
  }
  return boxes;
}

/** A predicted box from a 9-field line: the label's 8 fields and a score. */
export function lidarPredictionBox(
  fields: string[],
  sample: string,
  where: string,
): BenchPrediction {
  const box = lidarLabelBox(fields, sample, where);
  return { ...box, score: numberField(fields, 8, 'score', where) };
}
