import { describe, expect, it } from 'vitest';
import reference from './fixtures/solver-reference.json';
import type { ChessboardSpec, CharucoSpec, Vec2 } from './types';
import {
  boardOutline,
  calibrationProgress,
  coverageGrid,
  viewParameters,
  viewWarnings,
  type QualityView,
} from './view-quality';

const board3: ChessboardSpec = { kind: 'chessboard', cols: 3, rows: 3, square: 0.05 };

/** A square-on 3×3 board whose outline is the square (x0, y0)…(x0 + side, y0 + side). */
function squareView(x0: number, y0: number, side: number, file?: string): QualityView {
  const corners: Vec2[] = [];
  for (let r = 0; r < 3; r += 1)
    for (let c = 0; c < 3; c += 1) corners.push([x0 + (side * c) / 2, y0 + (side * r) / 2]);
  return file ? { file, corners } : { corners };
}

/** The same, sheared: rows slide right by tan(angle) per unit down. */
function shearedView(x0: number, y0: number, side: number, degrees: number): QualityView {
  const shear = Math.tan((degrees * Math.PI) / 180);
  const corners = squareView(x0, y0, side).corners.map(([u, v]): Vec2 => [u + shear * (v - y0), v]);
  return { corners };
}

describe('coverageGrid', () => {
  it('counts corners per cell, pixel centres from 0 to size − 1', () => {
    const grid = coverageGrid(
      [
        {
          corners: [
            [0, 0],
            [99.4, 0],
            [99.5, 0],
            [750, 450],
            [1599.4, 899.4],
            [-0.6, 5],
            [1600, 5],
          ],
        },
        { corners: [[750.2, 460]] },
        { corners: [] },
      ],
      { width: 1600, height: 900 },
    );
    expect(grid.cols).toBe(16);
    expect(grid.rows).toBe(9);
    const expected = new Array<number>(144).fill(0);
    expected[0] = 2;
    expected[1] = 1;
    expected[4 * 16 + 7] = 2;
    expected[143] = 1;
    expect(grid.counts).toEqual(expected);
    expect(coverageGrid([], { width: 10, height: 10 }, 2, 3).counts).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe("ROS camera_calibration's X / Y / Size / Skew", () => {
  it('measures a view as calibrator.py get_parameters does', () => {
    const size = { width: 640, height: 480 };
    const p = viewParameters(squareView(100, 200, 100), board3, size)!;
    // border = √area = 100; X = (mean x − 50) / (640 − 100); Size = √(area / image area).
    expect(p.x).toBeCloseTo(100 / 540, 12);
    expect(p.y).toBeCloseTo(200 / 380, 12);
    expect(p.size).toBeCloseTo(Math.sqrt(10000 / (640 * 480)), 12);
    expect(p.skew).toBe(0);
    // Sheared 10°: the angle at the top-right corner is 100°, skew = 2·|90° − 100°| in radians.
    const sheared = viewParameters(shearedView(100, 200, 100, 10), board3, size)!;
    expect(sheared.skew).toBeCloseTo((20 * Math.PI) / 180, 12);
    expect(sheared.size).toBeCloseTo(Math.sqrt(10000 / (640 * 480)), 12);
    // X and Y are clamped to [0, 1].
    expect(viewParameters(squareView(-60, 0, 100), board3, size)!.x).toBe(0);
  });

  it("takes a partial ChArUco view's largest rectangle, y up as calibrator.py numbers it", () => {
    const charuco: CharucoSpec = {
      kind: 'charuco',
      squaresX: 5,
      squaresY: 4,
      square: 0.04,
      marker: 0.03,
      dictionary: 'DICT_4X4_50',
    };
    // 4×3 inner corners; id 0 (x 0, y 0) unseen: the largest full rectangle is x 1…3, y 0…2.
    const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    const corners = ids.map((id): Vec2 => [10 * (id % 4), 100 * Math.floor(id / 4)]);
    expect(boardOutline({ corners, ids }, charuco)).toEqual([
      [10, 200],
      [30, 200],
      [30, 0],
      [10, 0],
    ]);
  });

  it('fills the bars as compute_goodenough does', () => {
    const size = { width: 1000, height: 800 };
    const views = [squareView(90, 70, 100), squareView(810, 630, 100)];
    const progress = calibrationProgress(views, board3, size)!;
    expect(progress.X).toEqual({ min: 0.1, max: 0.9, progress: 1 });
    expect(progress.Y.min).toBeCloseTo(0.1, 12);
    expect(progress.Y.max).toBeCloseTo(0.9, 12);
    // Size and Skew count from 0; Size wants a 0.4 span, Skew 0.5.
    expect(progress.Size.min).toBe(0);
    expect(progress.Size.progress).toBeCloseTo(100 / Math.sqrt(800000) / 0.4, 12);
    expect(progress.Skew).toEqual({ min: 0, max: 0, progress: 0 });
    expect(progress.goodEnough).toBe(false);

    const tilted = calibrationProgress([...views, shearedView(400, 300, 100, 10)], board3, size)!;
    expect(tilted.Skew.progress).toBeCloseTo((20 * Math.PI) / 180 / 0.5, 12);
    // 40 views are enough whatever the bars say.
    const many = Array.from({ length: 40 }, () => squareView(400, 300, 100));
    expect(calibrationProgress(many, board3, size)!.goodEnough).toBe(true);
    expect(calibrationProgress([{ corners: [] }], board3, size)).toBeNull();
  });
});

describe('viewWarnings', () => {
  const pinhole = reference.input.datasets[0]!;
  const board = pinhole.board as ChessboardSpec;
  const size = pinhole.imageSize;
  const fixtureViews: QualityView[] = pinhole.views.map((view) => ({
    file: view.file,
    corners: view.corners as Vec2[],
    ids: view.ids,
  }));
  const codes = (views: QualityView[]) => viewWarnings(views, board, size).map((w) => w.code);

  it('has nothing to say about 20 varied, tilted views reaching every edge', () => {
    expect(coverageGrid(fixtureViews, size).counts.filter((n) => n === 0).length).toBeLessThan(144);
    expect(codes(fixtureViews)).toEqual([]);
  });

  it('counts views: fewer than 3 cannot calibrate, fewer than 10 are too few', () => {
    const two = viewWarnings(fixtureViews.slice(0, 2), board, size);
    expect(two[0]!.code).toBe('cannot-calibrate');
    expect(two[0]!.message).toMatch(/at least 3 are needed/);
    expect(codes([...fixtureViews.slice(0, 5), { corners: [] }])).toContain('few-views');
    expect(codes(fixtureViews.slice(0, 5))).not.toContain('cannot-calibrate');
  });

  // The rule itself (the board's pose, not its place alone) is tested in similar-views.test.ts.
  it('names views repeating a pose', () => {
    const base = fixtureViews[3]!;
    const shift = (dx: number, file: string): QualityView => ({
      ...base,
      file,
      corners: base.corners.map(([u, v]): Vec2 => [u + dx, v]),
    });
    // 8 px over is the same pose; 200 px over (a fifth of the board's distance) is another.
    const warnings = viewWarnings(
      [...fixtureViews, shift(8, 'again.png'), shift(200, 'moved.png')],
      board,
      size,
    );
    const similar = warnings.find((w) => w.code === 'similar-views')!;
    expect(similar.files).toEqual([base.file, 'again.png']);
    expect(similar.groups!.map((group) => group.files)).toEqual([[base.file, 'again.png']]);
    expect(similar.groups![0]!.text).toContain(`${base.file} and again.png look alike: same tilt`);
  });

  it("names the image's edges and corners no view reached", () => {
    const middle = Array.from({ length: 12 }, (_, i) => shearedView(500 + 5 * i, 250, 200, 15 + i));
    const uncovered = viewWarnings(middle, board3, size).find((w) => w.code === 'uncovered-edges')!;
    expect(uncovered.message).toBe(
      "No board corners near the image's top edge, bottom edge, left edge, right edge, top-left corner, top-right corner, bottom-left corner and bottom-right corner: distortion is strongest there, so show the board there too.",
    );
    const leftOut = fixtureViews.filter((view) => view.corners.every(([u]) => u > 160));
    const left = viewWarnings(leftOut, board, size).find((w) => w.code === 'uncovered-edges')!;
    expect(left.message).toMatch(/left edge, top-left corner and bottom-left corner/);
  });

  it('asks for tilted views when every view is square-on', () => {
    const flat = Array.from({ length: 12 }, (_, i) => squareView(60 * i, 40 * (i % 5), 300));
    const flatCodes = (views: QualityView[]) =>
      viewWarnings(views, board3, size).map((w) => w.code);
    expect(flatCodes(flat)).toContain('no-tilted-views');
    // ≈ 3° of shear (ROS skew 0.1) is a tilt; so is 10 % foreshortening of opposite sides.
    expect(flatCodes([...flat, shearedView(100, 100, 300, 3)])).not.toContain('no-tilted-views');
    expect(flatCodes([...flat, shearedView(100, 100, 300, 2.5)])).toContain('no-tilted-views');
    // Square at the top-right corner (skew 0), the bottom side 12 % shorter than the top.
    const quad: Vec2[] = [
      [100, 100],
      [400, 100],
      [400, 400],
      [140, 360],
    ];
    const bilinear = (s: number, t: number): Vec2 => [
      (1 - t) * ((1 - s) * quad[0]![0] + s * quad[1]![0]) +
        t * ((1 - s) * quad[3]![0] + s * quad[2]![0]),
      (1 - t) * ((1 - s) * quad[0]![1] + s * quad[1]![1]) +
        t * ((1 - s) * quad[3]![1] + s * quad[2]![1]),
    ];
    const trapezoid: QualityView = {
      corners: [0, 0.5, 1].flatMap((t) => [0, 0.5, 1].map((s) => bilinear(s, t))),
    };
    expect(viewParameters(trapezoid, board3, size)!.skew).toBeCloseTo(0, 12);
    expect(flatCodes([...flat, trapezoid])).not.toContain('no-tilted-views');
    // A board seen as a single row has no outline, so it cannot count as tilted.
    const row: QualityView = {
      corners: [
        [0, 0],
        [10, 1],
        [20, 2],
      ],
      ids: [0, 1, 2],
    };
    expect(boardOutline(row, board)).toBeNull();
  });
});
