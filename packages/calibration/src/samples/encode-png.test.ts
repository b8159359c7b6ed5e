import { describe, expect, it } from 'vitest';
import { encodeGrayPng } from './encode-png';

// A reader of just what encodeGrayPng writes (stored deflate), checking every checksum: the
// browser's decoder is the real test (e2e/calibration-samples.spec.ts), this pins the bytes.

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function readPng(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect(Array.from(png.subarray(0, 8))).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const chunks: Array<{ type: string; body: Uint8Array }> = [];
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    expect(view.getUint32(at + 8 + length), `${type} CRC`).toBe(
      crc32(png.subarray(at + 4, at + 8 + length)),
    );
    chunks.push({ type, body });
    at += 12 + length;
  }
  const header = new DataView(chunks[0]!.body.buffer, chunks[0]!.body.byteOffset);
  const width = header.getUint32(0);
  const height = header.getUint32(4);
  const zlib = chunks.find((chunk) => chunk.type === 'IDAT')!.body;
  expect([zlib[0], zlib[1]]).toEqual([0x78, 0x01]);
  expect(((zlib[0]! << 8) | zlib[1]!) % 31).toBe(0);
  const raw: number[] = [];
  let at = 2;
  for (let last = false; !last;) {
    last = (zlib[at]! & 1) === 1;
    const length = zlib[at + 1]! | (zlib[at + 2]! << 8);
    expect((zlib[at + 3]! | (zlib[at + 4]! << 8)) ^ 0xffff).toBe(length);
    raw.push(...zlib.subarray(at + 5, at + 5 + length));
    at += 5 + length;
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  expect(new DataView(zlib.buffer, zlib.byteOffset).getUint32(at)).toBe(((b << 16) | a) >>> 0);
  const pixels: number[] = [];
  for (let y = 0; y < height; y += 1) {
    expect(raw[y * (width + 1)]).toBe(0);
    pixels.push(...raw.slice(y * (width + 1) + 1, (y + 1) * (width + 1)));
  }
  return {
    types: chunks.map((c) => c.type),
    width,
    height,
    depth: chunks[0]!.body[8],
    colour: chunks[0]!.body[9],
    pixels,
  };
}

describe('encodeGrayPng', () => {
  it('writes an 8-bit greyscale PNG of the very pixels, over several stored blocks', () => {
    // 300 × 260 + a filter byte a row: 78 260 bytes, two stored blocks.
    const width = 300;
    const height = 260;
    const data = new Uint8Array(width * height).map((_, i) => (i * 7 + (i >> 9)) & 0xff);
    const read = readPng(encodeGrayPng({ width, height, data }));
    expect(read.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([read.width, read.height, read.depth, read.colour]).toEqual([300, 260, 8, 0]);
    expect(read.pixels).toEqual(Array.from(data));
  });

  it('writes a tiny image in one block', () => {
    const read = readPng(encodeGrayPng({ width: 2, height: 1, data: Uint8Array.of(0, 255) }));
    expect(read.pixels).toEqual([0, 255]);
  });
});
