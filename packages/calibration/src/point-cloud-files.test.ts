import { describe, expect, it } from 'vitest';
import liblzfFixture from './fixtures/liblzf-binary-compressed.json';
import { lzfDecompress, readKittiBin, readPcd } from './point-cloud-files';

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

interface Field {
  name: string;
  size: number;
  type: 'F' | 'I' | 'U';
  count: number;
}

/** A mix of sizes, types and counts, as drivers write them: only x, y, z, intensity are read. */
const FIELDS: Field[] = [
  { name: 'x', size: 4, type: 'F', count: 1 },
  { name: 'y', size: 8, type: 'F', count: 1 },
  { name: '_', size: 1, type: 'U', count: 3 },
  { name: 'z', size: 4, type: 'F', count: 1 },
  { name: 'intensity', size: 2, type: 'U', count: 1 },
  { name: 'ring', size: 2, type: 'U', count: 1 },
  { name: 'normal', size: 4, type: 'F', count: 3 },
  { name: 'timestamp', size: 8, type: 'F', count: 1 },
  { name: 'offset', size: 1, type: 'I', count: 1 },
];

/** Points as rows of values, one per field element (COUNT expands). */
const POINTS: number[][] = [
  [1.5, -2.25, 0, 0, 0, 0.125, 100, 7, 0, 0, 1, 1700000000.5, -3],
  [NaN, NaN, 0, 0, 0, NaN, 0, 0, 0, 0, 0, 0, 0], // no return, as PCL marks it
  [-10.75, 3.5, 1, 2, 3, -1.5, 65535, 15, 0.5, 0.5, 0.5, 1700000000.75, 127],
  [0.25, 0.5, 9, 9, 9, 2, 12, 1, 1, 0, 0, 0, -128],
];

function header(data: string, fields = FIELDS, points = POINTS.length): string {
  return [
    '# .PCD v0.7 - Point Cloud Data file format',
    'VERSION 0.7',
    `FIELDS ${fields.map((f) => f.name).join(' ')}`,
    `SIZE ${fields.map((f) => f.size).join(' ')}`,
    `TYPE ${fields.map((f) => f.type).join(' ')}`,
    `COUNT ${fields.map((f) => f.count).join(' ')}`,
    `WIDTH ${points}`,
    'HEIGHT 1',
    'VIEWPOINT 0 0 0 1 0 0 0',
    `POINTS ${points}`,
    `DATA ${data}`,
    '',
  ].join('\n');
}

function writeValue(view: DataView, at: number, field: Field, value: number): void {
  if (field.type === 'F') {
    if (field.size === 4) view.setFloat32(at, value, true);
    else view.setFloat64(at, value, true);
  } else if (field.type === 'I') {
    if (field.size === 1) view.setInt8(at, value);
    else if (field.size === 2) view.setInt16(at, value, true);
    else view.setInt32(at, value, true);
  } else if (field.size === 1) view.setUint8(at, value);
  else if (field.size === 2) view.setUint16(at, value, true);
  else view.setUint32(at, value, true);
}

/** PCL's binary layout: point after point, fields in order. */
function binaryRows(): Uint8Array {
  const stride = FIELDS.reduce((n, f) => n + f.size * f.count, 0);
  const out = new Uint8Array(stride * POINTS.length);
  const view = new DataView(out.buffer);
  POINTS.forEach((values, p) => {
    let at = p * stride;
    let element = 0;
    for (const field of FIELDS) {
      for (let k = 0; k < field.count; k += 1) {
        writeValue(view, at, field, values[element]!);
        at += field.size;
        element += 1;
      }
    }
  });
  return out;
}

/** binary_compressed's layout before LZF: each field's values for all points, fields in order. */
function binaryColumns(): Uint8Array {
  const stride = FIELDS.reduce((n, f) => n + f.size * f.count, 0);
  const out = new Uint8Array(stride * POINTS.length);
  const view = new DataView(out.buffer);
  let at = 0;
  let first = 0;
  for (const field of FIELDS) {
    for (const values of POINTS) {
      for (let k = 0; k < field.count; k += 1) {
        writeValue(view, at, field, values[first + k]!);
        at += field.size;
      }
    }
    first += field.count;
  }
  return out;
}

/**
 * A small LZF compressor (greedy, 3-byte hash), enough to write test files: literal runs of
 * up to 32 bytes, back references of 3–264 bytes up to 8192 back. Checked once against
 * liblzf.so.1's lzf_decompress (python3 + ctypes): it decodes this output byte for byte.
 */
