import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { AppError, badRequest } from '../../http/errors';

/**
 * Writes a request body to `file`, refusing one larger than `max` bytes (413) or empty (400).
 * Past the limit it stops reading but leaves the request alone: destroying it would end the
 * connection before the 413 is sent (Node drains the rest once the answer is out).
 */
export async function receiveOsm(body: Readable, file: string, max: number): Promise<void> {
  const out = createWriteStream(file);
  let size = 0;
  try {
    for await (const chunk of body.iterator({
      destroyOnReturn: false,
    }) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > max) {
        throw new AppError(413, `The OSM file is larger than ${Math.round(max / 1024 ** 2)} MB.`);
      }
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await finished(out);
  } catch (error) {
    // A write still in flight fails once the stream is destroyed, and Node emits that error
    // after destroy(): unheard, it was an uncaught exception in the server (a 413 met it).
    out.on('error', () => {});
    out.destroy();
    if (error instanceof AppError) throw error;
    throw badRequest('The OSM file did not arrive whole. Send it again.');
  }
  if (size === 0) throw badRequest('Send the OSM file as the request body.');
}
