import type { MapProjector } from '@ads/lanelet2';
import type { PointCloudReply, PointCloudRequest } from './read-point-cloud';
import type { PointCloudLayer } from './point-cloud-store';

/**
 * Reads PCD files (one, or the pieces of a divided map) in a Web Worker of its own (ended when
 * done: a cloud is read once) as one layer, or throws an Error whose message says why the
 * files cannot be used.
 */
export async function loadPointCloud(
  files: readonly File[],
  projector: MapProjector,
): Promise<PointCloudLayer> {
  const read = await Promise.all(
    files.map(async (file) => ({ name: file.name, bytes: await file.arrayBuffer() })),
  );
  const worker = new Worker(new URL('./point-cloud.worker.ts', import.meta.url), {
    type: 'module',
  });
  try {
    const reply = await new Promise<PointCloudReply>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<PointCloudReply>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'the reader stopped'));
      const request: PointCloudRequest = { files: read, projector };
      worker.postMessage(
        request,
        read.map((file) => file.bytes),
      );
    });
    if (!reply.ok) throw new Error(reply.message);
    return {
      name: files.map((file) => file.name).join(', '),
      points: reply.points,
      drawn: reply.z.length,
      grid: reply.grid,
      lonLat: reply.lonLat,
      z: reply.z,
      zRange: reply.zRange,
      visible: true,
    };
  } finally {
    worker.terminate();
  }
}
