import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';

/**
 * A request's body as a web stream of the socket's own chunks, for the web `Request` tus reads.
 * `Readable.toWeb` does the same but copies every chunk (to detach it from Buffer's shared pool,
 * which socket reads do not use): for an upload of GBs, a second copy of every byte and most of
 * the server's garbage collection (ADR 11). Otherwise it behaves as toWeb does: the request is
 * paused while the stream's queue is full, a request cut short errors the stream (which tus
 * takes as the client going away, keeping what came), cancelling the stream destroys the request.
 */
export function requestBody(raw: IncomingMessage): ReadableStream<Uint8Array> {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let cancelled = false;
  raw.pause();
  const stopWatching = finished(raw, (error) => {
    stopWatching();
    // A request may report an error again after this: it must not be an uncaught one.
    raw.on('error', () => {});
    if (error) {
      const cutShort = (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
      controller?.error(cutShort ? new DOMException(error.message, 'AbortError') : error);
    } else if (!cancelled) controller?.close();
  });
  raw.on('data', (chunk: Buffer) => {
    controller?.enqueue(chunk);
    if ((controller?.desiredSize ?? 0) <= 0) raw.pause();
  });
  return new ReadableStream<Uint8Array>(
    {
      start: (streamController) => {
        controller = streamController;
      },
      pull: () => {
        raw.resume();
      },
      cancel: (reason: unknown) => {
        cancelled = true;
        raw.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: raw.readableHighWaterMark }),
  );
}
