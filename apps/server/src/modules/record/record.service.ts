import {
  isAdmin,
  type RecordListQuery,
  type RecordStatsQuery,
  type UpdateRecordBody,
} from '@ads/contract';
import type { MapProjector } from '@ads/lanelet2';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Actor } from '../../http/auth';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { ProjectLookup } from './project-lookup';
import { RecordIndexError, readPosePath, readSignal } from '../../files/indexer';
import { readOnce } from './read-once';
import { newOpaqueToken } from '../../http/opaque-token';
import type { DownloadTokens } from './download-token';
import { checkCategories, cleanTags, parseCategoryFilter } from './record-classification';
import type { RecordFilter } from './record-filter';
import type { RecordStore } from '../../files/record-store';
import type { RecordChange, RecordDetailRow, RecordRepo, RecordSummaryRow } from './record.repo';
import type { RecordStatsRepo } from './record-stats.repo';

type ListQuery = z.output<typeof RecordListQuery>;
type StatsQuery = z.output<typeof RecordStatsQuery>;
type UpdateBody = z.output<typeof UpdateRecordBody>;

const noSuchRecord = () => notFound('No such record.');
const noSuchProject = () => notFound('No such project.');
/** One sentence for every link that does not lead to a file: bad, revoked, expired or deleted. */
const DEAD_LINK =
  'This download link is not valid: it has expired, was revoked, or the record was deleted.';
const DEAD_SHARE = 'This share link is not valid: it was revoked, or the record was deleted.';

export interface RecordServiceDeps {
  records: RecordRepo;
  stats: RecordStatsRepo;
  projects: ProjectLookup;
  store: RecordStore;
  tokens: DownloadTokens;
  clock: Clock;
  publicUrl: string;
  downloadLinkMs: number;
  /** Cleanup that may fail without failing the call (the sweep retries it), reported here. */
  warn(message: string, error: unknown): void;
  /** The map file of a project to draw under its records' routes; undefined without one. */
  projectMap(projectId: number): Promise<RecordMapFile | undefined>;
}

/** A map file as sendMapFile (map module) answers it. */
export interface RecordMapFile {
  map: { name: string };
  version: number;
  bytes: Uint8Array;
  projector: MapProjector;
}

