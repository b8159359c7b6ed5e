import { beforeAll, describe, expect, it } from 'vitest';
import { renderCharuco } from '../../../../test-support/calibration/render-charuco';
import { VGA } from '../../../../test-support/calibration/test-cameras';
import { loadOpenCv } from '../../../../test-support/opencv';
import { projectPoint } from '../camera-model';
import { type Cv, withMats } from '../cv';
import { boardPoint } from '../intrinsics';
import type { CharucoSpec } from '../types';
import {
  CHARUCO_DICTIONARIES,
  charucoMarkerCount,
  charucoProblems,
  isCharucoBlack,
} from './dictionaries';
import {
  charucoBlackRects,
  charucoBoardImage,
  charucoLayout,
  charucoPixels,
  openCvCharucoBoard,
} from './layout';

const charuco = (overrides: Partial<CharucoSpec> = {}): CharucoSpec => ({
  kind: 'charuco',
  squaresX: 5,
  squaresY: 4,
  square: 1,
  marker: 0.75,
  dictionary: 'DICT_4X4_50',
  ...overrides,
});

let cv: Cv;
beforeAll(async () => {
  cv = await loadOpenCv();
}, 60_000);

describe('ChArUco dictionaries and board checks', () => {
  it('lists the dictionaries OpenCV.js has, with their marker sizes and counts', () => {
    for (const { name, bits, markers } of CHARUCO_DICTIONARIES) {
      withMats((keep) => {
        const dictionary = keep(cv.getPredefinedDictionary(cv[name]!));
        expect(dictionary.markerSize, name).toBe(bits);
        // The bytes list has one row per marker.
        const bytes = (dictionary as unknown as { bytesList: { rows: number } }).bytesList;
        expect(bytes.rows, name).toBe(markers);
      });
    }
  });

  it('counts a marker in every white square, the top-left square black', () => {
    expect(charucoMarkerCount({ squaresX: 5, squaresY: 4 })).toBe(10);
    expect(charucoMarkerCount({ squaresX: 5, squaresY: 5 })).toBe(12);
    expect(isCharucoBlack(0, 0)).toBe(true);
    expect(isCharucoBlack(1, 0)).toBe(false);
    expect(isCharucoBlack(1, 1)).toBe(true);
  });

  it('accepts a good board and says what is wrong with a bad one, field by field', () => {
    expect(charucoProblems(charuco())).toEqual({});
    expect(charucoProblems(charuco({ marker: 1 })).marker).toMatch(/smaller than its square/);
    expect(charucoProblems(charuco({ marker: 0 })).marker).toMatch(/more than 0/);
    expect(charucoProblems(charuco({ square: -1 })).square).toMatch(/more than 0/);
    expect(charucoProblems(charuco({ squaresX: 2 })).squaresX).toMatch(/Between 3 and 40/);
    expect(charucoProblems(charuco({ squaresY: 4.5 })).squaresY).toMatch(/whole number/);
    expect(charucoProblems(charuco({ dictionary: 'DICT_9X9_50' })).dictionary).toMatch(
      /Not an OpenCV ArUco dictionary/,
    );
    // 12 × 10 squares hold 60 markers; DICT_4X4_50 has 50.
    expect(charucoProblems(charuco({ squaresX: 12, squaresY: 10 })).dictionary).toMatch(
      /60 markers; DICT_4X4_50 has only 50/,
    );
  });

  it('refuses to build OpenCV’s board from a bad spec, with the reason', () => {
    expect(() => withMats((keep) => openCvCharucoBoard(cv, charuco({ marker: 2 }), keep))).toThrow(
      /not valid: A marker must be smaller/,
    );
  });
});

