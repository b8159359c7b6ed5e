/**
 * View-only made real on the agent: the RFB stream from a view-only viewer (RFC 6143, with the
 * extensions noVNC speaks) is parsed message by message and only what cannot change the desktop
 * reaches the VNC server. The browser's view-only switch alone would be a promise the browser
 * keeps; this is the PC keeping it. Whatever the parser does not know ends the session (fail
 * closed) rather than pass unread bytes.
 */

/** The viewer sent something a view-only session cannot pass; `message` is for the user. */
export class RfbRefused extends Error {
  override name = 'RfbRefused';
}

const SECURITY_NONE = 1;
const SECURITY_VNC_AUTH = 2;

type Stage = 'version' | 'security' | 'auth' | 'init' | 'messages' | 'refused';

/** How a client message is handled: its whole length (once known from its header), kept or not. */
interface Rule {
  /** Bytes needed to know the length. */
  header: number;
  length(bytes: Buffer, at: number): number;
  pass: boolean;
}

const fixed = (length: number, pass: boolean): Rule => ({ header: 1, length: () => length, pass });

const RULES = new Map<number, Rule>([
  [0, fixed(20, true)], // SetPixelFormat
  [2, { header: 4, length: (b, at) => 4 + 4 * b.readUInt16BE(at + 2), pass: true }], // SetEncodings
  [3, fixed(10, true)], // FramebufferUpdateRequest
  [4, fixed(8, false)], // KeyEvent
  [5, fixed(6, false)], // PointerEvent
  // ClientCutText; a negative length is the extended clipboard's (its size is the absolute value).
  [6, { header: 8, length: (b, at) => 8 + Math.abs(b.readInt32BE(at + 4)), pass: false }],
  [150, fixed(10, true)], // EnableContinuousUpdates
  [248, { header: 9, length: (b, at) => 9 + b.readUInt8(at + 8), pass: true }], // ClientFence
  [250, fixed(4, false)], // xvp: shut down, reboot or reset the machine
  [251, { header: 8, length: (b, at) => 8 + 16 * b.readUInt8(at + 6), pass: false }], // SetDesktopSize
]);

/** QEMU's client message (255): only its extended key event (sub-type 0) is known. */
const QEMU_KEY: Rule = fixed(12, false);

/**
 * The client→server half of a view-only session. `push` takes the viewer's bytes as they come
 * (split anywhere) and gives back the bytes to send on; it throws RfbRefused when the session
 * must end.
 */
export class RfbViewOnlyFilter {
  private stage: Stage = 'version';
  private pending: Buffer = Buffer.alloc(0);
  /** Bytes of a dropped message still to come. */
  private dropping = 0;
  private refusal: RfbRefused | undefined;

  push(chunk: Uint8Array): Buffer {
    if (this.refusal) throw this.refusal;
    const bytes =
      this.pending.length > 0
        ? Buffer.concat([this.pending, chunk])
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let at = 0;
    const out: Buffer[] = [];
    try {
      for (;;) {
        if (this.dropping > 0) {
          const dropped = Math.min(this.dropping, bytes.length - at);
          this.dropping -= dropped;
          at += dropped;
          if (this.dropping > 0) break;
        }
        const taken = this.step(bytes, at, out);
        if (taken === 0) break;
        at += taken;
      }
    } catch (error) {
      this.stage = 'refused';
      this.refusal = error instanceof RfbRefused ? error : new RfbRefused(String(error));
      throw this.refusal;
    }
    // A copy: the rest of a message is small, the chunk it came in may not be.
    this.pending = Buffer.from(bytes.subarray(at));
    return Buffer.concat(out);
  }

  /** Handles what starts at `at`; the bytes it consumed (0: it needs more). */
  private step(bytes: Buffer, at: number, out: Buffer[]): number {
    const available = bytes.length - at;
    switch (this.stage) {
      case 'version': {
        if (available < 12) return 0;
        const version = bytes.toString('latin1', at, at + 12);
        const found = /^RFB (\d{3})\.(\d{3})\n$/.exec(version);
        if (!found || Number(found[1]) !== 3 || Number(found[2]) < 7) {
          // In RFB 3.3 the server picks the security type and the viewer never says it.
          throw new RfbRefused('Watching view-only needs a viewer speaking RFB 3.7 or later.');
        }
        out.push(bytes.subarray(at, at + 12));
        this.stage = 'security';
        return 12;
      }
      case 'security': {
        if (available < 1) return 0;
        const type = bytes[at]!;
        if (type !== SECURITY_NONE && type !== SECURITY_VNC_AUTH) {
          throw new RfbRefused(
            `Watching view-only works with a VNC server without a password or with a VNC password; this one uses security type ${type}.`,
          );
        }
        out.push(bytes.subarray(at, at + 1));
        this.stage = type === SECURITY_VNC_AUTH ? 'auth' : 'init';
        return 1;
      }
      case 'auth':
        if (available < 16) return 0;
        out.push(bytes.subarray(at, at + 16));
        this.stage = 'init';
        return 16;
      case 'init':
        if (available < 1) return 0;
        // ClientInit's shared flag is set: a watcher never disconnects the one in control.
        out.push(Buffer.from([1]));
        this.stage = 'messages';
        return 1;
      case 'messages':
        return this.message(bytes, at, out);
      case 'refused':
        throw this.refusal ?? new RfbRefused('The view-only session has ended.');
    }
  }

  private message(bytes: Buffer, at: number, out: Buffer[]): number {
    const available = bytes.length - at;
    if (available < 1) return 0;
    const type = bytes[at]!;
    let rule = RULES.get(type);
    if (type === 255) {
      if (available < 2) return 0;
      if (bytes[at + 1] === 0) rule = QEMU_KEY;
    }
    if (!rule) {
      throw new RfbRefused(
        `The viewer sent an RFB message the agent does not know (type ${type}${type === 255 ? `.${bytes[at + 1]}` : ''}); a view-only session ends rather than pass it.`,
      );
    }
    if (available < rule.header) return 0;
    const length = rule.length(bytes, at);
    if (rule.pass) {
      if (available < length) return 0;
      out.push(bytes.subarray(at, at + length));
      return length;
    }
    // A dropped message need not be held in memory until it is whole (a large clipboard).
    const now = Math.min(length, available);
    this.dropping = length - now;
    return now;
  }
}
