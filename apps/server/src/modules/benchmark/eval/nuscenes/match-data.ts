/**
 * The devkit's `match_data`: what each true positive contributes to the TP errors, in
 * processing order.
 */
import type { MatchData } from './accumulate';
import { attrAcc, centerDistance, scaleIou, velocityL2, yawDiff } from './box-errors';
import type { BoxColumns } from './columns';
import { NuScenesInputError } from './input-error';

/**
 * Throws as the devkit's `scale_iou` asserts when a matched pair has a size that is not > 0.
 * The devkit computes match data at every threshold, so this is called for each.
 */
export function assertMatchedSizes(
  gt: BoxColumns,
  pred: BoxColumns,
  order: Int32Array,
  matched: Int32Array,
): void {
  for (let k = 0; k < order.length; k++) {
    const g = matched[k]!;
    if (g < 0) continue;
    const p = order[k]!;
    const positive =
      gt.l[g]! > 0 &&
      gt.w[g]! > 0 &&
      gt.h[g]! > 0 &&
      pred.l[p]! > 0 &&
      pred.w[p]! > 0 &&
      pred.h[p]! > 0;
    if (!positive) throw new NuScenesInputError('Box sizes (l, w, h) must be greater than 0.');
  }
}

/** The trans/scale/orient/vel/attr errors and confidence of each match (orientation period 2π). */
export function collectMatchData(
  gt: BoxColumns,
  pred: BoxColumns,
  order: Int32Array,
  matched: Int32Array,
): MatchData {
  let n = 0;
  for (let k = 0; k < matched.length; k++) if (matched[k]! >= 0) n++;
  const conf = new Float64Array(n);
  const trans = new Float64Array(n);
  const scale = new Float64Array(n);
  const orient = new Float64Array(n);
  const vel = new Float64Array(n);
  const attr = new Float64Array(n);
  let m = 0;
  for (let k = 0; k < order.length; k++) {
    const g = matched[k]!;
    if (g < 0) continue;
    const p = order[k]!;
    conf[m] = pred.score[p]!;
    trans[m] = centerDistance(gt.x[g]!, gt.y[g]!, pred.x[p]!, pred.y[p]!);
    vel[m] = velocityL2(gt.vx[g]!, gt.vy[g]!, pred.vx[p]!, pred.vy[p]!);
    scale[m] = 1 - scaleIou(gt.l[g]!, gt.w[g]!, gt.h[g]!, pred.l[p]!, pred.w[p]!, pred.h[p]!);
    orient[m] = yawDiff(gt.yaw[g]!, pred.yaw[p]!);
    attr[m] = 1 - attrAcc(gt.attr[g]!, pred.attr[p]!);
    m++;
  }
  return {
    conf,
    errors: {
      trans_err: trans,
      scale_err: scale,
      orient_err: orient,
      vel_err: vel,
      attr_err: attr,
    },
  };
}
