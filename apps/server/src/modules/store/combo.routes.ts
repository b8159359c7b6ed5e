import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import type { ComboService } from './combo.service';
import type { InstallsService } from './installs.service';
import type { StartInstall } from './store-install';

const S = API.store;

/** IP Repository's combos, their check against a PC, and their installs: thin. */
export function comboRoutes(
  app: FastifyInstance,
  deps: { combos: ComboService; installs: InstallsService; startInstall: StartInstall },
): void {
  const { combos, installs } = deps;

  route(app, S.combos, async ({ query }) => ok(await combos.list(query)));
  route(app, S.createCombo, async ({ request, body, reply }) => {
    reply.status(201);
    return ok(await combos.create(actorOf(request), body), 'The combo was published.');
  });
  route(app, S.combo, async ({ request, params }) =>
    ok(await combos.get(actorOf(request), params.id)),
  );
  route(app, S.updateCombo, async ({ request, params, body }) =>
    ok(await combos.update(actorOf(request), params.id, body), 'The combo was saved.'),
  );
  route(app, S.checkCombo, async ({ request, params, query }) =>
    ok(await combos.check(actorOf(request), params.id, query.pc_id)),
  );
  route(app, S.installCombo, async ({ request, params, body, reply }) => {
    const actor = actorOf(request);
    const prepared = await combos.prepareInstall(actor, params.id, body.pc_id);
    const started = await deps.startInstall({ actor, ...prepared });
    reply.status(202);
    return ok(started, 'The install started.');
  });
  route(app, S.installs, async ({ request, query }) =>
    ok(await installs.list(actorOf(request), query)),
  );
  route(app, S.install, async ({ request, params }) =>
    ok(await installs.get(actorOf(request), params.id)),
  );
}
