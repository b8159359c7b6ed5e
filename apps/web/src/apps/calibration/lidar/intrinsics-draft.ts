import type { CameraIntrinsics, DistortionModel } from '@ads/calibration';

/*
 * The camera's intrinsics as typed (or read from a camera_info / OpenCV YAML into the fields):
 * fx, fy, cx, cy, the image size, the model and D as a list.
 */

export interface IntrinsicsDraft {
  fx: string;
  fy: string;
  cx: string;
  cy: string;
  width: string;
  height: string;
  model: DistortionModel;
  /** Comma- or space-separated. */
  D: string;
}

export const EMPTY_INTRINSICS: IntrinsicsDraft = {
  fx: '',
  fy: '',
  cx: '',
  cy: '',
  width: '',
  height: '',
  model: 'plumb_bob',
  D: '0, 0, 0, 0, 0',
};

/** D's lengths each model takes (plumb_bob: 4 or 8 as OpenCV reads them too, the rest 0). */
const WANTED_COEFFICIENTS: Record<DistortionModel, number[]> = {
  plumb_bob: [4, 5, 8],
  rational_polynomial: [8],
  equidistant: [4],
};

export type IntrinsicsProblems = Partial<Record<keyof IntrinsicsDraft, string>>;

/** The draft as intrinsics, or what is wrong with each field. */
export function readIntrinsicsDraft(
  draft: IntrinsicsDraft,
):
  | { intrinsics: CameraIntrinsics; problems: null }
  | { intrinsics: null; problems: IntrinsicsProblems } {
  const problems: IntrinsicsProblems = {};
  const positive = (key: 'fx' | 'fy' | 'cx' | 'cy') => {
    const value = Number(draft[key]);
    if (draft[key].trim() === '' || !Number.isFinite(value) || value <= 0)
      problems[key] = 'A positive number of pixels.';
    return value;
  };
  const whole = (key: 'width' | 'height') => {
    const value = Number(draft[key]);
    if (!Number.isInteger(value) || value <= 0 || draft[key].trim() === '')
      problems[key] = 'Whole pixels.';
    return value;
  };
  const [fx, fy, cx, cy] = [positive('fx'), positive('fy'), positive('cx'), positive('cy')];
  const [width, height] = [whole('width'), whole('height')];
  const cells = draft.D.split(/[\s,;]+/).filter(Boolean);
  const D = cells.map(Number);
  const wanted = WANTED_COEFFICIENTS[draft.model];
  if (D.some((value) => !Number.isFinite(value))) problems.D = 'Numbers only.';
  else if (!wanted.includes(D.length)) {
    problems.D =
      draft.model === 'equidistant'
        ? `The fisheye model has 4 coefficients (k1 k2 k3 k4); ${D.length} given.`
        : draft.model === 'rational_polynomial'
          ? `rational_polynomial has 8 coefficients (k1 k2 p1 p2 k3 k4 k5 k6); ${D.length} given.`
          : `plumb_bob has 5 (k1 k2 p1 p2 k3), or 4 or 8; ${D.length} given.`;
  }
  if (Object.keys(problems).length > 0) return { intrinsics: null, problems };
  return {
    intrinsics: { model: draft.model, width, height, K: [fx, 0, cx, 0, fy, cy, 0, 0, 1], D },
    problems: null,
  };
}

/** Intrinsics (a saved result, a YAML file) as the form's fields. */
export function draftOf(camera: CameraIntrinsics): IntrinsicsDraft {
  const text = (value: number) => String(+value.toPrecision(10));
  return {
    fx: text(camera.K[0]!),
    fy: text(camera.K[4]!),
    cx: text(camera.K[2]!),
    cy: text(camera.K[5]!),
    width: String(camera.width),
    height: String(camera.height),
    model: camera.model,
    D: camera.D.map(text).join(', '),
  };
}
