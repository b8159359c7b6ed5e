import { createReadStream } from 'node:fs';
import { API, type Endpoint } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import type { BenchService } from './bench.service';
import {
  toDataset,
  toLeaderboard,
  toQueueJob,
  toSubmission,
  toSubmissionDetail,
} from './bench.view';

const B = API.benchmark;

/** AI Benchmark's calls (issue 14): thin; the rules are bench.service.ts's. */
export function benchRoutes(app: FastifyInstance, deps: { bench: BenchService }): void {
  const { bench } = deps;

  route(app, B.datasets, async ({ request }) =>
    ok((await bench.datasets(request.actor)).map(toDataset)),
  );
  route(app, B.samples, async ({ request, params, query }) =>
    ok({
      dataset_id: params.id,
      split: query.split,
      samples: await bench.samples(request.actor, params.id, query.split),
    }),
  );
  route(app, B.groundTruth, async ({ request, params, reply }) => {
    const gt = await bench.groundTruth(request.actor, params.id);
    return reply
      .header('content-disposition', `attachment; filename="dataset-${params.id}-val-gt.json"`)
      .type('application/json')
      .send(JSON.stringify(gt));
  });
  route(app, B.example, async ({ request, params, reply }) => {
    const file = await bench.example(request.actor, params.id);
    return reply
      .header('content-disposition', `attachment; filename="dataset-${params.id}-val-example.json"`)
      .type('application/json')
      .send(createReadStream(file));
  });
  route(app, B.frame, async ({ request, query, reply }) => {
    const bytes = await bench.frame(request.actor, query.dataset, query.sample);
    return reply
      .type('application/octet-stream')
      .header('cache-control', 'private, max-age=300')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
  route(app, B.leaderboard, async ({ request, query }) =>
    ok(
      toLeaderboard(await bench.leaderboard(request.actor, query.dataset, query.split, query.sort)),
    ),
  );

  // The predictions file is the body, streamed to disk: never parsed or buffered here.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    route(scope, B.submit as Endpoint & typeof B.submit, async ({ request, query }) =>
      ok({ id: await bench.submit(actorOf(request), query, request.raw) }, 'Submitted.'),
    );
  });

  route(app, B.mySubmissions, async ({ request }) =>
    ok((await bench.mySubmissions(actorOf(request))).map(toSubmission)),
  );
  route(app, B.submission, async ({ request, params }) =>
    ok(toSubmissionDetail(await bench.submission(actorOf(request), params.id))),
  );
  route(app, B.submissionFrame, async ({ request, params, query }) =>
    ok(await bench.submissionFrame(actorOf(request), params.id, query.sample)),
  );

  route(app, B.generateSample, async ({ request, body }) =>
    ok(toDataset(await bench.generateSample(actorOf(request), body)), 'Generating.'),
  );
  route(app, B.importDataset, async ({ request, body }) =>
    ok(
      toDataset(
        await bench.importUpload(actorOf(request), body.upload_id, body.name, body.test_fraction),
      ),
      'Importing.',
    ),
  );
  route(app, B.updateDataset, async ({ params, body }) =>
    ok(toDataset(await bench.updateDataset(params.id, body))),
  );
  route(app, B.deleteDataset, async ({ params }) => {
    await bench.deleteDataset(params.id);
    return { success: true, message: 'Dataset deleted.' };
  });
  route(app, B.allSubmissions, async () => ok((await bench.allSubmissions()).map(toSubmission)));
  route(app, B.hideSubmission, async ({ params, body }) =>
    ok(toSubmissionDetail(await bench.hideSubmission(params.id, body.hidden))),
  );
  route(app, B.rerunSubmission, async ({ params }) =>
    ok(toSubmissionDetail(await bench.rerun(params.id))),
  );
  route(app, B.queue, async () => ok((await bench.queue()).map(toQueueJob)));
}
