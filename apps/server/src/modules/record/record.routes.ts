import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import { sendMapFile } from '../map';
import type { RecordService } from './record.service';
import { toRecordDetail, toRecordSummary, toSharedRecord } from './record.view';

export function recordRoutes(app: FastifyInstance, deps: { records: RecordService }): void {
  const { records } = deps;
  const detail = ({ record, shareUrl }: Awaited<ReturnType<RecordService['get']>>) =>
    toRecordDetail(record, shareUrl);

  route(app, API.listRecords, async ({ request, query }) => {
    const page = await records.list(actorOf(request), query);
    return ok({ ...page, items: page.items.map(toRecordSummary) });
  });

  route(app, API.recordStats, async ({ request, query }) =>
    ok(await records.stats(actorOf(request), query)),
  );

  route(app, API.adminRecords, async ({ query }) => {
    const page = await records.adminList(query);
    return ok({ ...page, items: page.items.map(toRecordSummary) });
  });

  route(app, API.getRecord, async ({ request, params }) =>
    ok(detail(await records.get(actorOf(request), params.id))),
  );

  route(app, API.updateRecord, async ({ request, params, body }) =>
    ok(detail(await records.update(actorOf(request), params.id, body)), 'The record was saved.'),
  );

  route(app, API.deleteRecord, async ({ request, params }) => {
    await records.remove(actorOf(request), params.id);
    return { success: true, message: 'The record was deleted.' };
  });

  route(app, API.sharedRecord, async ({ query }) => {
    const { record, shareUrl } = await records.shared(query.token);
    return ok(toSharedRecord(toRecordDetail(record, shareUrl), shareUrl));
  });

  route(app, API.sharedRecordSignal, async ({ query }) =>
    ok(await records.sharedSignal(query.token, query.topic, query.field)),
  );

  route(app, API.recordPath, async ({ request, params, query }) =>
    ok(await records.path(actorOf(request), params.id, query.topic)),
  );

  route(app, API.sharedRecordPath, async ({ query }) =>
    ok(await records.sharedPath(query.token, query.topic)),
  );

  route(app, API.recordMapOsm, async ({ request, params, reply }) =>
    sendMapFile(reply, await records.mapFile(actorOf(request), params.id)),
  );

  route(app, API.recordSignal, async ({ request, params, query }) =>
    ok(await records.signal(actorOf(request), params.id, query.topic, query.field)),
  );

  route(app, API.recordDownloadLink, async ({ request, params }) =>
    ok(await records.downloadLink(actorOf(request), params.id)),
  );

  route(app, API.shareRecord, async ({ request, params }) =>
    ok(await records.share(actorOf(request), params.id), 'Anyone with the link can download it.'),
  );

  route(app, API.unshareRecord, async ({ request, params }) => {
    await records.unshare(actorOf(request), params.id);
    return { success: true, message: 'The link no longer works.' };
  });
}
