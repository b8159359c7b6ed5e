import { beforeAll, describe, expect, it } from 'vitest';
import {
  centredCharucoPose,
  charucoViews,
  renderCharuco,
} from '../../../../test-support/calibration/render-charuco';
import type { RenderedCharuco } from '../../../../test-support/calibration/render-charuco';
import type { BoardPose, RenderOptions } from '../../../../test-support/calibration/render-board';
import { BARREL, FISHEYE, HD, VGA } from '../../../../test-support/calibration/test-cameras';
import { loadOpenCv } from '../../../../test-support/opencv';
import type { Cv } from '../cv';
import { calibrateIntrinsics } from '../intrinsics';
import type { BoardDetection, CameraIntrinsics, CharucoSpec, GrayImage } from '../types';
import { detectCharuco } from './detect-charuco';
import { type CharucoLayout, charucoLayout } from './layout';

/** 9 × 7 squares of 30 mm, 22 mm markers: a common printed board, for 1280×720 views. */
const NINE_BY_SEVEN: CharucoSpec = {
  kind: 'charuco',
  squaresX: 9,
  squaresY: 7,
  square: 0.03,
  marker: 0.022,
  dictionary: 'DICT_5X5_100',
};
/** 7 × 5 squares of 40 mm, 30 mm 4×4 markers: big enough cells for 640×480 views. */
const SEVEN_BY_FIVE: CharucoSpec = {
  kind: 'charuco',
  squaresX: 7,
  squaresY: 5,
  square: 0.04,
  marker: 0.03,
  dictionary: 'DICT_4X4_50',
};

let cv: Cv;
const layouts = new Map<CharucoSpec, CharucoLayout>();
beforeAll(async () => {
  cv = await loadOpenCv();
  for (const board of [NINE_BY_SEVEN, SEVEN_BY_FIVE]) layouts.set(board, charucoLayout(cv, board));
}, 60_000);

