import type { GrayImage } from '../types';

/**
 * A grey image as an 8-bit greyscale PNG file, written without any library so that the
 * browser's worker, the server and the tests make the very same bytes. The pixels are stored,
 * not compressed (deflate's "stored" blocks): a sample image is made, decoded once and thrown
 * away on this machine, so size matters less than having no dependency.
 */
export function encodeGrayPng(image: GrayImage): Uint8Array<ArrayBuffer> {
  const { width, height, data } = image;
  // Each row: filter type 0 (none), then its bytes.
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw.set(data.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const parts = [
    Uint8Array.of(137, 80, 78, 71, 13, 10, 26, 10),
    chunk('IHDR', header),
    chunk('IDAT', storedZlib(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A zlib stream of stored deflate blocks (at most 65 535 bytes each) and its Adler-32. */
function storedZlib(bytes: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(bytes.length / 65_535));
  const out = new Uint8Array(2 + bytes.length + blocks * 5 + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let b = 0; b < blocks; b += 1) {
    const start = b * 65_535;
    const length = Math.min(65_535, bytes.length - start);
    out[at] = b === blocks - 1 ? 1 : 0;
    out[at + 1] = length & 0xff;
    out[at + 2] = length >> 8;
    out[at + 3] = ~length & 0xff;
    out[at + 4] = (~length >> 8) & 0xff;
    out.set(bytes.subarray(start, start + length), at + 5);
    at += 5 + length;
  }
  let a = 1;
  let s = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    a = (a + bytes[i]!) % 65_521;
    s = (s + a) % 65_521;
  }
  new DataView(out.buffer).setUint32(at, ((s << 16) | a) >>> 0);
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  let crc = 0xffffffff;
  for (let i = 4; i < 8 + body.length; i += 1) {
    crc = CRC_TABLE[(crc ^ out[i]!) & 0xff]! ^ (crc >>> 8);
  }
  view.setUint32(8 + body.length, (crc ^ 0xffffffff) >>> 0);
  return out;
}
