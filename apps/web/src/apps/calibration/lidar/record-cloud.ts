import type { RecordCloudHeader, RecordCloudTopic } from '@ads/contract';

/*
 * A record's frame made into what an opened file is: a binary PCD (x, y, z float32) handed to
 * the worker's `cloud` task like a .pcd the user picked, so the rest of the tab (3D view,
 * picking, the board in the cloud, the overlay) treats both alike.
 */

/** A binary PCD v0.7 of `xyz` (x, y, z per point): little-endian float32, as PCL writes. */
export function pcdOf(xyz: Float32Array): Uint8Array<ArrayBuffer> {
  const count = xyz.length / 3;
  const header = new TextEncoder().encode(
    [
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
    ].join('\n'),
  );
  const bytes = new Uint8Array(header.length + count * 12);
  bytes.set(header);
  const view = new DataView(bytes.buffer, header.length);
  for (let i = 0; i < xyz.length; i++) view.setFloat32(i * 4, xyz[i]!, true);
  return bytes;
}

/** The cloud's name on the page: record, topic and the frame's time. */
export function frameName(recordName: string, header: RecordCloudHeader): string {
  return `${recordName} ${header.topic} at ${header.t.toFixed(3)} s`;
}

/**
 * The time slider's step: the topic's mean message period to the millisecond (at least 1 ms),
 * so an arrow key moves about one frame; the server sends the message nearest the time.
 */
export function timeStep(topic: RecordCloudTopic): number {
  if (topic.first_t === null || topic.last_t === null || topic.count < 2) return 0.001;
  const period = (topic.last_t - topic.first_t) / (topic.count - 1);
  return Math.max(0.001, Math.round(period * 1000) / 1000);
}