/** Each detected corner's distance from its true place, matched by id. */
function errorsById(detection: BoardDetection, view: RenderedCharuco): number[] {
  return detection.ids.map((id, k) => {
    const [u, v] = detection.corners[k]!;
    const [tu, tv] = view.all[id]!;
    return Math.hypot(u - tu, v - tv);
  });
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Renders each pose (the whole board in view) and detects; every corner found must be where its
 * id says (the errors are by id), and only corners whose marker beside them went undecoded may
 * be missing: at most `missing` of the set's. Returns each view's mean and largest error (px).
 */
function detectWholeViews(
  camera: CameraIntrinsics,
  board: CharucoSpec,
  poses: BoardPose[],
  options: RenderOptions = {},
  missing = 0,
) {
  let notFound = 0;
  const errors = poses.map((pose, index) => {
    const view = renderCharuco(camera, layouts.get(board)!, pose, {
      seed: 100 + index,
      ...options,
    });
    expect(view.visible).toHaveLength((board.squaresX - 1) * (board.squaresY - 1));
    const detection = detectCharuco(cv, view.image, board);
    expect(detection.reason).toBeUndefined();
    expect(detection.found).toBe(true);
    for (const id of detection.ids) expect(view.visible).toContain(id);
    notFound += view.visible.length - detection.ids.length;
    const distances = errorsById(detection, view);
    return { mean: mean(distances), max: Math.max(...distances) };
  });
  expect(notFound).toBeLessThanOrEqual(missing);
  return errors;
}

function expectSubPixel(errors: Array<{ mean: number; max: number }>) {
  for (const { mean, max } of errors) {
    expect(mean).toBeLessThanOrEqual(0.1);
    expect(max).toBeLessThanOrEqual(0.5);
  }
}

// Measured mean corner errors (px, over each case's views): 1280×720 blurred and noisy 0.029,
// 640×480 clean 0.034, barrel blurred and noisy 0.034, fisheye 0.054 (worst view 0.086); the
// worst single corner 0.43 px (fisheye). OpenCV 4.12's own corners on the same views, its
// half-pixel shift taken back, are 0.055–0.12 px off on average (worst corner 1.36 px); as it
// returns them, 0.68–0.70 px.
describe(
  'detectCharuco on rendered boards: every corner found by id, mean error ≤ 0.1 px',
  { timeout: 60_000 },
  () => {
    it('1280×720 views through a distorting lens, blurred and noisy', () => {
      const poses = charucoViews(HD, NINE_BY_SEVEN, 6, 5);
      expectSubPixel(detectWholeViews(HD, NINE_BY_SEVEN, poses, { blurSigma: 1, noiseSigma: 2 }));
    });

    it('640×480 clean views', () => {
      expectSubPixel(detectWholeViews(VGA, SEVEN_BY_FIVE, charucoViews(VGA, SEVEN_BY_FIVE, 6, 5)));
    });

    it('strong barrel distortion (k1 = −0.35), blurred and noisy', () => {
      const poses = charucoViews(BARREL, SEVEN_BY_FIVE, 6, 5);
      // One marker in a far corner of one view goes undecoded: its two corners are missing.
      expectSubPixel(
        detectWholeViews(BARREL, SEVEN_BY_FIVE, poses, { blurSigma: 1, noiseSigma: 2 }, 2),
      );
    });

    it('an equidistant fisheye', () => {
      const poses = charucoViews(FISHEYE, SEVEN_BY_FIVE, 6, 5);
      expectSubPixel(detectWholeViews(FISHEYE, SEVEN_BY_FIVE, poses));
    });
  },
);

describe('detectCharuco on part of a board', { timeout: 60_000 }, () => {
  /** The board 0.5 m away, moved `shift` (m) sideways, turned by roll/pitch/yaw. */
  function partial(shift: [number, number], rpy: [number, number, number] = [0, 0, 0]) {
    const pose = centredCharucoPose(SEVEN_BY_FIVE, 0.5, rpy, shift);
    const view = renderCharuco(VGA, layouts.get(SEVEN_BY_FIVE)!, pose, {
      blurSigma: 0.8,
      noiseSigma: 1.5,
    });
    return { view, detection: detectCharuco(cv, view.image, SEVEN_BY_FIVE) };
  }

  /** Pixels from the picture's nearest edge. */
  const fromEdge = ([u, v]: [number, number]) => Math.min(u, v, 639 - u, 479 - v);

  /** Corners in view but not found must be near the picture's edge, where markers are cut. */
  function expectAllButNearTheEdge(detection: BoardDetection, view: RenderedCharuco) {
    const square = (520 * SEVEN_BY_FIVE.square) / 0.5;
    for (const id of view.visible) {
      const edge = fromEdge(view.all[id]!);
      if (edge > 2 * square) expect(detection.ids, `corner ${id}`).toContain(id);
      if (!detection.ids.includes(id)) expect(edge).toBeLessThan(1.5 * square);
    }
  }

  it('gives the corners in view with their own ids, and only those', () => {
    // Two of the six columns of corners off the picture's right edge.
    const { view, detection } = partial([0.28, 0]);
    expect(view.visible).toHaveLength(16);
    expect(detection.found).toBe(true);
    // Every id found is a corner in view, where its id says.
    for (const id of detection.ids) expect(view.visible).toContain(id);
    const errors = errorsById(detection, view);
    expect(mean(errors)).toBeLessThanOrEqual(0.1);
    expect(Math.max(...errors)).toBeLessThanOrEqual(0.5);
    expectAllButNearTheEdge(detection, view);
  });

  it('keeps each corner’s id with the board upside down and cut at the bottom', () => {
    // Turned 180° in the picture, so corner 0 is at the bottom right, and moved down until
    // its row of corners is off the picture.
    const { view, detection } = partial([0, 0.2], [0, 0, Math.PI]);
    expect(view.visible).toEqual([...Array(18).keys()].map((k) => k + 6));
    expect(detection.found).toBe(true);
    for (const id of detection.ids) expect(view.visible).toContain(id);
    expect(mean(errorsById(detection, view))).toBeLessThanOrEqual(0.1);
    expectAllButNearTheEdge(detection, view);
    // Corner 23 (the board's last) is the found corner nearest the picture's top left.
    const sums = detection.corners.map(([u, v]) => u + v);
    expect(detection.ids[sums.indexOf(Math.min(...sums))]).toBe(23);
  });
});

describe('detectCharuco says why it found nothing', { timeout: 60_000 }, () => {
  let image: GrayImage;
  beforeAll(() => {
    image = renderCharuco(
      VGA,
      layouts.get(SEVEN_BY_FIVE)!,
      charucoViews(VGA, SEVEN_BY_FIVE, 1, 3)[0]!,
    ).image;
  });

  it('finds the board it was given', () => {
    expect(detectCharuco(cv, image, SEVEN_BY_FIVE).found).toBe(true);
  });

  it('a wrong dictionary: no markers', () => {
    const detection = detectCharuco(cv, image, { ...SEVEN_BY_FIVE, dictionary: 'DICT_6X6_250' });
    expect(detection).toMatchObject({ found: false, corners: [], ids: [] });
    expect(detection.reason).toMatch(/No DICT_6X6_250 markers found: check that the dictionary/);
  });

  it('fewer squares set than the board has: its markers, but no corner between them', () => {
    // On a 5 × 4 board, markers 0–9 sit elsewhere than on the 7 × 5 board in the picture.
    const detection = detectCharuco(cv, image, { ...SEVEN_BY_FIVE, squaresX: 5, squaresY: 4 });
    expect(detection.found).toBe(false);
    expect(detection.reason).toMatch(
      /Only 0 ChArUco corners found from 10 markers \(6 needed\).*check the squares across and down/,
    );
  });

  it('a blank picture: no markers', () => {
    const blank = { width: 640, height: 480, data: new Uint8Array(640 * 480).fill(128) };
    const detection = detectCharuco(cv, blank, SEVEN_BY_FIVE);
    expect(detection.found).toBe(false);
    expect(detection.reason).toMatch(/No DICT_4X4_50 markers found/);
  });

  it('a board set wrong, before searching', () => {
    const detection = detectCharuco(cv, image, { ...SEVEN_BY_FIVE, marker: 0.05 });
    expect(detection.found).toBe(false);
    expect(detection.reason).toMatch(/not set right: A marker must be smaller than its square/);
  });

  it('too little of the board in view', () => {
    // Only the two left columns of squares in the picture (the rest painted over): their 5
    // markers place the 4 corners between them, one column, too few to count.
    const view = renderCharuco(
      VGA,
      layouts.get(SEVEN_BY_FIVE)!,
      centredCharucoPose(SEVEN_BY_FIVE, 0.5, [0, 0, 0]),
    );
    const cropped = new Uint8Array(view.image.data);
    const keepUpTo = Math.round(view.all[1]![0] + 10);
    for (let y = 0; y < 480; y += 1) cropped.fill(115, y * 640 + keepUpTo, (y + 1) * 640);
    const detection = detectCharuco(cv, { width: 640, height: 480, data: cropped }, SEVEN_BY_FIVE);
    expect(detection.found).toBe(false);
    expect(detection.reason).toMatch(
      /^Only 4 ChArUco corners found from 5 markers \(6 needed\): bring more of the board/,
    );
  });
});

describe(
  'intrinsics from rendered ChArUco views (the issue’s accuracy bar)',
  { timeout: 120_000 },
  () => {
    function views(images: GrayImage[]) {
      return images.map((image, i) => {
        const detection = detectCharuco(cv, image, NINE_BY_SEVEN);
        expect(detection.found).toBe(true);
        return { file: `view-${i}`, corners: detection.corners, ids: detection.ids };
      });
    }

    // Measured: fx −0.012 %, fy −0.012 %, cx +0.09 px, cy +0.13 px, RMS 0.031 px. With OpenCV
    // 4.12's corners as it returns them the principal point comes out (+0.39, +0.52) px off.
    it('recovers fx, fy within 0.1 % and the principal point within 0.5 px from 10 views', () => {
      const poses = charucoViews(HD, NINE_BY_SEVEN, 10, 3);
      const images = poses.map(
        (pose, i) =>
          renderCharuco(HD, layouts.get(NINE_BY_SEVEN)!, pose, {
            blurSigma: 0.8,
            noiseSigma: 1.5,
            seed: 200 + i,
            supersample: 3,
          }).image,
      );
      const result = calibrateIntrinsics(cv, {
        board: NINE_BY_SEVEN,
        imageSize: { width: HD.width, height: HD.height },
        views: views(images),
        model: 'plumb_bob',
      });
      const [fx, , cx, , fy, cy] = result.K;
      expect(Math.abs(fx! / HD.K[0]! - 1)).toBeLessThan(0.001);
      expect(Math.abs(fy! / HD.K[4]! - 1)).toBeLessThan(0.001);
      expect(Math.abs(cx! - HD.K[2]!)).toBeLessThan(0.5);
      expect(Math.abs(cy! - HD.K[5]!)).toBeLessThan(0.5);
      expect(result.D[0]).toBeCloseTo(HD.D[0]!, 2);
      expect(result.rms).toBeLessThan(0.1);
      expect(result.views.every((view) => view.found)).toBe(true);
    });
  },
);
