import {
  CLOUD_UNIT_M,
  type DetectedObject,
  OBJECT_CLASSES,
  PointCloudFrame,
  VehiclePlanning,
} from './hmi';
import { z } from './zod';

/*
 * The HMI feed's packed forms (issue 33: "send what changed; downsample; binary where it
 * pays"). A page that asks for the plan or the cloud with `{ packed: true }` gets, while no
 * viewer of the spec's forms watches too:
 * - the plan's objects as rows of integers (PackedObjects) instead of keyed objects: 50 objects
 *   at 10 Hz were 70 kB/s of JSON, as rows ~20 kB/s;
 * - the cloud as PackedCloudFrame: the same Int16 centimetres, each axis as the zigzag varints
 *   of its differences from the point before (a sweep's neighbours lie close), deflated, sent as
 *   binary (a socket.io attachment, not base64 text): a 20,000-point sweep with 2 cm range noise
 *   is ~19 kB instead of 160 kB. Lossless against the spec's form.
 * The spec's forms (VehiclePlanning.objects, PointCloudFrame.points) stay what an agent sends
 * when anyone asks without `packed` (FMS, an older page, a script), and what every page reads.
 */

/** `packed: true` in a `vehiclePlanningAPI` / `vehicleCloudAPI` REQUEST: this viewer reads them. */
export const HmiWatchRequest = z.object({ packed: z.boolean().optional() }).passthrough();

const Lat = z.number().min(-90).max(90);
const Lon = z.number().min(-180).max(180);

/**
 * One object as a row: id, class (OBJECT_CLASSES index), lat and lon in 1e-7 degrees from the
 * row before (the first from `lat`/`lon`), heading in 0.01°, length, width and height in cm,
 * speed in cm/s.
 */
export const PackedObjectRow = z.tuple([
  z.string().min(1).max(40),
  z
    .number()
    .int()
    .min(0)
    .max(OBJECT_CLASSES.length - 1),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int().nonnegative(),
  z.number().int().nonnegative(),
  z.number().int().nonnegative(),
  z.number().int(),
]);
export type PackedObjectRow = z.infer<typeof PackedObjectRow>;

export const PackedObjects = z.object({
  lat: Lat,
  lon: Lon,
  rows: z.array(PackedObjectRow).max(500),
});
export type PackedObjects = z.infer<typeof PackedObjects>;

const E7 = 1e7;

export function packObjects(objects: readonly DetectedObject[]): PackedObjects {
  const first = objects[0];
  const lat = first ? Math.round(first.lat * E7) / E7 : 0;
  const lon = first ? Math.round(first.lon * E7) / E7 : 0;
  let lastLat = Math.round(lat * E7);
  let lastLon = Math.round(lon * E7);
  const rows = objects.map((object): PackedObjectRow => {
    const la = Math.round(object.lat * E7);
    const lo = Math.round(object.lon * E7);
    const row: PackedObjectRow = [
      object.id,
      Math.max(0, OBJECT_CLASSES.indexOf(object.class)),
      la - lastLat,
      lo - lastLon,
      Math.round(object.heading * 100),
      Math.round(object.length * 100),
      Math.round(object.width * 100),
      Math.round(object.height * 100),
      Math.round(object.speed * 100),
    ];
    lastLat = la;
    lastLon = lo;
    return row;
  });
  return { lat, lon, rows };
}

export function unpackObjects(packed: PackedObjects): DetectedObject[] {
  let lat = Math.round(packed.lat * E7);
  let lon = Math.round(packed.lon * E7);
  return packed.rows.map(([id, kind, dLat, dLon, heading, length, width, height, speed]) => {
    lat += dLat;
    lon += dLon;
    return {
      id,
      class: OBJECT_CLASSES[kind] ?? 'UNKNOWN',
      lat: lat / E7,
      lon: lon / E7,
      heading: heading / 100,
      length: length / 100,
      width: width / 100,
      height: height / 100,
      speed: speed / 100,
    };
  });
}

/**
 * Binary as socket.io hands it over: an ArrayBuffer in the browser, a Buffer in Node. Told by
 * its tag and ArrayBuffer.isView, not `instanceof`: a test's DOM brings a realm of its own.
 */
const isArrayBuffer = (value: unknown): value is ArrayBuffer =>
  Object.prototype.toString.call(value) === '[object ArrayBuffer]';
const Binary = z.custom<ArrayBuffer | Uint8Array>(
  (value) => isArrayBuffer(value) || ArrayBuffer.isView(value),
  'Expected binary data',
);

/** The bytes of either kind, as this realm's Uint8Array. */
function bytesOf(binary: ArrayBuffer | ArrayBufferView): Uint8Array {
  return isArrayBuffer(binary)
    ? new Uint8Array(binary)
    : new Uint8Array(binary.buffer, binary.byteOffset, binary.byteLength);
}

/** PointCloudFrame with `deltas` (deflated varints, see above) in place of base64 `points`. */
export const PackedCloudFrame = PointCloudFrame.omit({ points: true }).extend({
  deltas: Binary,
});
export type PackedCloudFrame = z.infer<typeof PackedCloudFrame>;

