/**
 * A sample's name is the stem of its `velodyne/<sample>.bin` and becomes a file name on the
 * server (`<target>/<sample>.bin`) and a URL segment, so it is kept to characters that are safe
 * in all three: KITTI's `000012`, nuScenes-like tokens, `scene-1_frame-0042`.
 */
const SAMPLE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

export const SAMPLE_NAME_RULE =
  "may only use letters, digits, '_', '-' and '.', start with a letter or digit, and be at most 128 characters";

export function isSampleName(name: string): boolean {
  return SAMPLE_NAME.test(name);
}

/** Natural order, so that `frame-2` comes before `frame-10` and `000002` before `000010`. */
export function compareSampleNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true }) || (a < b ? -1 : a > b ? 1 : 0);
}
