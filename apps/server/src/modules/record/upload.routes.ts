import { RECORD_ID_HEADER } from '@ads/contract';
import type { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { conflict } from '../../http/errors';
import { type Uploader, type UploaderDeps, uploaderOf } from './upload-caller';
import { requestBody } from './request-body';
import type { UploadService } from './upload.service';
import { TUS_PATH } from './tus-server';

/**
 * tus's status, made a client's when the client caused it: an extension this server does not
 * offer (tus says 501) is a request it cannot serve, and a lock that stayed taken (tus says
 * 500) means another request holds the upload.
 */
function statusOf(response: Response, text: string): number {
  if (response.status === 501) return 400;
  if (response.status === 500 && /lock/i.test(text)) return 423;
  return response.status;
}

/** tus answers in text; clients of this API read the envelope, so errors are put in one. */
async function answerOf(response: Response) {
  const text = await response.text();
  const status = statusOf(response, text);
  if (status < 400 || text === '') return { status, text, json: false };
  try {
    const parsed = JSON.parse(text) as { success?: unknown };
    if (parsed.success === false) return { status, text, json: true };
  } catch {
    // tus's own sentence, e.g. "Upload-Offset header required".
  }
  const message =
    status === 413
      ? 'The file is larger than the upload limit.'
      : status === 404 || status === 410
        ? 'No such upload.'
        : status === 423
          ? 'Another request is using this upload. Try again.'
          : `${text.trim().replace(/\.?$/, '.')}`;
  return { status, text: JSON.stringify({ success: false, message }), json: true };
}

/**
 * Hands one request to tus as a web Request and writes its answer on the raw response. The
 * body is the request's own stream, never read here: PATCH bodies are the file's bytes.
 */
async function relay(
  tus: Server,
  request: FastifyRequest,
  reply: FastifyReply,
  uploader: Uploader,
  callers: WeakMap<Request, Uploader>,
): Promise<void> {
  const raw = request.raw;
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = raw.method ?? 'GET';
  const body =
    method === 'PATCH' || method === 'POST' ? { body: requestBody(raw), duplex: 'half' } : {};
  // The host is fixed: tus answers relative locations, and nothing here trusts a Host header.
  const path = (raw.url ?? '/').split('?')[0]!;
  const web = new Request(`http://studio.invalid${path}`, {
    method,
    headers,
    ...body,
  } as RequestInit);
  callers.set(web, uploader);
  const response = await tus.handleWeb(web);
  const answer = await answerOf(response);
  // The security headers the hooks set for every answer, then tus's own.
  const out: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) out[name] = value;
  }
  out['cache-control'] = 'no-store';
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  if (answer.json) {
    out['content-type'] = 'application/json; charset=utf-8';
    out['content-length'] = Buffer.byteLength(answer.text);
  }
  reply.raw.writeHead(answer.status, out);
  reply.raw.end(answer.text);
}

/**
 * Mounts tus at RECORD_UPLOAD_PATH: POST creates, HEAD/PATCH/DELETE act on one upload. Every
 * request names its caller (a user's access token, or a PC's token for the agent), and an
 * upload answers only the caller who created it: anyone else gets the 404 of a missing one.
 */
export function uploadRoutes(
  app: FastifyInstance,
  deps: UploaderDeps & { tus: Server; uploads: UploadService; callers: WeakMap<Request, Uploader> },
): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('tus-resumable', '1.0.0');
    const uploader = await uploaderOf(deps, request);
    const id = (request.params as { upload?: string }).upload;
    const made = id === undefined ? undefined : await deps.uploads.checkOwned(uploader, id);
    if (made) {
      // tus's answer for a complete upload (offset = length), plus the record it made.
      if (request.method !== 'HEAD') throw conflict('This upload is complete already.');
      return reply
        .header('cache-control', 'no-store')
        .header('upload-offset', made.size)
        .header('upload-length', made.size)
        .header(RECORD_ID_HEADER, made.recordId)
        .header('access-control-expose-headers', RECORD_ID_HEADER)
        .status(200)
        .send();
    }
    reply.hijack();
    try {
      await relay(deps.tus, request, reply, uploader, deps.callers);
    } catch (error) {
      // Past hijack() Fastify's error handler cannot answer: this is the last word.
      request.log.error({ err: error }, 'upload relay failed');
      if (reply.raw.headersSent) reply.raw.destroy();
      else {
        reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        reply.raw.end(
          JSON.stringify({ success: false, message: 'Something went wrong on our side.' }),
        );
      }
    }
  };

  void app.register(async (scope) => {
    // Bodies are left to tus as streams, whatever their type says: nothing is buffered here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const config = { access: 'PUBLIC' as const };
    scope.route({ method: ['POST', 'OPTIONS'], url: TUS_PATH, config, handler });
    scope.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: `${TUS_PATH}/:upload`,
      config,
      handler,
    });
  });
}
