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
 * The spec's public download: the token (a short-lived link or a share) is the right. The file
 * streams from the store with its length, and one byte range when asked (resumed downloads,
 * players that seek).
 */
export function recordDownloadRoute(
  app: FastifyInstance,
  deps: { records: RecordService; store: RecordStore },
): void {
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