/** Data Management rules: users reach their own records, admins every record. */
export function createRecordService(deps: RecordServiceDeps) {
  const { records, store } = deps;

  /** Someone else's record answers like a missing one, so ids cannot be probed. */
  async function reachable(actor: Actor, id: number): Promise<RecordDetailRow> {
    const record = await records.byId(id);
    if (!record || (record.ownerId !== actor.id && !isAdmin(actor.role))) throw noSuchRecord();
    return record;
  }

  // A few whole-file reads kept (read-once.ts): a path is ≤ 20,000 points, a signal ≤ 2,000.
  const paths = readOnce<Awaited<ReturnType<typeof readPosePath>>>(16);
  const signals = readOnce<Awaited<ReturnType<typeof readSignal>>>(64);

  /** One numeric field of a topic over the whole record, read from the studio's copy. */
  async function signalOf(
    record: Pick<RecordSummaryRow, 'format' | 'storageKey'>,
    topic: string,
    field: string,
  ) {
    try {
      const format = record.format as 'mcap' | 'bag';
      const signal = await signals(`${record.storageKey}\n${topic}\n${field}`, () =>
        store.withLocalFile(record.storageKey, (path) => readSignal(path, format, topic, field)),
      );
      return { topic, field, t: signal.t, v: signal.v };
    } catch (error) {
      if (!(error instanceof RecordIndexError)) throw error;
      if (error.code === 'unknown-topic')
        throw badRequest(error.message, { topic: 'Unknown topic.' });
      if (error.code === 'unknown-field')
        throw badRequest(error.message, { field: 'Not a numeric field.' });
      throw new AppError(422, error.message);
    }
  }

  /** A pose topic's positions over the record (the playback's trail), from the studio's copy. */
  async function pathOf(record: Pick<RecordSummaryRow, 'format' | 'storageKey'>, topic: string) {
    try {
      const format = record.format as 'mcap' | 'bag';
      return await paths(`${record.storageKey}\n${topic}`, () =>
        store.withLocalFile(record.storageKey, (path) => readPosePath(path, format, topic)),
      );
    } catch (error) {
      if (!(error instanceof RecordIndexError)) throw error;
      if (error.code === 'unknown-topic')
        throw badRequest(error.message, { topic: 'Unknown topic.' });
      if (error.code === 'unknown-field') throw badRequest(error.message, { topic: 'No poses.' });
      throw new AppError(422, error.message);
    }
  }

  /** A project filter must name a project the caller reaches (own; admins: any). */
  async function projectFilter(actor: Actor, projectId: number | undefined) {
    if (projectId === undefined) return undefined;
    const project = await deps.projects.byId(projectId);
    if (!project || (project.userId !== actor.id && !isAdmin(actor.role))) throw noSuchProject();
    return projectId;
  }

  const listFilter = (query: ListQuery): RecordFilter => ({
    q: query.q || undefined,
    format: query.format,
    vehicle: query.vehicle || undefined,
    category: parseCategoryFilter(query.category),
    tag: query.tag,
    from: query.from,
    to: query.to,
  });

  const shareUrl = (token: string | null) =>
    token === null ? null : `${deps.publicUrl}/api/record/download/?token=${token}`;

  const removeFile = async (key: string) => {
    try {
      await store.remove(key);
    } catch (error) {
      deps.warn(`could not remove the record file ${key}; the sweep will`, error);
    }
  };

  /**
   * A shared record for whoever holds its share token (the shared playback): only a share
   * token opens it, not an owner's short-lived link; a revoked or made-up one is the same 404.
   */
  async function shared(token: string) {
    const read = deps.tokens.read(token, deps.clock.now());
    const summary = read && 'share' in read ? await records.byShareToken(read.share) : undefined;
    const record = summary && (await records.byId(summary.id));
    if (!record?.shareToken) throw notFound(DEAD_SHARE);
    return { record, shareUrl: shareUrl(record.shareToken)! };
  }

  async function page(filter: RecordFilter, query: ListQuery) {
    const { items, total } = await records.page(filter, {
      sort: query.sort,
      page: query.page,
      pageSize: query.page_size,
    });
    return { items, total, page: query.page, page_size: query.page_size };
  }

  async function get(actor: Actor, id: number) {
    const record = await reachable(actor, id);
    return { record, shareUrl: shareUrl(record.shareToken) };
  }

  return {
    /** The caller's own records. */
    async list(actor: Actor, query: ListQuery) {
      const projectId = await projectFilter(actor, query.project_id);
      return page({ ...listFilter(query), ownerId: actor.id, projectId }, query);
    },

    /** Every user's records and each user's storage (the route is ADMIN only). */
    async adminList(query: ListQuery) {
      const listed = await page({ ...listFilter(query), projectId: query.project_id }, query);
      return { ...listed, storage: await deps.stats.storage() };
    },

    async stats(actor: Actor, query: StatsQuery) {
      const projectId = await projectFilter(actor, query.project_id);
      return deps.stats.stats({ from: query.from, to: query.to, ownerId: actor.id, projectId });
    },

    get,

    /**
     * The map under the record's route (issue 30): its project's, by the record's own rule
     * (the owner, admins); a record without a project, or a project without a saved map, has
     * none.
     */
    async mapFile(actor: Actor, id: number): Promise<RecordMapFile> {
      const record = await reachable(actor, id);
      const file = record.projectId === null ? undefined : await deps.projectMap(record.projectId);
      if (!file) throw notFound("The record's project has no map.");
      return file;
    },

    async update(actor: Actor, id: number, body: UpdateBody) {
      const record = await reachable(actor, id);
      const change: RecordChange = {};
      if (body.name !== undefined) change.name = body.name;
      if (body.vehicle !== undefined) change.vehicle = body.vehicle;
      if (body.categories !== undefined) change.categories = checkCategories(body.categories);
      if (body.tags !== undefined) change.tags = cleanTags(body.tags);
      if (body.project_id === null) change.projectId = null;
      if (typeof body.project_id === 'number') {
        // The record's own owner's projects only, also when an admin files it.
        const project = await deps.projects.byId(body.project_id);
        if (!project || project.userId !== record.ownerId) throw noSuchProject();
        change.projectId = project.id;
      }
      await records.update(id, change);
      return get(actor, id);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await reachable(actor, id);
      // The row goes first: a file without a row is swept later, a row without a file is lost.
      const key = await records.remove(id);
      if (key) await removeFile(key);
    },

    async signal(actor: Actor, id: number, topic: string, field: string) {
      return signalOf(await reachable(actor, id), topic, field);
    },

    shared,

    async path(actor: Actor, id: number, topic: string) {
      return pathOf(await reachable(actor, id), topic);
    },

    async sharedPath(token: string, topic: string) {
      const { record } = await shared(token);
      return pathOf(record, topic);
    },

    async sharedSignal(token: string, topic: string, field: string) {
      const { record } = await shared(token);
      return signalOf(record, topic, field);
    },

    /** A link for the caller's own download, valid for a few minutes. */
    async downloadLink(actor: Actor, id: number) {
      await reachable(actor, id);
      const expiresAt = new Date(deps.clock.now().getTime() + deps.downloadLinkMs);
      const token = deps.tokens.sign(id, expiresAt);
      return { url: `/api/record/download/?token=${token}`, expires_at: expiresAt.toISOString() };
    },

    /** A lasting public link; sharing a shared record gives the same link again. */
    async share(actor: Actor, id: number) {
      await reachable(actor, id);
      const token = await records.share(id, newOpaqueToken());
      if (!token) throw noSuchRecord();
      return { url: shareUrl(token)!, expires_at: null };
    },

    async unshare(actor: Actor, id: number): Promise<void> {
      await reachable(actor, id);
      await records.unshare(id);
    },

    /** The record a download token leads to, or a 404 that tells nothing of why. */
    async byDownloadToken(token: string): Promise<RecordSummaryRow> {
      const read = deps.tokens.read(token, deps.clock.now());
      const record = !read
        ? undefined
        : 'share' in read
          ? await records.byShareToken(read.share)
          : await records.byId(read.recordId);
      if (!record) throw notFound(DEAD_LINK);
      return record;
    },

    /** Removes the files of an account that is being deleted (its rows go with the account). */
    async filesOfOwner(ownerId: number): Promise<string[]> {
      return records.keysOfOwner(ownerId);
    },
    async removeFiles(keys: string[]): Promise<void> {
      for (const key of keys) await removeFile(key);
    },
  };
}
export type RecordService = ReturnType<typeof createRecordService>;
