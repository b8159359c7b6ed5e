/** Bytes as they arrive, taken by exact counts: the reading side of a test's RFB client. */
export class ByteReader {
  private buffered = Buffer.alloc(0);
  private wake = () => {};
  private ended = false;

  push(bytes: Uint8Array): void {
    this.buffered = Buffer.concat([this.buffered, bytes]);
    this.wake();
  }

  end(): void {
    this.ended = true;
    this.wake();
  }

  async take(count: number): Promise<Buffer> {
    while (this.buffered.length < count) {
      if (this.ended)
        throw new Error(`the stream ended ${count - this.buffered.length} bytes short`);
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    const taken = this.buffered.subarray(0, count);
    this.buffered = this.buffered.subarray(count);
    return taken;
  }
}

/**
 * The client's side of an RFB 3.8 session with no password, up to the first full-screen
 * FramebufferUpdate (raw pixels, as a client that sent no SetEncodings gets them). `send` is
 * where the client's bytes go (a socket, or the agent's link). Between the handshake and the
 * request it also sends a key and a pointer event, which a view-only session must drop.
 */
export async function rfbSession(reader: ByteReader, send: (bytes: Buffer) => void) {
  const version = (await reader.take(12)).toString('latin1');
  send(Buffer.from('RFB 003.008\n'));
  const count = (await reader.take(1))[0]!;
  const types = [...(await reader.take(count))];
  send(Buffer.from([1]));
  const securityResult = (await reader.take(4)).readUInt32BE(0);
  send(Buffer.from([1])); // ClientInit, shared
  const init = await reader.take(24);
  const width = init.readUInt16BE(0);
  const height = init.readUInt16BE(2);
  const bitsPerPixel = init[4]!;
  const name = (await reader.take(init.readUInt32BE(20))).toString('latin1');
  const key = Buffer.from([4, 1, 0, 0, 0, 0, 0, 0x61]);
  const pointer = Buffer.from([5, 1, 0, 10, 0, 10]);
  const request = Buffer.alloc(10);
  request.writeUInt8(3, 0);
  request.writeUInt16BE(width, 6);
  request.writeUInt16BE(height, 8);
  send(Buffer.concat([key, pointer, request]));
  const header = await reader.take(4);
  let area = 0;
  for (let rect = 0; rect < header.readUInt16BE(2); rect += 1) {
    const box = await reader.take(12);
    const [w, h] = [box.readUInt16BE(4), box.readUInt16BE(6)];
    if (box.readInt32BE(8) !== 0) throw new Error('not a raw rectangle');
    await reader.take((w * h * bitsPerPixel) / 8);
    area += w * h;
  }
  return { version, types, securityResult, width, height, name, updateType: header[0], area };
}
