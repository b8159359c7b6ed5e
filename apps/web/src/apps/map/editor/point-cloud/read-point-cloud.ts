import { readPcd } from '@ads/calibration';
import { type MapProjector, makeProjector } from '@ads/lanelet2';
import { decimateForDisplay } from './decimate';
import { type GroundGrid, buildGroundGrid } from './ground-grid';

/*
 * What the point-cloud worker does with the files (point-cloud.worker.ts only wires it to
 * messages): the PCDs read, as one cloud (Autoware's pointcloud_map may be divided into many
 * files of one map frame), the ground grid for new nodes' z, the points to draw thinned and
 * put in WGS84 for maplibre. A file the reader refuses (damaged, unsupported) is thrown with
 * its name and the reader's sentence.
 */

export interface PointCloudRequest {
  files: { name: string; bytes: ArrayBuffer }[];
  projector: MapProjector;
}

/** The files' points as one x, y, z array. */
function readAll(files: PointCloudRequest['files']): { xyz: Float32Array; count: number } {
  const clouds = files.map(({ name, bytes }) => {
    try {
      return readPcd(new Uint8Array(bytes));
    } catch (error) {
      throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  });
  if (clouds.length === 1) return clouds[0]!;
  const count = clouds.reduce((n, cloud) => n + cloud.count, 0);
  const xyz = new Float32Array(count * 3);
  let at = 0;
  for (const cloud of clouds) {
    xyz.set(cloud.xyz.subarray(0, cloud.count * 3), at);
    at += cloud.count * 3;
  }
  return { xyz, count };
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
  const cloud = readAll(request.files);
  const grid = buildGroundGrid(cloud.xyz, cloud.count);
  if (!grid) {
    const message =
      request.files.length === 1 ? 'The file holds no points.' : 'The files hold no points.';
    return { reply: { ok: false, message }, transfer: [] };
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
