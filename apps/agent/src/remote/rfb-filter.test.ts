import { describe, expect, it } from 'vitest';
import { RfbRefused, RfbViewOnlyFilter } from './rfb-filter';

const u8 = (...values: number[]) => Buffer.from(values);
const u16 = (value: number) => u8(value >> 8, value & 0xff);
const s32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};

const handshake = Buffer.from('RFB 003.008\n');
const pixelFormat = Buffer.concat([u8(0, 0, 0, 0), Buffer.alloc(16, 7)]);
const encodings = Buffer.concat([u8(2, 0), u16(3), s32(7), s32(0), s32(-223)]);
const updateRequest = Buffer.concat([u8(3, 1), u16(0), u16(0), u16(1280), u16(720)]);
const continuous = Buffer.concat([u8(150, 1), u16(0), u16(0), u16(1280), u16(720)]);
const fence = Buffer.concat([u8(248, 0, 0, 0), s32(3), u8(4), u8(9, 9, 9, 9)]);
const key = Buffer.concat([u8(4, 1, 0, 0), s32(0x61)]);
const pointer = Buffer.concat([u8(5, 1), u16(10), u16(20)]);
const cutText = Buffer.concat([u8(6, 0, 0, 0), s32(5), Buffer.from('hello')]);
const extendedCut = Buffer.concat([u8(6, 0, 0, 0), s32(-6), Buffer.alloc(6, 1)]);
const desktopSize = Buffer.concat([u8(251, 0), u16(800), u16(600), u8(1, 0), Buffer.alloc(16, 2)]);
const qemuKey = Buffer.concat([u8(255, 0), u16(1), s32(0x61), s32(30)]);

/** A noVNC-like session: what the viewer sends, and what the VNC server may see of it. */
const sent = [
  handshake,
  u8(1),
  u8(1),
  pixelFormat,
  encodings,
  updateRequest,
  key,
  pointer,
  cutText,
  continuous,
  updateRequest,
  extendedCut,
  fence,
  desktopSize,
  qemuKey,
  updateRequest,
  pointer,
];
const kept = [
  handshake,
  u8(1),
  u8(1),
  pixelFormat,
  encodings,
  updateRequest,
  continuous,
  updateRequest,
  fence,
  updateRequest,
];

function through(stream: Buffer, cuts: number[]): Buffer {
  const filter = new RfbViewOnlyFilter();
  const out: Buffer[] = [];
  let from = 0;
  for (const cut of [...cuts, stream.length]) {
    out.push(filter.push(stream.subarray(from, cut)));
    from = cut;
  }
  return Buffer.concat(out);
}

describe('the view-only filter of the viewer’s RFB stream', () => {
  const stream = Buffer.concat(sent);
  const expected = Buffer.concat(kept);

  it('drops keys, pointer, clipboard and resizing, and keeps the rest byte for byte', () => {
    expect(through(stream, []).equals(expected)).toBe(true);
  });

  it('gives the same bytes however the stream is split', () => {
    for (let size = 1; size <= 23; size += 1) {
      const cuts = [];
      for (let cut = size; cut < stream.length; cut += size) cuts.push(cut);
      expect(through(stream, cuts).equals(expected)).toBe(true);
    }
    // Every single place a split may fall.
    for (let cut = 1; cut < stream.length; cut += 1) {
      expect(through(stream, [cut]).equals(expected)).toBe(true);
    }
  });

  it('passes the VNC password answer and makes ClientInit shared', () => {
    const response = Buffer.alloc(16, 0xab);
    const out = through(
      Buffer.concat([handshake, u8(2), response, u8(0), updateRequest]),
      [13, 20],
    );
    expect(out.equals(Buffer.concat([handshake, u8(2), response, u8(1), updateRequest]))).toBe(
      true,
    );
  });

  it('ends the session on a message it does not know, and on other security types', () => {
    const filter = new RfbViewOnlyFilter();
    filter.push(Buffer.concat([handshake, u8(1), u8(1), updateRequest]));
    expect(() => filter.push(u8(77, 0, 0, 0))).toThrow(
      'The viewer sent an RFB message the agent does not know (type 77); a view-only session ends rather than pass it.',
    );
    // Nothing passes after that.
    expect(() => filter.push(updateRequest)).toThrow(RfbRefused);
    expect(() =>
      new RfbViewOnlyFilter().push(Buffer.concat([handshake, u8(255, 1, 0, 0)])),
    ).toThrow('security type 255');
    expect(() =>
      new RfbViewOnlyFilter().push(Buffer.concat([handshake, u8(1), u8(1), u8(255, 2)])),
    ).toThrow(/type 255\.2/);
    expect(() => new RfbViewOnlyFilter().push(Buffer.concat([handshake, u8(16)]))).toThrow(
      'Watching view-only works with a VNC server without a password or with a VNC password; this one uses security type 16.',
    );
    expect(() => new RfbViewOnlyFilter().push(Buffer.from('RFB 003.003\n'))).toThrow(/RFB 3.7/);
  });
});
