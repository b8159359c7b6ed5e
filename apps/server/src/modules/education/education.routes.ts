import { API, type Endpoint } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import type { EducationResults } from './education-results.service';
import type { EducationService } from './education.service';

const rescored = (n: number) =>
  n === 0
    ? 'No submission of this challenge has been scored: there is nothing to score again.'
    : `${n === 1 ? '1 submission is' : `${n} submissions are`} queued to be scored again.`;

/** ADS Education's routes: thin (the services hold the rules). */
export function educationRoutes(
  app: FastifyInstance,
  deps: { education: EducationService; results: EducationResults },
): void {
  const { education, results } = deps;
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
  route(app, API.education.updateChallenge, async ({ request, params, body }) =>
    ok(await education.updateChallenge(actorOf(request), params.id, body)),
  );
  route(app, API.education.submit, async ({ request, params, body, reply }) => {
    const submission = await education.submit(actorOf(request), params.id, body.source);
    reply.status(201);
    return ok(submission, 'Submitted: it is in the queue.');
  });
  // The predictions file is the body, streamed to AI Benchmark's validation: never parsed or
  // buffered here (as AI Benchmark's own submission route takes it).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const endpoint = API.education.submitPredictions as Endpoint &
      typeof API.education.submitPredictions;
    route(scope, endpoint, async ({ request, params, reply }) => {
      const submission = await education.submitPredictions(
        actorOf(request),
        params.id,
        request.raw,
      );
      reply.status(201);
      return ok(submission, 'Submitted: it is in the queue.');
    });
  });
  route(app, API.education.mySubmissions, async ({ request, params }) =>
    ok(await education.mySubmissions(actorOf(request), params.id)),
  );
  route(app, API.education.leaderboard, async ({ request, params }) =>
    ok(await results.leaderboard(actorOf(request), params.id)),
  );
  route(app, API.education.submission, async ({ request, params }) =>
    ok(await education.submission(actorOf(request), params.id)),
  );
  route(app, API.education.replay, async ({ request, params }) =>
    ok(await results.replay(actorOf(request), params.id, params.episode)),
  );
  route(app, API.education.season, async () => ok(await results.season()));
  route(app, API.education.me, async ({ request }) => ok(await results.me(actorOf(request))));
  route(app, API.education.queue, async ({ request, params }) =>
    ok(await education.queue(actorOf(request), params.id)),
  );
  route(app, API.education.rescore, async ({ params }) => {
    const answer = await education.rescore(params.id);
    return ok(answer, rescored(answer.queued));
  });
}
