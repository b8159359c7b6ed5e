import { readPcd } from '@ads/calibration';
import { type MapProjector, makeProjector } from '@ads/lanelet2';
import { decimateForDisplay } from './decimate';
import { type GroundGrid, buildGroundGrid } from './ground-grid';

/*
 * What the point-cloud worker does with a file (point-cloud.worker.ts only wires it to
 * messages): the PCD read, the ground grid for new nodes' z, the points to draw thinned and
 * put in WGS84 for maplibre. A reader error (a damaged or unsupported file) is thrown with the
 * reader's sentence.
 */

export interface PointCloudRequest {
  bytes: ArrayBuffer;
  projector: MapProjector;
}

export type PointCloudReply =
  | {
      ok: true;
      points: number;
      grid: GroundGrid;
      /** [lon, lat] per drawn point (NaN under a Local projector: then none are drawn). */
      lonLat: Float64Array;
      z: Float32Array;
      /** The 2nd and 98th percentile of the drawn z, the ends of the colour ramp. */
      zRange: [number, number];
    }
  | { ok: false; message: string };

/** The reply to a request, and the buffers to hand over with it. */
export function readPointCloud(request: PointCloudRequest): {
  reply: PointCloudReply;
  transfer: Transferable[];
} {
  const cloud = readPcd(new Uint8Array(request.bytes));
  const grid = buildGroundGrid(cloud.xyz, cloud.count);
  if (!grid) {
    return { reply: { ok: false, message: 'The file holds no points.' }, transfer: [] };
  }
  const kept = decimateForDisplay(cloud.xyz, cloud.count);
  const projection = makeProjector(request.projector);
  const lonLat = new Float64Array(kept.length * 2);
  const z = new Float32Array(kept.length);
  kept.forEach((index, i) => {
    const px = cloud.xyz[index * 3]!;
    const py = cloud.xyz[index * 3 + 1]!;
    const pz = cloud.xyz[index * 3 + 2]!;
    const { lon, lat } = projection.reverse(px, py, pz);
    lonLat[i * 2] = lon;
    lonLat[i * 2 + 1] = lat;
    z[i] = pz;
  });
  const sorted = z.slice().sort();
  const zRange: [number, number] = [
    sorted[Math.floor(0.02 * (sorted.length - 1))]!,
    sorted[Math.floor(0.98 * (sorted.length - 1))]!,
  ];
  return {
    reply: { ok: true, points: cloud.count, grid, lonLat, z, zRange },
    transfer: [grid.z.buffer, lonLat.buffer, z.buffer],
  };
}
