import type { CharucoLayout } from '@ads/calibration';
import { describe, expect, it } from 'vitest';
import { CHARUCO_MARGIN, charucoFileName, charucoRgba, charucoSvg } from './charuco-image';

/** A 3 × 3 board with 4 markers of 2 × 2 bits (4 cells with the border), all black but one cell. */
function layout(): CharucoLayout {
  const cells = (white: number) => {
    const bits = new Uint8Array(16);
    bits[white] = 1;
    return bits;
  };
  return {
    board: {
      kind: 'charuco',
      squaresX: 3,
      squaresY: 3,
      square: 0.04,
      marker: 0.02,
      dictionary: 'DICT_4X4_50',
    },
    cells: 4,
    markers: [
      { id: 0, x: 1, y: 0, cells: cells(5) },
      { id: 1, x: 0, y: 1, cells: cells(6) },
      { id: 2, x: 2, y: 1, cells: cells(9) },
      { id: 3, x: 1, y: 2, cells: cells(10) },
    ],
  };
}

describe('the ChArUco board to print', () => {
  it('is an SVG at its real size, with the black squares and the markers’ black cells', () => {
    const svg = charucoSvg(layout(), 40);
    // 3 squares and half a square of margin each side: 4 × 40 mm.
    expect(CHARUCO_MARGIN).toBe(0.5);
    expect(svg).toMatch(/width="160mm" height="160mm" viewBox="0 0 4 4"/);
    expect(svg).toMatch(/<title>ChArUco 3×3 squares, 40 mm squares, 20 mm markers, DICT_4X4_50/);
    // 5 black squares; each marker's rows of cells are one black run, but the row with the
    // white cell (inside the border), which is two.
    expect(svg.match(/<rect x/g)).toHaveLength(5 + 4 * 5);
    // Square (0, 0) after the margin; marker 0's first cell a quarter square in.
    expect(svg).toContain('<rect x="0.5" y="0.5" width="1" height="1"/>');
    expect(svg).toContain('<rect x="1.75" y="0.75" width="0.5" height="0.125"/>');
  });

  it('is a PNG’s pixels at 300 dpi, the same board', () => {
    const image = charucoRgba(layout(), 25.4);
    // 25.4 mm is 300 px a square; 4 squares with the margin.
    expect([image.width, image.height]).toEqual([1200, 1200]);
    const at = (u: number, v: number) => image.data[(v * 1200 + u) * 4];
    expect(at(10, 10)).toBe(255); // the margin
    expect(at(200, 200)).toBe(0); // square (0, 0)
    expect(at(500, 200)).toBe(255); // square (1, 0)'s white rim
    // Marker 0's white cell (1, 1): from 75 + 37.5 px into its square.
    expect(at(450 + 75 + 37 + 18, 150 + 75 + 37 + 18)).toBe(255);
    expect(at(450 + 75 + 18, 150 + 75 + 18)).toBe(0);
  });

  it('is named by what it is', () => {
    expect(charucoFileName(layout(), 40, 'svg')).toBe('charuco_3x3_40mm_20mm_DICT_4X4_50.svg');
  });
});
