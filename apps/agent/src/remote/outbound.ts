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
 */
export class Outbound {
  private readonly queue: Buffer[] = [];
  private unacknowledged = 0;
  private paused = false;

  constructor(
    private readonly send: (bytes: Buffer) => void,
    private readonly source: Pausable,
    private readonly window = REMOTE_DATA_WINDOW_BYTES,
  ) {}

  push(bytes: Buffer): void {
    if (bytes.length === 0) return;
    this.queue.push(bytes);
    this.drain();
  }

  /** The browser has taken in `bytes` more. */
  credit(bytes: number): void {
    this.unacknowledged = Math.max(0, this.unacknowledged - bytes);
    this.drain();
  }

  /** Bytes sent and not yet credited. */
  get inFlight(): number {
    return this.unacknowledged;
  }

  private drain(): void {
    while (this.queue.length > 0 && this.unacknowledged < this.window) {
      const head = this.queue[0]!;
      const size = Math.min(
        head.length,
        REMOTE_DATA_CHUNK_BYTES,
        this.window - this.unacknowledged,
      );
      this.send(head.subarray(0, size));
      this.unacknowledged += size;
      if (size === head.length) this.queue.shift();
      else this.queue[0] = head.subarray(size);
    }
    if (this.queue.length > 0 && !this.paused) {
      this.paused = true;
      this.source.pause();
    } else if (this.queue.length === 0 && this.paused) {
      this.paused = false;
      this.source.resume();
    }
  }
}
