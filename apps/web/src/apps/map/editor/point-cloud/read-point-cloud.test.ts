import { makeProjector } from '@ads/lanelet2';
import { describe, expect, it } from 'vitest';
import { PROJECTOR } from '../../model/test-helpers';
import { pointCloudFeatures } from '../map/point-cloud-layer';
import { groundAt } from './ground-grid';
import { readPointCloud } from './read-point-cloud';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

function asciiPcd(points: [number, number, number][]): ArrayBuffer {
  return bytes(
    [
      'VERSION 0.7',
      'FIELDS x y z',
      'SIZE 4 4 4',
      'TYPE F F F',
      'COUNT 1 1 1',
      `WIDTH ${points.length}`,
      'HEIGHT 1',
      `POINTS ${points.length}`,
      'DATA ascii',
      ...points.map((p) => p.join(' ')),
      '',
    ].join('\n'),
  );
}

describe('reading a point-cloud map for the editor', () => {
  it('gives the ground under a position and the points to draw in WGS84', () => {
    // A 10 × 10 m plane at 12.5 m, a point every 0.5 m, and a post 3 m high at (2.2, 2.2).
    const points: [number, number, number][] = [];
    for (let i = 0; i < 20; i++) for (let j = 0; j < 20; j++) points.push([i / 2, j / 2, 12.5]);
    points.push([2.2, 2.2, 15.5]);
    const { reply } = readPointCloud({
      files: [{ name: 'plane.pcd', bytes: asciiPcd(points) }],
      projector: PROJECTOR,
    });
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.points).toBe(401);
    expect(groundAt(reply.grid, 2.3, 2.3)).toBe(12.5);
    expect(groundAt(reply.grid, 50, 50)).toBeNull();
    expect(reply.z).toHaveLength(401);
    const { lat, lon } = makeProjector(PROJECTOR).reverse(0, 0, 12.5);
    expect(reply.lonLat[0]).toBeCloseTo(lon, 9);
    expect(reply.lonLat[1]).toBeCloseTo(lat, 9);
    // Drawn by height: the plane in the lowest colour, the post in a warmer one.
    const features = pointCloudFeatures(reply).features;
    expect(features.map((f) => f.geometry.coordinates.length)).toEqual([400, 1]);
    expect(features[0]!.properties.color).toBe('#2c7bb6');
    expect(features[1]!.properties.color).not.toBe('#2c7bb6');
  });

  it('reads the pieces of a divided map as one cloud', () => {
    // Two 10 m tiles side by side, at 3 m and 4 m (Autoware divides map clouds into grid cells).
    const tile = (x0: number, z: number) => {
      const points: [number, number, number][] = [];
      for (let i = 0; i < 20; i++) for (let j = 0; j < 20; j++) points.push([x0 + i / 2, j / 2, z]);
      return asciiPcd(points);
    };
    const { reply } = readPointCloud({
      files: [
        { name: 'west.pcd', bytes: tile(0, 3) },
        { name: 'east.pcd', bytes: tile(10, 4) },
      ],
      projector: PROJECTOR,
    });
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.points).toBe(800);
    expect(groundAt(reply.grid, 5.2, 5.2)).toBe(3);
    expect(groundAt(reply.grid, 15.2, 5.2)).toBe(4);
  });

  it('says why a file cannot be read', () => {
    const good = { name: 'a.pcd', bytes: asciiPcd([[0, 0, 1]]) };
    const bad = { name: 'b.pcd', bytes: bytes('VERSION 0.7\nFIELDS a b\n') };
    expect(() => readPointCloud({ files: [good, bad], projector: PROJECTOR })).toThrow(
      /^b\.pcd: PCD/,
    );
    const { reply } = readPointCloud({
      files: [{ name: 'empty.pcd', bytes: asciiPcd([]) }],
      projector: PROJECTOR,
    });
    expect(reply).toEqual({ ok: false, message: 'The file holds no points.' });
  });
});
