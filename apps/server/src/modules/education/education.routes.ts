import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import type { EducationService } from './education.service';

/** ADS Education's routes: thin (education.service.ts holds the rules). */
export function educationRoutes(app: FastifyInstance, deps: { education: EducationService }): void {
  const { education } = deps;
  route(app, API.education.challenges, async ({ request }) =>
    ok(await education.challenges(actorOf(request))),
  );
  route(app, API.education.challenge, async ({ request, params }) =>
    ok(await education.challenge(actorOf(request), params.id)),
  );
  route(app, API.education.createChallenge, async ({ request, body, reply }) => {
    const challenge = await education.createChallenge(actorOf(request), body);
    reply.status(201);
    return ok(challenge, 'The challenge was created.');
  });
  route(app, API.education.updateChallenge, async ({ params, body }) =>
    ok(await education.updateChallenge(params.id, body)),
  );
  route(app, API.education.submit, async ({ request, params, body, reply }) => {
    const submission = await education.submit(actorOf(request), params.id, body.source);
    reply.status(201);
    return ok(submission, 'Submitted: it is in the queue.');
  });
  route(app, API.education.mySubmissions, async ({ request, params }) =>
    ok(await education.mySubmissions(actorOf(request), params.id)),
  );
  route(app, API.education.leaderboard, async ({ request, params }) =>
    ok(await education.leaderboard(actorOf(request), params.id)),
  );
  route(app, API.education.submission, async ({ request, params }) =>
    ok(await education.submission(actorOf(request), params.id)),
  );
}
