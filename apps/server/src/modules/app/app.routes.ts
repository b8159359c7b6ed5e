import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import type { AppAvailabilityService } from './app-availability.service';
import type { BasemapService } from './basemap.service';
import { toAuditEntry } from './app.view';

export function appRoutes(
  app: FastifyInstance,
  deps: { apps: AppAvailabilityService; basemap: BasemapService },
): void {
  // Public: a visitor's answer is the defaults; a signed-in caller's, its role's view.
  route(app, API.catalogue, async ({ request }) =>
    ok(await deps.apps.catalogueFor(request.actor?.role ?? 'PUBLIC')),
  );

  route(app, API.appAvailability, async () => ok(await deps.apps.table()));

  route(app, API.changeAppAvailability, async ({ request, params, body }) =>
    ok(
      await deps.apps.change(params.key, actorOf(request), body.states),
      'The availability was changed.',
    ),
  );

  route(app, API.resetAppAvailability, async ({ request, params }) =>
    ok(await deps.apps.reset(params.key, actorOf(request)), "The spec's defaults are back."),
  );

  route(app, API.appAudit, async ({ query }) => {
    const page = await deps.apps.audit(query.limit, query.before);
    return ok({ entries: page.entries.map(toAuditEntry), has_more: page.hasMore });
  });

  // Every page with a map reads the basemap; only an administrator sets it (the route's access).
  route(app, API.basemap, async () => ok(await deps.basemap.read()));
  route(app, API.setBasemap, async ({ request, body }) =>
    ok(await deps.basemap.set(actorOf(request), body), 'The basemap was saved.'),
  );
}
