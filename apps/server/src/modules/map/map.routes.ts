import { API, type Endpoint, projectorOfQuery } from '@ads/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { ok, route } from '../../http/route';
import { attachment } from '../../http/byte-range';
import type { MapService, Saved } from './map.service';
import { toMapSummary, toVersionInfo } from './map.view';

const M = API.map;

/**
 * The base version of a save or a restore: `?version=N` or `If-Match: "N"` (a weak tag or bare
 * digits too; `*` names none). Both given must agree.
 */
export function baseVersion(request: FastifyRequest, query: number | undefined) {
  const header = request.headers['if-match'];
  let fromHeader: number | undefined;
  if (header !== undefined && header.trim() !== '*') {
    const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(header);
    const value = match ? Number(match[1]) : NaN;
    if (!Number.isSafeInteger(value) || value > 2_147_483_647) {
      throw badRequest('If-Match must name the version you edited, as "7".', {
        'if-match': 'Not a version number.',
      });
    }
    fromHeader = value;
  }
  if (fromHeader !== undefined && query !== undefined && fromHeader !== query) {
    throw badRequest('The version in the query and in If-Match differ. Send one of them.', {
      version: `If-Match says ${fromHeader}.`,
    });
  }
  return fromHeader ?? query;
}

const savedAnswer = (result: Saved, message: string) =>
  ok(
    {
      map: toMapSummary(result.map),
      version: result.version,
      findings: result.findings,
      counts: result.counts,
    },
    message,
  );

/** HDMAP Builder's calls (issue 15): thin; the rules are map.service.ts's. */
export function mapRoutes(app: FastifyInstance, deps: { maps: MapService }): void {
  const { maps } = deps;

  route(app, M.list, async ({ request, query }) =>
    ok((await maps.list(actorOf(request), query.project_id)).map(toMapSummary)),
  );
  route(app, M.create, async ({ request, body, reply }) => {
    reply.status(201);
    return ok(toMapSummary(await maps.create(actorOf(request), body)), 'The map was created.');
  });
  route(app, M.get, async ({ request, params }) =>
    ok(toMapSummary(await maps.get(actorOf(request), params.id))),
  );
  route(app, M.update, async ({ request, params, body }) =>
    ok(toMapSummary(await maps.update(actorOf(request), params.id, body)), 'The map was saved.'),
  );
  route(app, M.remove, async ({ request, params }) => {
    await maps.remove(actorOf(request), params.id);
    return { success: true, message: 'The map and its versions were deleted.' };
  });

  // The OSM file is the body, whatever its content type (a command-line import may send none,
  // or curl's form type): streamed to a file by the service, never parsed or buffered here.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    route(scope, M.save as Endpoint & typeof M.save, async ({ request, params, query, reply }) => {
      const length = Number(request.headers['content-length']);
      let result;
      try {
        result = await maps.save(actorOf(request), params.id, {
          base: baseVersion(request, query.version),
          message: query.message,
          projector: projectorOfQuery(query),
          body: request.raw,
          length: Number.isFinite(length) ? length : undefined,
          confirmEmpty: query.confirm_empty,
        });
      } catch (error) {
        // Refused before the whole file was read (413, 404, 409): the connection closes after
        // the answer instead of reading up to 200 MB more only to throw them away.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      }
      reply.header('etag', `"${result.version}"`);
      return savedAnswer(result, `Saved as version ${result.version}.`);
    });
  });

  const sendOsm = (
    reply: FastifyReply,
    file: { map: { name: string }; version: number; bytes: Uint8Array },
  ) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', attachment(`${file.map.name}.osm`))
      .header('etag', `"${file.version}"`)
      .header('cache-control', 'private, no-cache')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));

  route(app, M.osm, async ({ request, params, query, reply }) =>
    sendOsm(
      reply,
      await maps.osm(actorOf(request), params.id, {
        ...(query.version !== undefined ? { version: query.version } : {}),
        ...(query.flavour ? { flavour: query.flavour } : {}),
      }),
    ),
  );
  route(app, M.versionOsm, async ({ request, params, query, reply }) =>
    sendOsm(
      reply,
      await maps.osm(actorOf(request), params.id, {
        version: params.number,
        ...(query.flavour ? { flavour: query.flavour } : {}),
      }),
    ),
  );
  route(app, M.validation, async ({ request, params }) =>
    ok(await maps.validation(actorOf(request), params.id)),
  );
  route(app, M.versions, async ({ request, params }) =>
    ok((await maps.versions(actorOf(request), params.id)).map(toVersionInfo)),
  );
  route(app, M.restore, async ({ request, params, query, reply }) => {
    const result = await maps.restore(
      actorOf(request),
      params.id,
      params.number,
      baseVersion(request, query.version),
    );
    reply.header('etag', `"${result.version}"`);
    return savedAnswer(
      result,
      `Version ${params.number} was restored as version ${result.version}.`,
    );
  });
}
