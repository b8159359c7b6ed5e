/**
 * Point-cloud files read in the browser: PCD v0.7 (PCL's format; DATA ascii, binary and
 * binary_compressed) and KITTI's velodyne .bin. Only what calibration needs is kept: x, y, z
 * and an intensity if there is one; points with a non-finite coordinate (PCL's "no return"
 * NaNs in organised clouds) are dropped.
 *
 * Coordinates come out as float32, as the viewer draws them: enough for sensor-frame clouds
 * (sub-micrometre within 100 m), not for map clouds in UTM coordinates, which should be
 * shifted before they are written.
 */

export interface PointCloud {
  /** x, y, z per point, metres. */
  xyz: Float32Array;
  /** One value per point, or null when the file has none. */
  intensity: Float32Array | null;
  count: number;
}

/** Field names read as intensity, first found wins (drivers name it differently). */
const INTENSITY_NAMES = ['intensity', 'i', 'reflectivity', 'reflectance'];

interface PcdField {
  name: string;
  size: number;
  type: string;
  count: number;
  /** Byte offset within a point (binary) and element offset within a line (ascii). */
  offset: number;
  element: number;
}

interface PcdHeader {
  fields: PcdField[];
  points: number;
  data: 'ascii' | 'binary' | 'binary_compressed';
  /** Bytes per point. */
  stride: number;
  /** Values per ascii line. */
  elements: number;
  /** Where the data starts, just after the DATA line. */
  dataStart: number;
}

export function readPcd(bytes: Uint8Array): PointCloud {
  const header = readPcdHeader(bytes);
  const field = (name: string) => header.fields.find((f) => f.name === name);
  const [fx, fy, fz] = [field('x'), field('y'), field('z')];
  if (!fx || !fy || !fz) throw new Error('PCD: the file has no x, y, z fields.');
  for (const f of [fx, fy, fz]) {
    if (f.count !== 1) throw new Error(`PCD: field ${f.name} has COUNT ${f.count}, expected 1.`);
  }
  const fi = INTENSITY_NAMES.map(field).find((f) => f !== undefined) ?? null;
  const wanted = fi ? [fx, fy, fz, fi] : [fx, fy, fz];
  const values = wanted.map(() => new Float64Array(header.points));

  if (header.data === 'ascii') {
    readAscii(bytes, header, wanted, values);
  } else if (header.data === 'binary') {
    const need = header.points * header.stride;
    if (bytes.length - header.dataStart < need) {
      throw new Error(
        `PCD: binary data is truncated (${bytes.length - header.dataStart} bytes, ` +
          `${need} needed for ${header.points} points).`,
      );
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset + header.dataStart, need);
    wanted.forEach((f, k) => {
      const read = reader(f);
      for (let p = 0; p < header.points; p += 1) {
        values[k]![p] = read(view, p * header.stride + f.offset);
      }
    });
  } else {
    const raw = decompressPcd(bytes, header);
    const view = new DataView(raw.buffer, raw.byteOffset, raw.length);
    // binary_compressed stores each field's values for all points together, fields in order.
    wanted.forEach((f, k) => {
      const read = reader(f);
      const base = header.points * f.offset;
      for (let p = 0; p < header.points; p += 1) {
        values[k]![p] = read(view, base + p * f.size * f.count);
      }
    });
  }
  return packFinite(values[0]!, values[1]!, values[2]!, fi ? values[3]! : null);
}

