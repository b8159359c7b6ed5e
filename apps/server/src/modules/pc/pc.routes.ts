import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import type { PcService } from './pc.service';
import { toPc } from './pc.view';

export function pcRoutes(app: FastifyInstance, deps: { pcs: PcService }): void {
  route(app, API.mintPcToken, async ({ request }) => ok(deps.pcs.mintToken(actorOf(request))));

  route(app, API.listPcs, async ({ request }) => {
    const rows = await deps.pcs.list(actorOf(request));
    return ok(rows.map((row) => toPc(row, deps.pcs.isOnline(row.token))));
  });

  route(app, API.registerPc, async ({ request, body, reply }) => {
    const pc = await deps.pcs.register(actorOf(request), body);
    reply.status(201);
    return ok(toPc(pc, deps.pcs.isOnline(pc.token)), 'The PC was registered.');
  });

  route(app, API.deletePc, async ({ request, body }) => {
    await deps.pcs.remove(actorOf(request), body.token);
    return { success: true, message: 'The PC was deleted.' };
  });
}