const clampInt16 = (value: number) => (value > 32767 ? 32767 : value < -32768 ? -32768 : value);

/** x, y, z metres (flat) → the undeflated deltas: per axis, zigzag varints of differences. */
export function cloudDeltas(xyz: ArrayLike<number>): { count: number; bytes: Uint8Array } {
  const count = Math.floor(xyz.length / 3);
  const out = new Uint8Array(count * 3 * 3);
  let at = 0;
  for (let axis = 0; axis < 3; axis += 1) {
    let last = 0;
    for (let i = 0; i < count; i += 1) {
      const value = clampInt16(Math.round((xyz[i * 3 + axis] as number) / CLOUD_UNIT_M));
      const delta = value - last;
      last = value;
      let zigzag = delta >= 0 ? delta * 2 : -delta * 2 - 1;
      while (zigzag >= 0x80) {
        out[at++] = (zigzag & 0x7f) | 0x80;
        zigzag >>>= 7;
      }
      out[at++] = zigzag;
    }
  }
  return { count, bytes: out.subarray(0, at) };
}

/**
 * The deltas back to metres (x, y, z flat); points the bytes do not hold stay 0. It runs on the
 * HMI page's main thread for every sweep, so in integer arithmetic where that is exact (a
 * varint's first four bytes, a zigzag under 2^31): ~9× faster than reading every byte with
 * `2 ** shift` and halving (issue 33: 1 ms of a frame per 20,000-point sweep). Longer varints,
 * which no writer of ours makes, read as before.
 */
export function cloudFromDeltas(bytes: Uint8Array, count: number): Float32Array {
  const out = new Float32Array(count * 3);
  const end = bytes.length;
  const size = count * 3;
  let at = 0;
  for (let axis = 0; axis < 3; axis += 1) {
    let value = 0;
    for (let i = axis; i < size && at < end; i += 3) {
      let byte = bytes[at++]!;
      let zigzag = byte & 0x7f;
      let shift = 7;
      while (byte & 0x80 && at < end) {
        byte = bytes[at++]!;
        zigzag += shift < 28 ? (byte & 0x7f) << shift : (byte & 0x7f) * 2 ** shift;
        shift += 7;
      }
      value +=
        zigzag < 0x80000000
          ? (zigzag >>> 1) ^ -(zigzag & 1)
          : zigzag % 2 === 0
            ? zigzag / 2
            : -(zigzag + 1) / 2;
      out[i] = value * CLOUD_UNIT_M;
    }
  }
  return out;
}

/**
 * A (de)compression stream, typed here: the contract compiles without the DOM's or Node's
 * typings (driving-sim has neither), and both runtimes have the globals.
 */
interface Deflate {
  readable: {
    getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }> };
  };
  writable: { getWriter(): { write(chunk: Uint8Array): Promise<void>; close(): Promise<void> } };
}
type DeflateMaker = new (format: 'deflate-raw') => Deflate;
const streams = globalThis as unknown as {
  CompressionStream: DeflateMaker;
  DecompressionStream: DeflateMaker;
};

/** Runs bytes through a (de)compression stream. */
async function through(bytes: Uint8Array, stream: Deflate): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // Not awaited: the write resolves only as the other end is read (a failure shows there).
  writer.write(bytes).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done || !value) break;
    chunks.push(value);
    size += value.length;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Packs a sweep for PackedCloudFrame.deltas (CompressionStream: Node and browsers alike). */
export async function packCloudDeltas(
  xyz: ArrayLike<number>,
): Promise<{ count: number; deltas: Uint8Array }> {
  const { count, bytes } = cloudDeltas(xyz);
  return { count, deltas: await through(bytes, new streams.CompressionStream('deflate-raw')) };
}

/** PackedCloudFrame's points in metres (x, y, z flat). */
export async function unpackCloudDeltas(
  frame: Pick<PackedCloudFrame, 'count' | 'deltas'>,
): Promise<Float32Array> {
  const packed = bytesOf(frame.deltas);
  const bytes = await through(packed, new streams.DecompressionStream('deflate-raw'));
  return cloudFromDeltas(bytes, frame.count);
}

/**
 * A plan in the packed form: `objects` empty, the objects as rows in `objects_packed`
 * (`planningObjects` reads either form).
 */
export const PackedPlanning = VehiclePlanning.extend({ objects_packed: PackedObjects });
export type PackedPlanning = z.infer<typeof PackedPlanning>;

/** A plan in the packed form (its objects moved into rows). */
export function packPlanning(planning: VehiclePlanning): PackedPlanning {
  return { ...planning, objects: [], objects_packed: packObjects(planning.objects) };
}

/** A plan of either form, with its objects as the spec's DetectedObjects; null when neither. */
export function readPlanning(data: unknown): VehiclePlanning | null {
  const packed = PackedPlanning.safeParse(data);
  if (packed.success) {
    const { objects_packed: rows, ...plan } = packed.data;
    return { ...plan, objects: unpackObjects(rows) };
  }
  const plain = VehiclePlanning.safeParse(data);
  return plain.success ? plain.data : null;
}
