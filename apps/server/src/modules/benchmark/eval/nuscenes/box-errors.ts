/**
 * The devkit's per-match measures (common/utils.py), on plain numbers so that the evaluation's
 * loops allocate nothing. Each follows the devkit's arithmetic in the same order.
 */
import { pyMod } from './py-float';

/** `center_distance`: the xy distance of the centres, `norm(pred[:2] - gt[:2])`. */
export function centerDistance(gx: number, gy: number, px: number, py: number): number {
  const dx = px - gx;
  const dy = py - gy;
  return Math.sqrt(dx * dx + dy * dy);
}

/** `velocity_l2`: the xy velocity difference; NaN when either side's velocity is unknown. */
export function velocityL2(gvx: number, gvy: number, pvx: number, pvy: number): number {
  const dx = pvx - gvx;
  const dy = pvy - gvy;
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * `scale_iou`: the 3D IoU of the two boxes as if they shared centre and heading. The devkit's
 * size is (w, l, h) and `np.prod` multiplies in that order. Sizes must be > 0 (the devkit
 * asserts; the caller checks).
 */
export function scaleIou(
  gl: number,
  gw: number,
  gh: number,
  pl: number,
  pw: number,
  ph: number,
): number {
  const gtVolume = gw * gl * gh;
  const predVolume = pw * pl * ph;
  const intersection = Math.min(gw, pw) * Math.min(gl, pl) * Math.min(gh, ph);
  const union = gtVolume + predVolume - intersection;
  return intersection / union;
}

/** `angle_diff(x, y, period)`: the signed smallest angle from `y` to `x`. */
export function angleDiff(x: number, y: number, period: number): number {
  let diff = pyMod(x - y + period / 2, period) - period / 2;
  if (diff > Math.PI) diff -= 2 * Math.PI;
  return diff;
}

/**
 * `yaw_diff`: |angle_diff| between the yaws, period 2π (the devkit's period for every class but
 * barrier). The devkit gets its yaws from quaternions (`quaternion_yaw`); ours are given.
 */
export function yawDiff(gtYaw: number, predYaw: number, period = 2 * Math.PI): number {
  return Math.abs(angleDiff(gtYaw, predYaw, period));
}

/** Attribute ids: interned names, `NO_ATTRIBUTE` for a box without one (the devkit's ''). */
export const NO_ATTRIBUTE = -1;

/**
 * `attr_acc`: 1 if the prediction's attribute is the ground truth's, else 0; NaN when the
 * ground truth has none (the devkit then leaves the match out of the attribute mean).
 */
export function attrAcc(gtAttr: number, predAttr: number): number {
  if (gtAttr === NO_ATTRIBUTE) return NaN;
  return gtAttr === predAttr ? 1 : 0;
}