function lzfCompress(input: Uint8Array): Uint8Array {
  const out: number[] = [];
  const literal: number[] = [];
  const flush = () => {
    for (let i = 0; i < literal.length; i += 32) {
      const run = literal.slice(i, i + 32);
      out.push(run.length - 1, ...run);
    }
    literal.length = 0;
  };
  const last = new Map<number, number>();
  let ip = 0;
  while (ip < input.length) {
    if (ip + 2 < input.length) {
      const key = (input[ip]! << 16) | (input[ip + 1]! << 8) | input[ip + 2]!;
      const ref = last.get(key);
      last.set(key, ip);
      if (ref !== undefined && ip - ref - 1 < 8192) {
        let length = 0;
        const max = Math.min(264, input.length - ip);
        while (length < max && input[ref + length] === input[ip + length]) length += 1;
        if (length >= 3) {
          flush();
          const distance = ip - ref - 1;
          const code = length - 2;
          if (code < 7) out.push((code << 5) | (distance >> 8));
          else out.push((7 << 5) | (distance >> 8), code - 7);
          out.push(distance & 0xff);
          ip += length;
          continue;
        }
      }
    }
    literal.push(input[ip]!);
    ip += 1;
  }
  flush();
  return Uint8Array.from(out);
}

function compressedFile(raw: Uint8Array, compressed: Uint8Array): Uint8Array {
  const sizes = new Uint8Array(8);
  const view = new DataView(sizes.buffer);
  view.setUint32(0, compressed.length, true);
  view.setUint32(4, raw.length, true);
  return concat(ascii(header('binary_compressed')), sizes, compressed);
}

/** The finite points as float32, as readPcd gives them. */
function expected() {
  const kept = POINTS.filter((p) => [p[0]!, p[1]!, p[5]!].every(Number.isFinite));
  return {
    xyz: Array.from(new Float32Array(kept.flatMap((p) => [p[0]!, p[1]!, p[5]!]))),
    intensity: kept.map((p) => p[6]!),
  };
}

