import { type PointCloudReply, type PointCloudRequest, readPointCloud } from './read-point-cloud';

/*
 * Reads a point-cloud map off the main thread (parsing, binning and projecting tens of millions
 * of points takes seconds): the file's bytes in, the ground grid and the points to draw out,
 * as typed arrays handed over rather than copied (read-point-cloud.ts).
 */

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PointCloudRequest>) => void) | null;
  postMessage(reply: PointCloudReply, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  try {
    const { reply, transfer } = readPointCloud(event.data);
    scope.postMessage(reply, transfer);
  } catch (error) {
    scope.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
