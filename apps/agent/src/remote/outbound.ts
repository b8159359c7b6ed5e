import { REMOTE_DATA_CHUNK_BYTES, REMOTE_DATA_WINDOW_BYTES } from '@ads/contract';

/** What produces a session's bytes: a pty's output, a TCP socket. */
export interface Pausable {
  pause(): void;
  resume(): void;
}

/**
 * A session's bytes toward the browser, in chunks of at most REMOTE_DATA_CHUNK_BYTES, and never
 * more than REMOTE_DATA_WINDOW_BYTES sent and not yet credited. Beyond that the source is paused:
 * a slow viewer holds the PC's side back (the pty fills, the VNC server waits on TCP) instead of
 * memory growing in the agent, the server or the browser. What the source gave before it paused
 * waits here: at most one read of it.
 *
 * Sending waits for the end of the event loop's turn: a socket's reads of one turn (64 kB each
 * from a pty, or straight into a chunk, DirectReads) go out as few large messages instead of one
 * each. Every message costs the studio a parse, a relay and two WebSocket frames whatever its
 * size, so a 3.7 MB frame in 512 kB messages costs it an eighth of what 64 kB ones do; a
 * keystroke's echo waits only for the turn to end (setImmediate), not for a timer.
 */
export class Outbound {
  private readonly queue: Buffer[] = [];
  private queued = 0;
  private unacknowledged = 0;
  private paused = false;
  private scheduled = false;

  constructor(
    private readonly send: (bytes: Buffer) => void,
    private readonly source: Pausable,
    private readonly window = REMOTE_DATA_WINDOW_BYTES,
    private readonly chunk = REMOTE_DATA_CHUNK_BYTES,
  ) {}

  push(bytes: Buffer): void {
    if (bytes.length === 0) return;
    // A read that lands right after the last one in the same memory (DirectReads) extends it:
    // the chunk then leaves as one view of that memory, not joined from its reads.
    const last = this.queue.at(-1);
    if (
      last &&
      last.buffer === bytes.buffer &&
      last.byteOffset + last.length === bytes.byteOffset
    ) {
      this.queue[this.queue.length - 1] = Buffer.from(
        last.buffer,
        last.byteOffset,
        last.length + bytes.length,
      );
    } else this.queue.push(bytes);
    this.queued += bytes.length;
    // A whole chunk goes at once (the next hop starts on it while the rest is read); what is
    // left waits for the end of the turn.
    if (this.queued >= this.chunk) this.drain(true);
    // Beyond the window the source stops at once, not at the end of the turn.
    if (this.unacknowledged + this.queued > this.window) this.pauseSource();
    if (this.queued > 0 && !this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.drain();
      });
    }
  }

  /** The browser has taken in `bytes` more. */
  credit(bytes: number): void {
    this.unacknowledged = Math.max(0, this.unacknowledged - bytes);
    this.drain();
  }

  /** Whether the source is held back (the window is full). */
  get holding(): boolean {
    return this.paused;
  }

  /** Bytes sent and not yet credited. */
  get inFlight(): number {
    return this.unacknowledged;
  }

  /** Sends what the window allows; `wholeChunks`: only full chunks, the rest stays queued. */
  private drain(wholeChunks = false): void {
    while (this.queued > 0 && this.unacknowledged < this.window) {
      if (wholeChunks && this.queued < this.chunk) return;
      const bytes = this.take(Math.min(this.queued, this.chunk, this.window - this.unacknowledged));
      this.send(bytes);
      this.unacknowledged += bytes.length;
    }
    if (this.queued > 0) this.pauseSource();
    else if (this.paused) {
      this.paused = false;
      this.source.resume();
    }
  }

  private pauseSource(): void {
    if (this.paused) return;
    this.paused = true;
    this.source.pause();
  }

  /**
   * The next at most `size` queued bytes: a view of the head when it holds them or is itself a
   * large piece (a read straight into a chunk: sent as it is, a little short of `size`, rather
   * than copied to join the next chunk's first read), else small reads joined.
   */
  private take(size: number): Buffer {
    const head = this.queue[0]!;
    if (head.length >= size || head.length >= this.chunk / 4) {
      const taken = Math.min(size, head.length);
      if (head.length === taken) this.queue.shift();
      else this.queue[0] = head.subarray(taken);
      this.queued -= taken;
      return head.subarray(0, taken);
    }
    const out = Buffer.allocUnsafe(size);
    let filled = 0;
    while (filled < size) {
      const piece = this.queue[0]!;
      const wanted = Math.min(piece.length, size - filled);
      piece.copy(out, filled, 0, wanted);
      filled += wanted;
      if (wanted === piece.length) this.queue.shift();
      else this.queue[0] = piece.subarray(wanted);
    }
    this.queued -= size;
    return out;
  }
}
