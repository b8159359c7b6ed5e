import type { BenchBox, BenchPrediction } from '@ads/contract';
import { CLASS_LIST, attributesOf, isNuScenesAttribute, parseBenchClass } from './bench-class';
import { DatasetFormatError } from './dataset-format-error';

/*
 * One box of gt.json's `gt` or a predictions file's `pred`, checked field by field so that a
 * refusal names the entry and the field: "gt.json: gt[41] has an unknown class 'truck' (car,
 * pedestrian, cyclist)." Fields the benchmark does not read are ignored.
 */

/** JSON has no NaN: a value shown back in a sentence is shown as JSON, strings quoted. */
const shown = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

function finiteField(entry: Record<string, unknown>, field: string, where: string): number {
  const value = entry[field];
  if (value === undefined || value === null) {
    throw new DatasetFormatError(`${where} has no ${field}.`);
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new DatasetFormatError(
      `${where} has ${field} = ${shown(value)}; ${field} must be a number.`,
    );
  }
  return value;
}

/** l, w and h: a size is a positive number. */
function sizeField(entry: Record<string, unknown>, field: string, where: string): number {
  const value = finiteField(entry, field, where);
  if (value <= 0) {
    throw new DatasetFormatError(`${where} has ${field} = ${value}; l, w and h must be positive.`);
  }
  return value;
}

/** Optional fields: absent or null is "unknown" (nuScenes writes NaN, which JSON cannot). */
function optionalFinite(entry: Record<string, unknown>, field: string, where: string) {
  const value = entry[field];
  if (value === undefined || value === null) return undefined;
  return finiteField(entry, field, where);
}

export function readJsonBox(value: unknown, where: string, withScore: true): BenchPrediction;
export function readJsonBox(value: unknown, where: string, withScore: false): BenchBox;
export function readJsonBox(
  value: unknown,
  where: string,
  withScore: boolean,
): BenchBox | BenchPrediction {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DatasetFormatError(`${where} is ${shown(value)}, not an object.`);
  }
  const entry = value as Record<string, unknown>;

  if (entry.sample === undefined || entry.sample === null) {
    throw new DatasetFormatError(`${where} has no sample.`);
  }
  if (typeof entry.sample !== 'string') {
    throw new DatasetFormatError(`${where} has sample = ${shown(entry.sample)}, not a string.`);
  }
  if (entry.class === undefined || entry.class === null) {
    throw new DatasetFormatError(`${where} has no class.`);
  }
  if (typeof entry.class !== 'string') {
    throw new DatasetFormatError(`${where} has class = ${shown(entry.class)}, not a string.`);
  }
  const cls = parseBenchClass(entry.class);
  if (!cls) {
    throw new DatasetFormatError(`${where} has an unknown class '${entry.class}' (${CLASS_LIST}).`);
  }

  // Each field read into a local and the box made once, in the stored order: a submission is
  // some 400k boxes, and a box built in steps (a geometry object spread into it, then copied
  // again with its score) was three objects each for the collector (issue 33).
  const x = finiteField(entry, 'x', where);
  const y = finiteField(entry, 'y', where);
  const z = finiteField(entry, 'z', where);
  const l = sizeField(entry, 'l', where);
  const w = sizeField(entry, 'w', where);
  const h = sizeField(entry, 'h', where);
  const yaw = finiteField(entry, 'yaw', where);
  const box: BenchBox = { sample: entry.sample, class: cls, x, y, z, l, w, h, yaw };
  const vx = optionalFinite(entry, 'vx', where);
  const vy = optionalFinite(entry, 'vy', where);
  if ((vx === undefined) !== (vy === undefined)) {
    throw new DatasetFormatError(
      `${where} has ${vx === undefined ? 'vy but no vx' : 'vx but no vy'}; give both or neither.`,
    );
  }
  if (vx !== undefined && vy !== undefined) {
    box.vx = vx;
    box.vy = vy;
  }

  // nuScenes writes '' for "no attribute" (e.g. on barriers); null and absent mean the same.
  const attr = entry.attr;
  if (attr !== undefined && attr !== null && attr !== '') {
    if (typeof attr !== 'string' || !isNuScenesAttribute(attr)) {
      throw new DatasetFormatError(
        `${where} has an unknown attribute ${shown(attr)} (${attributesOf(cls).join(', ')} for a ${cls}).`,
      );
    }
    if (!attributesOf(cls).includes(attr)) {
      throw new DatasetFormatError(
        `${where} has the attribute '${attr}', which a ${cls} cannot have (${attributesOf(cls).join(', ')}).`,
      );
    }
    box.attr = attr;
  }

  if (!withScore) return box;
  (box as BenchPrediction).score = finiteField(entry, 'score', where);
  return box;
}