describe('the ChArUco layout, as OpenCV numbers and prints the board', () => {
  it('numbers the inner corners as OpenCV’s getChessboardCorners and boardPoint do', () => {
    for (const board of [
      charuco(),
      charuco({ squaresX: 7, squaresY: 5, square: 0.04, marker: 0.03 }),
    ]) {
      const points = withMats((keep) => {
        const corners = keep(openCvCharucoBoard(cv, board, keep).getChessboardCorners());
        return Array.from({ length: corners.size() }, (_, i) => corners.get(i));
      });
      expect(points).toHaveLength((board.squaresX - 1) * (board.squaresY - 1));
      points.forEach((point, id) => {
        // The board is flat: boardPoint's z is 0 (the binding hands out x and y only).
        const [x, y, z] = boardPoint(board, id);
        expect(point.x).toBeCloseTo(x, 6);
        expect(point.y).toBeCloseTo(y, 6);
        expect(z).toBe(0);
      });
    }
  });

  it('puts marker k in the k-th white square, row by row, with the dictionary’s cells', () => {
    const layout = charucoLayout(cv, charuco());
    expect(layout.cells).toBe(6);
    expect(layout.markers.map((m) => [m.id, m.x, m.y])).toEqual([
      [0, 1, 0],
      [1, 3, 0],
      [2, 0, 1],
      [3, 2, 1],
      [4, 4, 1],
      [5, 1, 2],
      [6, 3, 2],
      [7, 0, 3],
      [8, 2, 3],
      [9, 4, 3],
    ]);
    for (const marker of layout.markers) {
      // The black border: the first and last row and column of cells.
      for (let k = 0; k < 6; k += 1) {
        expect(marker.cells[k]).toBe(0);
        expect(marker.cells[30 + k]).toBe(0);
        expect(marker.cells[k * 6]).toBe(0);
        expect(marker.cells[k * 6 + 5]).toBe(0);
      }
    }
    // DICT_4X4_50's marker 0, inside its border (OpenCV's bytesList, row by row from the top).
    const inner = [7, 13, 19, 25].map((row) =>
      Array.from(layout.markers[0]!.cells.subarray(row, row + 4)).join(''),
    );
    expect(inner).toEqual(['1011', '0101', '0011', '0010']);
  });

  it('draws the board pixel for pixel as OpenCV’s generateImage, whole pixels per cell', () => {
    for (const [board, squarePixels, margin] of [
      [charuco(), 64, 16],
      [
        charuco({
          squaresX: 7,
          squaresY: 5,
          square: 0.04,
          marker: 0.03,
          dictionary: 'DICT_6X6_250',
        }),
        64,
        20,
      ],
      [
        charuco({
          squaresX: 6,
          squaresY: 7,
          square: 0.035,
          marker: 0.025,
          dictionary: 'DICT_7X7_50',
        }),
        63,
        0,
      ],
    ] as const) {
      const opencv = charucoBoardImage(cv, board, squarePixels, margin);
      const ours = charucoPixels(charucoLayout(cv, board), squarePixels, margin);
      expect([ours.width, ours.height]).toEqual([opencv.width, opencv.height]);
      let differing = 0;
      for (let i = 0; i < ours.data.length; i += 1)
        if (ours.data[i] !== opencv.data[i]) differing += 1;
      expect(differing, board.dictionary).toBe(0);
    }
  });

  it('lists black rectangles inside the board, marker cells within their squares', () => {
    const layout = charucoLayout(cv, charuco());
    const rects = charucoBlackRects(layout);
    // 10 black squares, then the markers' black runs.
    expect(rects.slice(0, 10).every((r) => r.width === 1 && r.height === 1)).toBe(true);
    for (const rect of rects) {
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.y).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(5 + 1e-12);
      expect(rect.y + rect.height).toBeLessThanOrEqual(4 + 1e-12);
    }
  });
});

describe('renderCharuco (test-support), the ChArUco tests’ ground truth', () => {
  const board = charuco({ squaresX: 5, squaresY: 4, square: 0.04, marker: 0.03 });

  it('draws squares, marker cells and margin where the layout has them, face-on', () => {
    const layout = charucoLayout(cv, board);
    const t: [number, number, number] = [-0.1, -0.08, 0.5];
    const view = renderCharuco(VGA, layout, { rvec: [0, 0, 0], tvec: t });
    const at = (X: number, Y: number) => {
      const [u, v] = projectPoint(VGA, X + t[0], Y + t[1], t[2]);
      return view.image.data[Math.round(v) * 640 + Math.round(u)];
    };
    expect(at(0.02, 0.02)).toBe(25); // square (0, 0): black
    expect(at(0.0425, 0.0025)).toBe(225); // square (1, 0)'s white rim
    expect(at(-0.02, 0.05)).toBe(225); // the margin
    // Every cell centre of marker 0 (square (1, 0)) as the layout has it.
    const marker = layout.markers[0]!;
    const cell = 0.03 / 6;
    for (let j = 0; j < 6; j += 1) {
      for (let i = 0; i < 6; i += 1) {
        const value = at(0.04 + 0.005 + (i + 0.5) * cell, 0.005 + (j + 0.5) * cell);
        expect(value, `cell ${i}, ${j}`).toBe(marker.cells[j * 6 + i] ? 225 : 25);
      }
    }
    // The true corners are boardPoint's, projected.
    view.all.forEach(([u, v], id) => {
      const [X, Y] = boardPoint(board, id);
      expect(u).toBeCloseTo((520 * (X + t[0])) / t[2] + 319.5, 9);
      expect(v).toBeCloseTo((520 * (Y + t[1])) / t[2] + 239.5, 9);
    });
    expect(view.visible).toEqual([...Array(12).keys()]);
  });
});
