import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';

// Files the HDMAP Builder spec gives the editor or reads back from it: a point-cloud map to
// load, and what an exported OSM file says.

export async function downloaded(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

/**
 * A binary PCD (Autoware's pointcloud_map format) in the new map's local metres: a road plane
 * at z = 12.5 with a few centimetres of noise over 80 × 40 m around the origin, and a parked
 * car (a 4.5 × 1.8 m box 1.5 m high) beside it, so the layer shows more than one colour.
 */
export function planePcd(): Buffer {
  const points: number[] = [];
  let seed = 7;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return (seed / 2 ** 31 - 0.5) * 0.06;
  };
  // Whole-number steps: 321 × 161 road points, 23 × 10 on the car.
  for (let i = 0; i <= 320; i++) {
    for (let j = 0; j <= 160; j++) points.push(-40 + i * 0.25, -20 + j * 0.25, 12.5 + noise());
  }
  for (let i = 0; i < 23; i++) {
    for (let j = 0; j < 10; j++) points.push(-25 + i * 0.2, 5 + j * 0.2, 14 + noise());
  }
  const count = points.length / 3;
  const header = [
    '# .PCD v0.7 - Point Cloud Data file format',
    'VERSION 0.7',
    'FIELDS x y z',
    'SIZE 4 4 4',
    'TYPE F F F',
    'COUNT 1 1 1',
    `WIDTH ${count}`,
    'HEIGHT 1',
    'VIEWPOINT 0 0 0 1 0 0 0',
    `POINTS ${count}`,
    'DATA binary',
    '',
  ].join('\n');
  return Buffer.concat([
    Buffer.from(header, 'ascii'),
    Buffer.from(new Float32Array(points).buffer),
  ]);
}

/** Each node's `ele` in an exported OSM file, by node id. */
export function elevations(xml: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const match of xml.matchAll(/<node id="(-?\d+)"[^>]*>([\s\S]*?)<\/node>/g)) {
    const ele = /k="ele" v="([^"]+)"/.exec(match[2]!);
    if (ele) out.set(match[1]!, Number(ele[1]));
  }
  return out;
}

/** The node ids of the ways tagged `type`. */
export function waysOfType(xml: string, type: string): { nodes: string[]; body: string }[] {
  return [...xml.matchAll(/<way id="-?\d+"[^>]*>([\s\S]*?)<\/way>/g)]
    .filter((match) => match[1]!.includes(`k="type" v="${type}"`))
    .map((match) => ({
      nodes: [...match[1]!.matchAll(/<nd ref="(-?\d+)"/g)].map((nd) => nd[1]!),
      body: match[1]!,
    }));
}