function readPcdHeader(bytes: Uint8Array): PcdHeader {
  const entries = new Map<string, string[]>();
  let position = 0;
  let data: string | undefined;
  let lineNumber = 0;
  while (data === undefined) {
    if (position >= bytes.length) {
      throw new Error('PCD: the header has no DATA line (is this a PCD file?).');
    }
    let end = bytes.indexOf(0x0a, position);
    if (end < 0) end = bytes.length;
    if (end - position > 4096)
      throw new Error('PCD: the header has an overlong line (not a PCD file?).');
    let line = '';
    for (let i = position; i < end; i += 1) line += String.fromCharCode(bytes[i]!);
    position = end + 1;
    lineNumber += 1;
    line = line.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (lineNumber > 64) throw new Error('PCD: no DATA line within the first 64 header lines.');
    const [key = '', ...rest] = line.split(/\s+/);
    const upper = key.toUpperCase();
    if (upper === 'DATA') data = rest[0]?.toLowerCase() ?? '';
    else entries.set(upper, rest);
  }
  if (data !== 'ascii' && data !== 'binary' && data !== 'binary_compressed') {
    throw new Error(`PCD: DATA ${data} is not ascii, binary or binary_compressed.`);
  }
  const names = entries.get('FIELDS');
  const sizes = entries.get('SIZE');
  const types = entries.get('TYPE');
  if (!names || !sizes || !types) throw new Error('PCD: the header lacks FIELDS, SIZE or TYPE.');
  const counts = entries.get('COUNT') ?? names.map(() => '1');
  if (sizes.length !== names.length || types.length !== names.length) {
    throw new Error('PCD: FIELDS, SIZE and TYPE have different lengths.');
  }
  if (counts.length !== names.length) throw new Error('PCD: COUNT and FIELDS differ in length.');
  let offset = 0;
  let element = 0;
  const fields = names.map((name, i) => {
    const size = positiveInteger(sizes[i]!, 'SIZE');
    const count = positiveInteger(counts[i]!, 'COUNT');
    const type = types[i]!.toUpperCase();
    const known =
      (type === 'F' && (size === 4 || size === 8)) ||
      ((type === 'I' || type === 'U') && [1, 2, 4, 8].includes(size));
    if (!known) throw new Error(`PCD: field ${name} has TYPE ${type} SIZE ${size}, not readable.`);
    const field = { name, size, type, count, offset, element };
    offset += size * count;
    element += count;
    return field;
  });
  const width = entries.get('WIDTH')?.[0];
  const height = entries.get('HEIGHT')?.[0];
  const declared = entries.get('POINTS')?.[0];
  let points: number;
  if (declared !== undefined) points = nonNegativeInteger(declared, 'POINTS');
  else if (width !== undefined) {
    points = nonNegativeInteger(width, 'WIDTH') * nonNegativeInteger(height ?? '1', 'HEIGHT');
  } else throw new Error('PCD: the header gives neither POINTS nor WIDTH.');
  if (width !== undefined && height !== undefined) {
    const product = nonNegativeInteger(width, 'WIDTH') * nonNegativeInteger(height, 'HEIGHT');
    if (product !== points) {
      throw new Error(`PCD: WIDTH × HEIGHT = ${product} but POINTS = ${points}.`);
    }
  }
  return { fields, points, data, stride: offset, elements: element, dataStart: position };
}

function positiveInteger(text: string, what: string): number {
  const value = nonNegativeInteger(text, what);
  if (value === 0) throw new Error(`PCD: ${what} must be positive, not 0.`);
  return value;
}

function nonNegativeInteger(text: string, what: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`PCD: ${what} "${text}" is not a whole number.`);
  return Number(text);
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const NOT_FINITE = /^[-+]?(nan|inf|infinity)$/i;

function readAscii(
  bytes: Uint8Array,
  header: PcdHeader,
  wanted: PcdField[],
  values: Float64Array[],
): void {
  const text = latin1(bytes.subarray(header.dataStart));
  const lines = text.split('\n');
  let p = 0;
  lines.forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed === '') return;
    if (p >= header.points) {
      throw new Error(`PCD: more data lines than the ${header.points} points declared.`);
    }
    const tokens = trimmed.split(/\s+/);
    if (tokens.length !== header.elements) {
      throw new Error(
        `PCD: data line ${i + 1} has ${tokens.length} values, ${header.elements} expected.`,
      );
    }
    wanted.forEach((f, k) => {
      const token = tokens[f.element]!;
      if (NUMBER.test(token)) values[k]![p] = Number(token);
      else if (NOT_FINITE.test(token)) values[k]![p] = NaN;
      else throw new Error(`PCD: data line ${i + 1}: "${token}" is not a number.`);
    });
    p += 1;
  });
  if (p !== header.points) {
    throw new Error(`PCD: ${p} data lines but POINTS says ${header.points}.`);
  }
}

/** Bytes → string one char per byte (ascii data is ASCII; the contract has no TextDecoder type). */
function latin1(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 8192) {
    parts.push(String.fromCharCode(...bytes.subarray(i, i + 8192)));
  }
  return parts.join('');
}

type Read = (view: DataView, at: number) => number;

/** A field's first value at a byte offset, little-endian as PCL writes it. */
function reader(field: PcdField): Read {
  const { type, size } = field;
  if (type === 'F') {
    return size === 4 ? (v, at) => v.getFloat32(at, true) : (v, at) => v.getFloat64(at, true);
  }
  if (type === 'I') {
    if (size === 1) return (v, at) => v.getInt8(at);
    if (size === 2) return (v, at) => v.getInt16(at, true);
    if (size === 4) return (v, at) => v.getInt32(at, true);
    return (v, at) => Number(v.getBigInt64(at, true));
  }
  if (size === 1) return (v, at) => v.getUint8(at);
  if (size === 2) return (v, at) => v.getUint16(at, true);
  if (size === 4) return (v, at) => v.getUint32(at, true);
  return (v, at) => Number(v.getBigUint64(at, true));
}

