import { REMOTE_DATA_CHUNK_BYTES } from '@ads/contract';

/**
 * A TCP socket's reads straight into message-sized buffers (net's `onread`), for the desktop's
 * RFB stream: each read lands right after the last in the chunk being filled, so the reads of a
 * frame leave as whole `remote_data` messages with no buffer per read and no copy to join them
 * (`Outbound` merges reads that touch). On a 1280×720 raw stream that was half of what the
 * agent allocated and all it copied: 7.4 MB a frame, and the collections it set off.
 *
 * What comes before a session takes the bytes (the server's greeting) is held for it.
 */
export class DirectReads {
  private chunk = Buffer.alloc(0);
  private at = 0;
  private held: Buffer[] = [];
  private sink: ((bytes: Buffer) => void) | undefined;

  constructor(private readonly size = REMOTE_DATA_CHUNK_BYTES) {}

  /** For `net.connect({ onread })`: where the next read goes, and what it read. */
  readonly onread = {
    buffer: (): Buffer => {
      if (this.at === this.chunk.length) {
        this.chunk = Buffer.allocUnsafe(this.size);
        this.at = 0;
      }
      return this.chunk.subarray(this.at);
    },
    callback: (length: number, into: Uint8Array): boolean => {
      // `into` is the buffer handed out for this read: the tail of the chunk from `at`.
      const bytes = Buffer.from(into.buffer, into.byteOffset, length);
      this.at += length;
      if (this.sink) this.sink(bytes);
      else this.held.push(bytes);
      // Reading stops when the sink pauses the socket (a full window), not here.
      return true;
    },
  };

  /** From now on the reads go to `sink`; what came before goes first. */
  attach(sink: (bytes: Buffer) => void): void {
    this.sink = sink;
    for (const bytes of this.held.splice(0)) sink(bytes);
  }
}
