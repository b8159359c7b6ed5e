import { Server } from '@tus/server';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UploadFileStore } from '../upload-file-store';
import type { UploadFiles } from '../upload-files';
import { AppError, conflict, unauthorized } from '../../http/errors';
import { requestBody } from './request-body';

/** A finished tus upload as @tus/server hands it over. */
export interface FinishedUpload {
  id: string;
  metadata?: Record<string, string | null> | undefined;
  storage?: { path: string } | undefined;
}

/** Headers of an answer, beside tus's own. */
export type ExtraHeaders = Record<string, string>;

/**
 * What one tus endpoint does with its uploads; the protocol is this file's. Data Management
 * (records) and IP Repository (algorithm archives) each mount one, on a folder of their own.
 */
export interface TusEndpointOptions<Caller> {
  /** The endpoint, e.g. `/api/record/upload/`; uploads live at `<path><id>`. */
  path: string;
  files: UploadFiles;
  maxBytes: number;
  /** Headers of ours that a browser may read from tus's answers. */
  exposedHeaders?: string[];
  log: FastifyBaseLogger;
  /** Who sends the request (401/403 when nobody may); the auth hook has read a user's token. */
  callerOf(request: FastifyRequest): Promise<Caller>;
  /** Checks the metadata of a new upload: the metadata to keep with it, or throws (AppError). */
  admit(caller: Caller, metadata: Record<string, string | null | undefined>): Promise<ExtraHeaders>;
  /** The last byte arrived: the headers of the answer, or throws (the upload is then gone). */
  finish(upload: FinishedUpload): Promise<ExtraHeaders | undefined>;
  /**
   * Before a request acts on upload `id`: throws 404 (AppError) unless it is the caller's, or
   * answers an upload that is complete already (its size and the headers naming what it made).
   */
  checkOwned(
    caller: Caller,
    id: string,
  ): Promise<{ size: number; headers: ExtraHeaders } | undefined>;
}

/** An error tus answers as it is: our envelope as the body (tus allows a body on errors). */
function tusError(error: unknown, log: FastifyBaseLogger) {
  if (error instanceof AppError) {
    const body = { success: false, message: error.message, detail: error.detail };
    return { status_code: error.status, body: JSON.stringify(body) };
  }
  log.error({ err: error }, 'upload failed');
  return {
    status_code: 500,
    body: JSON.stringify({ success: false, message: 'Something went wrong on our side.' }),
  };
}

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
 * tus 1.0.0 (creation, creation-with-upload, creation-defer-length, termination) over an
 * uploads folder, mounted at `path`: POST creates, HEAD/PATCH/DELETE act on one upload. Each
 * request is handed to @tus/server as a web Request around the raw stream after
 * `reply.hijack()`, so bytes go from the socket to disk and resume after a dropped connection
 * (ADR 11). Every request names its caller, and an upload answers only the caller who created
 * it: anyone else gets the 404 of a missing one.
 */
export function mountTusEndpoint<Caller>(
  app: FastifyInstance,
  options: TusEndpointOptions<Caller>,
): Server {
  const { log } = options;
  // The endpoint without its trailing slash: @tus/server adds `/<id>` to it.
  const path = options.path.replace(/\/$/, '');
  // Who sent each request that is being handed to tus.
  const callers = new WeakMap<Request, Caller>();
  const tus = new Server({
    path,
    // Abandoned uploads are removed by a sweep, on the injected clock.
    datastore: new UploadFileStore(options.files.directory, options.files.dataPath),
    maxSize: options.maxBytes,
    // The Location is a path: a Host header cannot send the client elsewhere.
    relativeLocation: true,
    // The web app uploads from its own origin; nothing else gets CORS headers.
    allowedOrigins: () => false,
    exposedHeaders: options.exposedHeaders ?? [],
    async onUploadCreate(request, upload) {
      const caller = callers.get(request);
      try {
        if (caller === undefined) throw unauthorized();
        return { metadata: { ...(await options.admit(caller, upload.metadata ?? {})) } };
      } catch (error) {
        throw tusError(error, log);
      }
    },
    async onUploadFinish(_request, upload) {
      try {
        const headers = await options.finish(upload);
        return headers ? { headers } : {};
      } catch (error) {
        throw tusError(error, log);
      }
    },
  });

  /**
   * Hands one request to tus as a web Request and writes its answer on the raw response. The
   * body is the request's own stream, never read here: PATCH bodies are the file's bytes.
   */
  async function relay(request: FastifyRequest, reply: FastifyReply, caller: Caller) {
    const raw = request.raw;
    const headers = new Headers();
    for (const [name, value] of Object.entries(raw.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const method = raw.method ?? 'GET';
    const body =
      method === 'PATCH' || method === 'POST' ? { body: requestBody(raw), duplex: 'half' } : {};
    // The host is fixed: tus answers relative locations, and nothing here trusts a Host header.
    const url = (raw.url ?? '/').split('?')[0]!;
    const web = new Request(`http://studio.invalid${url}`, {
      method,
      headers,
      ...body,
    } as RequestInit);
    callers.set(web, caller);
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

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('tus-resumable', '1.0.0');
    const caller = await options.callerOf(request);
    const id = (request.params as { upload?: string }).upload;
    const made = id === undefined ? undefined : await options.checkOwned(caller, id);
    if (made) {
      // tus's answer for a complete upload (offset = length), plus what it made.
      if (request.method !== 'HEAD') throw conflict('This upload is complete already.');
      reply
        .header('cache-control', 'no-store')
        .header('upload-offset', made.size)
        .header('upload-length', made.size);
      for (const [name, value] of Object.entries(made.headers)) reply.header(name, value);
      if (options.exposedHeaders?.length) {
        reply.header('access-control-expose-headers', options.exposedHeaders.join(', '));
      }
      return reply.status(200).send();
    }
    reply.hijack();
    try {
      await relay(request, reply, caller);
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
    scope.route({ method: ['POST', 'OPTIONS'], url: path, config, handler });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${path}/:upload`, config, handler });
  });
  return tus;
}
