/**
 * A point cloud as a PCD v0.7 file (PCL's format), the way a lidar driver's recorder writes
 * one: fields x y z intensity as float32, unorganised (HEIGHT 1), DATA binary (little-endian,
 * point after point) or ascii. Bytes, not a Node Buffer, so the contract's tests (typed without
 * Node) can read it back. The lidar–camera sample writes its clouds with it.
 */
export function encodePcd(
  xyz: Float32Array,
  intensity: Float32Array | null = null,
  data: 'binary' | 'ascii' = 'binary',
): Uint8Array<ArrayBuffer> {
  const count = Math.floor(xyz.length / 3);
  if (intensity && intensity.length !== count) {
    throw new Error(`encodePcd: ${intensity.length} intensities for ${count} points.`);
  }
  const fields = intensity ? ['x', 'y', 'z', 'intensity'] : ['x', 'y', 'z'];
  const header = [
    '# .PCD v0.7 - Point Cloud Data file format',
    'VERSION 0.7',
    `FIELDS ${fields.join(' ')}`,
    `SIZE ${fields.map(() => 4).join(' ')}`,
    `TYPE ${fields.map(() => 'F').join(' ')}`,
    `COUNT ${fields.map(() => 1).join(' ')}`,
    `WIDTH ${count}`,
    'HEIGHT 1',
    'VIEWPOINT 0 0 0 1 0 0 0',
    `POINTS ${count}`,
    `DATA ${data}`,
    '',
  ].join('\n');
  const value = (p: number, k: number) => (k < 3 ? xyz[p * 3 + k]! : intensity![p]!);
  if (data === 'ascii') {
    const lines: string[] = [];
    // float32 values written with 9 significant digits read back to the same float32.
    for (let p = 0; p < count; p += 1) {
      lines.push(fields.map((_, k) => String(+value(p, k).toPrecision(9))).join(' '));
    }
    return bytesOf(`${header}${lines.join('\n')}\n`);
  }
  const head = bytesOf(header);
  const stride = fields.length * 4;
  const out = new Uint8Array(head.length + count * stride);
  out.set(head);
  const view = new DataView(out.buffer, head.length);
  for (let p = 0; p < count; p += 1) {
    for (let k = 0; k < fields.length; k += 1)
      view.setFloat32(p * stride + k * 4, value(p, k), true);
  }
  return out;
}

function bytesOf(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0));
}
