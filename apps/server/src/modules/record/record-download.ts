import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { attachment, parseRange } from '../../http/byte-range';
import type { RecordStore } from '../../files/record-store';
import type { RecordService } from './record.service';

/** The file name a download gets: the record's name, with the format's extension. */
function downloadName(name: string, format: string): string {
  return name.toLowerCase().endsWith(`.${format}`) ? name : `${name}.${format}`;
}

/**
 * Players on other origins (Foxglove at app.foxglove.dev, Lichtblick) read a record from its
 * signed URL by Range (ADR 30): any origin may, without credentials, since the token in the URL
 * is the right and no cookie or Authorization header is asked for. They send `Range`, which
 * needs a preflight, and read the range's headers. Only this route answers other origins; every
 * other API route stays same-origin (no CORS header at all).
 */
const CORS_ANSWER = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Accept-Ranges, Content-Range, Content-Length',
  // The global same-origin resource policy would keep a cross-origin player from the bytes.
  'cross-origin-resource-policy': 'cross-origin',
} as const;
const CORS_PREFLIGHT = {
  'access-control-allow-methods': 'GET, HEAD',
  'access-control-allow-headers': 'Range',
  'access-control-max-age': '600',
} as const;

/**
 * The spec's public download: the token (a short-lived link or a share) is the right. The file
 * streams from the store with its length, and one byte range when asked (resumed downloads,
 * players that seek), to this origin and others alike (CORS_ANSWER).
 */
export function recordDownloadRoute(
  app: FastifyInstance,
  deps: { records: RecordService; store: RecordStore },
): void {
  const path = API.downloadRecord.path;
  // On every answer of the route, refusals too, so a player can tell an expired link.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.url === path) reply.headers(CORS_ANSWER);
    done(null, payload);
  });
  app.route({
    method: 'OPTIONS',
    url: path,
    config: { access: 'PUBLIC' },
    handler: async (_request, reply) => reply.status(204).headers(CORS_PREFLIGHT).send(),
  });
  route(app, API.downloadRecord, async ({ query, request, reply }) => {
    const record = await deps.records.byDownloadToken(query.token);
    const range = parseRange(request.headers.range, record.size);
    reply.header('accept-ranges', 'bytes');
    if (range === 'unsatisfiable') {
      reply.status(416).header('content-range', `bytes */${record.size}`);
      return { success: false, message: 'The requested range is outside the file.' };
    }
    let stream;
    try {
      stream = await deps.store.read(record.storageKey, range ?? undefined);
    } catch (error) {
      request.log.error({ err: error, record: record.id }, 'record file missing');
      throw notFound('The file of this record is missing. Ask an administrator.');
    }
    reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', attachment(downloadName(record.name, record.format)));
    if (range) {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${record.size}`)
        .header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', record.size);
    }
    return reply.send(stream);
  });
}
