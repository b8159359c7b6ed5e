import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { MessagePort } from 'node:worker_threads';
import { AppError, badRequest } from '../../http/errors';
import type { OsmPiece } from './map-tasks';

/** Where a received OSM body goes, piece by piece. */
export interface OsmSink {
  /** Takes one piece; resolves once the next may come. */
  write(chunk: Buffer): void | Promise<void>;
  /** The body arrived whole. */
  end(): Promise<void>;
  /** The body was refused or broke off: what was written is dropped. */
  abort(): void;
}

/** The body into a file (a save that waits for a map thread). */
export function fileSink(file: string): OsmSink {
  const out = createWriteStream(file);
  return {
    async write(chunk) {
      if (!out.write(chunk)) await once(out, 'drain');
    },
    async end() {
      out.end();
      await finished(out);
    },
    abort() {
      // A write still in flight fails once the stream is destroyed, and Node emits that error
      // after destroy(): unheard, it was an uncaught exception in the server (a 413 met it).
      out.on('error', () => {});
      out.destroy();
    },
  };
}

/**
 * The body straight to the map thread that reads it (`receivePieces` in map-worker.ts): each
 * piece copied into a buffer of its own and moved there, so the thread decodes it while the
 * next arrives. A socket's pieces share larger buffers, which a message would copy whole.
 */
export function portSink(port: MessagePort): OsmSink {
  const post = (piece: OsmPiece, transfer: ArrayBuffer[] = []) => port.postMessage(piece, transfer);
  return {
    write(chunk) {
      const own = new Uint8Array(chunk);
      post(own, [own.buffer]);
    },
    async end() {
      post('end');
      port.close();
    },
    abort() {
      post('abort');
      port.close();
    },
  };
}

/**
 * Passes a request body to `sink`, refusing one larger than `max` bytes (413) or empty (400).
 * Past the limit it stops reading but leaves the request alone: destroying it would end the
 * connection before the 413 is sent (Node drains the rest once the answer is out).
 */
export async function receiveOsm(body: Readable, sink: OsmSink, max: number): Promise<void> {
  let size = 0;
  try {
    for await (const chunk of body.iterator({
      destroyOnReturn: false,
    }) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > max) {
        throw new AppError(413, `The OSM file is larger than ${Math.round(max / 1024 ** 2)} MB.`);
      }
      await sink.write(chunk);
    }
    if (size === 0) throw badRequest('Send the OSM file as the request body.');
    await sink.end();
  } catch (error) {
    sink.abort();
    if (error instanceof AppError) throw error;
    throw badRequest('The OSM file did not arrive whole. Send it again.');
  }
}
