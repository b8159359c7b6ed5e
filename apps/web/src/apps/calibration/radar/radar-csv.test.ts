import { describe, expect, it } from 'vitest';
import {
  LIDAR_EXAMPLE,
  RADAR_EXAMPLE,
  parseLidarCsv,
  parseRadarCsv,
  radarPoints,
} from './radar-csv';

describe('parseRadarCsv', () => {
  it('reads range, azimuth and RCS by position, with any separator and comments', () => {
    const text = '# from the radar log\n5.0, 10, 12\n6.5;-3.5;9\n\n7\t0\t-1\n8 2.5 4 # last';
    expect(parseRadarCsv(text)).toEqual({
      rows: [
        { range: 5, azimuthDeg: 10, rcs: 12 },
        { range: 6.5, azimuthDeg: -3.5, rcs: 9 },
        { range: 7, azimuthDeg: 0, rcs: -1 },
        { range: 8, azimuthDeg: 2.5, rcs: 4 },
      ],
      errors: [],
    });
  });

  it('follows a header that names the columns in another order, units and all', () => {
    const text = 'RCS [dBsm], Azimuth (deg), range_m\n12, 10, 5\n9, -3, 6';
    expect(parseRadarCsv(text).rows).toEqual([
      { range: 5, azimuthDeg: 10, rcs: 12 },
      { range: 6, azimuthDeg: -3, rcs: 9 },
    ]);
    // RCS may be left out: 0 dBsm.
    expect(parseRadarCsv('range,azimuth\n5,1').rows).toEqual([{ range: 5, azimuthDeg: 1, rcs: 0 }]);
  });

  it('says which lines it could not read, and keeps the others', () => {
    const text = 'range,azimuth,rcs\n5,abc,1\n6\n-2,4,1\n7,1,2';
    const table = parseRadarCsv(text);
    expect(table.rows).toEqual([{ range: 7, azimuthDeg: 1, rcs: 2 }]);
    expect(table.errors).toEqual([
      'Line 2: “abc” is not a number (azimuth).',
      'Line 3: no azimuth value.',
      'A range of -2 m is negative; it was left out.',
    ]);
    expect(parseRadarCsv('x,y\n1,2')).toEqual({
      rows: [],
      errors: ['Line 1: the header has no range, azimuth column.'],
    });
  });

  it('reads its own example', () => {
    const table = parseRadarCsv(RADAR_EXAMPLE);
    expect(table.errors).toEqual([]);
    expect(table.rows).toHaveLength(6);
  });
});

describe('parseLidarCsv', () => {
  it('reads x, y and z (0 when absent)', () => {
    expect(parseLidarCsv('1,2,3\n4 5').rows).toEqual([
      { x: 1, y: 2, z: 3 },
      { x: 4, y: 5, z: 0 },
    ]);
    expect(parseLidarCsv('y,x\n2,1').rows).toEqual([{ x: 1, y: 2, z: 0 }]);
    const table = parseLidarCsv(LIDAR_EXAMPLE);
    expect(table.errors).toEqual([]);
    expect(table.rows[0]).toEqual({ x: 6, y: 1.5, z: 0.42 });
  });

  it('an empty paste is no rows and no errors', () => {
    expect(parseLidarCsv('  \n# nothing\n')).toEqual({ rows: [], errors: [] });
  });
});

describe('radarPoints', () => {
  const rows = [
    { range: 10, azimuthDeg: 30, rcs: 12 },
    { range: 5, azimuthDeg: 0, rcs: -5 },
    { range: 2, azimuthDeg: -90, rcs: 20 },
  ];

  it('keeps the strong returns, in the radar plane with y to the left', () => {
    const { points, rows: kept } = radarPoints(rows, { minRcs: 0, azimuthLeft: true });
    expect(kept).toEqual([0, 2]);
    expect(points[0]![0]).toBeCloseTo(10 * Math.cos(Math.PI / 6), 9);
    expect(points[0]![1]).toBeCloseTo(5, 9);
    expect(points[1]![1]).toBeCloseTo(-2, 9);
  });

  it('turns a clockwise azimuth around', () => {
    const { points } = radarPoints(rows, { minRcs: -10, azimuthLeft: false });
    expect(points).toHaveLength(3);
    expect(points[0]![1]).toBeCloseTo(-5, 9);
    expect(points[2]![1]).toBeCloseTo(2, 9);
  });
});
