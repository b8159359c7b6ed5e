import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import type { AlgorithmService } from './algorithm.service';
import type { SearchService } from './search.service';
import type { VersionService } from './version.service';

const S = API.store;

/** IP Repository's algorithms and versions (issue 27): thin; the rules are the services'. */
export function storeRoutes(
  app: FastifyInstance,
  deps: { algorithms: AlgorithmService; versions: VersionService; search: SearchService },
): void {
  const { algorithms, versions, search } = deps;

  route(app, S.algorithms, async ({ query, reply }) => {
    // The same answer for every caller, kept as its JSON: sent as it is.
    reply.type('application/json; charset=utf-8');
    return search.answer(query);
  });
  route(app, S.createAlgorithm, async ({ request, body, reply }) => {
    reply.status(201);
    return ok(await algorithms.create(actorOf(request), body), 'The algorithm was published.');
  });
  route(app, S.algorithm, async ({ request, params }) =>
    ok(await algorithms.get(actorOf(request), params.id)),
  );
  route(app, S.updateAlgorithm, async ({ request, params, body }) =>
    ok(await algorithms.update(actorOf(request), params.id, body), 'The algorithm was saved.'),
  );
  route(app, S.publishVersion, async ({ request, params, body, reply }) => {
    const version = await versions.publish(actorOf(request), params.id, body);
    reply.status(201);
    return ok(version, `Version ${version.version} was published.`);
  });
  route(app, S.yankVersion, async ({ request, params, body }) => {
    const version = await versions.yank(actorOf(request), params.id, params.semver, body);
    return ok(
      version,
      version.yanked
        ? `Version ${version.version} was yanked: combos that pin it keep it.`
        : `Version ${version.version} is offered again.`,
    );
  });
}
