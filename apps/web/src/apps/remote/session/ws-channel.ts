import type { RemoteSession } from './remote-session';

type ByteSession = Pick<RemoteSession, 'send' | 'onData' | 'onEnd' | 'close'>;

const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;

/**
 * A session's bytes behind the WebSocket interface noVNC takes in place of a URL (`binaryType`,
 * `readyState`, `protocol`, `send`, `close` and the four handlers). It starts open, since a session
 * is handed over once the agent said ready. Bytes that come before noVNC sets `onmessage` wait
 * for it; each message gets its credit once the handler has returned (noVNC has then processed
 * it, or queued it in its own receive buffer).
 */
export class SessionChannel {
  binaryType: BinaryType = 'arraybuffer';
  readyState: number = OPEN;
  protocol = '';
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private handler: ((event: MessageEvent) => void) | null = null;
  private waiting: { bytes: Uint8Array; taken(): void }[] = [];
  private readonly stops: (() => void)[] = [];

  static readonly CONNECTING = CONNECTING;
  static readonly OPEN = OPEN;
  static readonly CLOSING = CLOSING;
  static readonly CLOSED = CLOSED;

  constructor(private readonly session: ByteSession) {
    this.stops.push(
      session.onData((bytes, taken) => {
        if (this.handler) this.dispatch(bytes, taken);
        else this.waiting.push({ bytes, taken });
      }),
      session.onEnd((message) => this.closed(message)),
    );
  }

  get onmessage(): ((event: MessageEvent) => void) | null {
    return this.handler;
  }

  set onmessage(handler: ((event: MessageEvent) => void) | null) {
    this.handler = handler;
    if (!handler) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const entry of waiting) this.dispatch(entry.bytes, entry.taken);
  }

  private dispatch(bytes: Uint8Array, taken: () => void): void {
    if (this.readyState !== OPEN) return;
    // An ArrayBuffer of exactly these bytes, as a WebSocket of binaryType 'arraybuffer' gives.
    const data = bytes.slice().buffer;
    this.handler?.(new MessageEvent('message', { data }));
    taken();
  }

  send(data: ArrayBuffer | ArrayBufferView | string): void {
    if (this.readyState !== OPEN) return;
    if (typeof data === 'string') this.session.send(new TextEncoder().encode(data));
    else if (ArrayBuffer.isView(data)) {
      this.session.send(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    } else this.session.send(new Uint8Array(data));
  }

  close(): void {
    if (this.readyState === CLOSING || this.readyState === CLOSED) return;
    this.readyState = CLOSING;
    this.session.close();
  }

  private closed(reason: string): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    for (const stop of this.stops.splice(0)) stop();
    this.waiting = [];
    this.onclose?.(new CloseEvent('close', { code: 1000, reason, wasClean: true }));
  }
}