describe('readPcd', () => {
  it('reads DATA ascii, dropping NaN points and fields it does not need', () => {
    const lines = POINTS.map((p) => p.map((v) => (Number.isNaN(v) ? 'nan' : String(v))).join(' '));
    const cloud = readPcd(ascii(header('ascii') + lines.join('\r\n') + '\r\n'));
    expect(cloud.count).toBe(3);
    expect(Array.from(cloud.xyz)).toEqual(expected().xyz);
    expect(Array.from(cloud.intensity!)).toEqual(expected().intensity);
  });

  it('reads DATA binary with any SIZE / TYPE / COUNT mix', () => {
    const cloud = readPcd(concat(ascii(header('binary')), binaryRows()));
    expect(cloud.count).toBe(3);
    expect(Array.from(cloud.xyz)).toEqual(expected().xyz);
    expect(Array.from(cloud.intensity!)).toEqual(expected().intensity);
  });

  it('reads DATA binary_compressed written by a test LZF compressor', () => {
    const raw = binaryColumns();
    const packed = lzfCompress(raw);
    expect(packed.length).toBeLessThan(raw.length); // the NaN and zero runs compress
    expect(Array.from(lzfDecompress(packed, raw.length))).toEqual(Array.from(raw));
    const cloud = readPcd(compressedFile(raw, packed));
    expect(Array.from(cloud.xyz)).toEqual(expected().xyz);
    expect(Array.from(cloud.intensity!)).toEqual(expected().intensity);
  });

  it('reads a hand-checked binary_compressed file', () => {
    // Two points x y z float32; columns 1.0 1.0 | 2.0 2.0 | 0.5 0.5 (24 bytes) as LZF, worked
    // out by hand and confirmed with liblzf's lzf_decompress:
    // prettier-ignore
    const packed = Uint8Array.from([
      0x03, 0x00, 0x00, 0x80, 0x3f, // literal 4: 1.0f
      0x40, 0x03, // back 4, copy 4: 1.0f again
      0x03, 0x00, 0x00, 0x00, 0x40, // literal 4: 2.0f
      0x40, 0x03, // back 4, copy 4: 2.0f again
      0x20, 0x03, // back 4, copy 3: 00 00 00
      0x00, 0x3f, // literal 1: 3f, completing 0.5f
      0x40, 0x03, // back 4, copy 4: 0.5f again
    ]);
    const fields: Field[] = ['x', 'y', 'z'].map((name) => ({ name, size: 4, type: 'F', count: 1 }));
    const sizes = Uint8Array.from([packed.length, 0, 0, 0, 24, 0, 0, 0]);
    const cloud = readPcd(concat(ascii(header('binary_compressed', fields, 2)), sizes, packed));
    expect(Array.from(cloud.xyz)).toEqual([1, 2, 0.5, 1, 2, 0.5]);
    expect(cloud.intensity).toBeNull();
  });

  it('reads a file compressed by liblzf itself (the library PCL writes with)', () => {
    const cloud = readPcd(Uint8Array.from(liblzfFixture.pcd_bytes));
    expect(cloud.count).toBe(59);
    expect(Array.from(cloud.xyz)).toEqual(liblzfFixture.xyz);
    expect(Array.from(cloud.intensity!)).toEqual(liblzfFixture.intensity);
  });

  it('says what is wrong with a malformed file', () => {
    const good = header('ascii');
    expect(() => readPcd(ascii('hello\nworld\n'))).toThrow(/no DATA line/);
    expect(() => readPcd(ascii(good.replace('DATA ascii', 'DATA zip')))).toThrow(/DATA zip/);
    expect(() => readPcd(ascii(good.replace('FIELDS x y', 'FIELDS a b')))).toThrow(/no x, y, z/);
    expect(() => readPcd(ascii(good.replace('SIZE 4 8', 'SIZE 4')))).toThrow(/different lengths/);
    expect(() => readPcd(ascii(good.replace('TYPE F F', 'TYPE F Q')))).toThrow(/TYPE Q SIZE 8/);
    expect(() => readPcd(ascii(good.replace('POINTS 4', 'POINTS 5')))).toThrow(
      /WIDTH × HEIGHT = 4/,
    );
    expect(() => readPcd(ascii(good + '1 2 3\n'))).toThrow(/line 1 has 3 values, 13 expected/);
    const row = '1 2 0 0 0 oops 1 1 0 0 0 0 0\n';
    expect(() => readPcd(ascii(good + row))).toThrow(/"oops" is not a number/);
    expect(() => readPcd(ascii(good + row.replace('oops', '3')))).toThrow(
      /1 data lines but POINTS says 4/,
    );
    const rows = binaryRows();
    expect(() =>
      readPcd(concat(ascii(header('binary')), rows.subarray(0, rows.length - 1))),
    ).toThrow(/truncated/);
    const raw = binaryColumns();
    const packed = lzfCompress(raw);
    // Cut short: the stream ends early or a literal runs past its end.
    expect(() => readPcd(compressedFile(raw, packed.subarray(0, packed.length - 3)))).toThrow(
      /LZF: /,
    );
    const lying = compressedFile(raw, packed);
    lying[lying.length - packed.length - 4] = 0xff; // uncompressed size ≠ points × stride
    expect(() => readPcd(lying)).toThrow(/bytes uncompressed/);
  });
});

describe('lzfDecompress', () => {
  it('copies an overlapping back reference byte by byte (a run)', () => {
    // literal AA, then length 7 + 11 + 2 = 20 from 1 back: 21 × AA (liblzf agrees).
    const out = lzfDecompress(Uint8Array.from([0x00, 0xaa, 0xe0, 0x0b, 0x00]), 21);
    expect(Array.from(out)).toEqual(new Array(21).fill(0xaa));
  });

  it('refuses references before the start and wrong lengths', () => {
    expect(() => lzfDecompress(Uint8Array.from([0x20, 0x00]), 3)).toThrow(/before the start/);
    expect(() => lzfDecompress(Uint8Array.from([0x01, 1, 2]), 3)).toThrow(
      /2 bytes decompressed, 3/,
    );
    expect(() => lzfDecompress(Uint8Array.from([0x05, 1, 2]), 6)).toThrow(/past the end/);
  });
});

describe('readKittiBin', () => {
  it('reads float32 x, y, z, reflectance and drops NaN points', () => {
    const values = new Float32Array([1, 2, 3, 0.5, NaN, 0, 0, 0.1, -4.25, 8, -1.5, 0.75]);
    const cloud = readKittiBin(new Uint8Array(values.buffer));
    expect(cloud.count).toBe(2);
    expect(Array.from(cloud.xyz)).toEqual([1, 2, 3, -4.25, 8, -1.5]);
    expect(Array.from(cloud.intensity!)).toEqual([0.5, 0.75]);
  });

  it('refuses a length that is not whole points', () => {
    expect(() => readKittiBin(new Uint8Array(20))).toThrow(/20 bytes is not a whole number/);
  });
});