function decompressPcd(bytes: Uint8Array, header: PcdHeader): Uint8Array {
  const start = header.dataStart;
  if (bytes.length - start < 8) {
    throw new Error('PCD: binary_compressed data lacks its two size words.');
  }
  const sizes = new DataView(bytes.buffer, bytes.byteOffset + start, 8);
  const compressed = sizes.getUint32(0, true);
  const uncompressed = sizes.getUint32(4, true);
  const need = header.points * header.stride;
  if (uncompressed !== need) {
    throw new Error(
      `PCD: binary_compressed says ${uncompressed} bytes uncompressed; ${header.points} ` +
        `points of ${header.stride} bytes are ${need}.`,
    );
  }
  if (bytes.length - start - 8 < compressed) {
    throw new Error(
      `PCD: binary_compressed data is truncated (${bytes.length - start - 8} of ${compressed} bytes).`,
    );
  }
  return lzfDecompress(bytes.subarray(start + 8, start + 8 + compressed), uncompressed);
}

/**
 * LZF (liblzf, Marc Lehmann; PCL compresses with it): a run of control bytes. ctrl < 32: a
 * literal of ctrl + 1 bytes follows. Otherwise a back reference: length = (ctrl >> 5) + 2,
 * with 7 meaning "add the next byte", and distance = ((ctrl & 31) << 8 | next byte) + 1 back
 * from the output's end; the copy may overlap itself (a run), so it goes byte by byte.
 */
export function lzfDecompress(input: Uint8Array, outputLength: number): Uint8Array {
  const out = new Uint8Array(outputLength);
  let ip = 0;
  let op = 0;
  const fail = (why: string): never => {
    throw new Error(`LZF: corrupt data at byte ${ip} (${why}).`);
  };
  while (ip < input.length) {
    const ctrl = input[ip++]!;
    if (ctrl < 32) {
      const length = ctrl + 1;
      if (ip + length > input.length) fail('literal runs past the end');
      if (op + length > outputLength) fail('output longer than declared');
      out.set(input.subarray(ip, ip + length), op);
      ip += length;
      op += length;
      continue;
    }
    let length = ctrl >> 5;
    if (length === 7) {
      if (ip >= input.length) fail('length byte missing');
      length += input[ip++]!;
    }
    if (ip >= input.length) fail('distance byte missing');
    const from = op - ((ctrl & 0x1f) << 8) - input[ip++]! - 1;
    length += 2;
    if (from < 0) fail('reference before the start');
    if (op + length > outputLength) fail('output longer than declared');
    for (let k = 0; k < length; k += 1) out[op++] = out[from + k]!;
  }
  if (op !== outputLength) {
    throw new Error(`LZF: ${op} bytes decompressed, ${outputLength} declared.`);
  }
  return out;
}

/** KITTI velodyne scans: float32 little-endian x, y, z, reflectance per point, no header. */
export function readKittiBin(bytes: Uint8Array): PointCloud {
  if (bytes.length % 16 !== 0) {
    throw new Error(
      `KITTI .bin: ${bytes.length} bytes is not a whole number of 16-byte points ` +
        '(float32 x, y, z, reflectance).',
    );
  }
  const n = bytes.length / 16;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const columns = [0, 1, 2, 3].map(() => new Float64Array(n));
  for (let p = 0; p < n; p += 1) {
    for (let k = 0; k < 4; k += 1) columns[k]![p] = view.getFloat32(p * 16 + k * 4, true);
  }
  return packFinite(columns[0]!, columns[1]!, columns[2]!, columns[3]!);
}

function packFinite(
  x: Float64Array,
  y: Float64Array,
  z: Float64Array,
  intensity: Float64Array | null,
): PointCloud {
  const n = x.length;
  const xyz = new Float32Array(n * 3);
  const kept = intensity ? new Float32Array(n) : null;
  let count = 0;
  for (let p = 0; p < n; p += 1) {
    if (!(Number.isFinite(x[p]!) && Number.isFinite(y[p]!) && Number.isFinite(z[p]!))) continue;
    xyz[count * 3] = x[p]!;
    xyz[count * 3 + 1] = y[p]!;
    xyz[count * 3 + 2] = z[p]!;
    if (kept) kept[count] = intensity![p]!;
    count += 1;
  }
  return {
    xyz: xyz.slice(0, count * 3),
    intensity: kept ? kept.slice(0, count) : null,
    count,
  };
}
