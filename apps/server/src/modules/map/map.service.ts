import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { MAP_FINDINGS_KEPT, isAdmin } from '@ads/contract';
import {
  type FindingCounts,
  type MapFinding,
  type MapFlavour,
  type MapProjector,
  emptyDoc,
  writeOsm,
} from '@ads/lanelet2';
import type { Clock } from '../../clock';
import type { Actor } from '../../http/auth';
import { AppError, conflict, notFound } from '../../http/errors';
import type { ImportResult } from './map-tasks';
import { mapThreadFree, runMapTask } from './map-worker-client';
import type { MapRepo, MapWithCurrent, NewVersion, SaveOutcome } from './map.repo';
import { sameProjector } from './map-projector';
import { fileSink, portSink, receiveOsm } from './receive-osm';

export interface MapLimits {
  /** Largest OSM file a save may send. */
  maxOsmBytes: number;
}
export const MAP_LIMITS: MapLimits = { maxOsmBytes: 200 * 1024 ** 2 };

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const noSuchMap = () => notFound('No such map.');
const noSuchProject = () => notFound('No such project.');
const noSuchVersion = (version: number) => notFound(`This map has no version ${version}.`);

/** A save or a restore: what it was asked to write on which base. */
export interface SaveInput {
  /** The version the edit started from; undefined takes the save as it is. */
  base: number | undefined;
  message: string;
  /** The projector the save states (first save only). */
  projector?: MapProjector | undefined;
  body: Readable;
  /** The body's announced length, when it was announced. */
  length?: number | undefined;
  /** The caller confirmed that a save with no elements may replace a version with some. */
  confirmEmpty?: boolean | undefined;
}

/** What a save or a restore answers. */
export interface Saved {
  map: MapWithCurrent;
  version: number;
  findings: MapFinding[];
  counts: FindingCounts;
}

/**
 * The rules of HDMAP Builder (issue 15): a map belongs to a project, and only the project's
 * owner (or an admin) reaches it; someone else's map answers as a missing one. Every save
 * writes a new version, never changing an old one, against the version the edit started from.
 */
export function createMapService(deps: {
  repo: MapRepo;
  /** Folder for files being received. */
  dataDir: string;
  clock: Clock;
  limits?: Partial<MapLimits>;
}) {
  const { repo } = deps;
  const limits = { ...MAP_LIMITS, ...deps.limits };
  const incoming = join(deps.dataDir, 'maps', 'incoming');

  async function reachableProject(actor: Actor, projectId: number) {
    const owner = await repo.projectOwner(projectId);
    if (owner === undefined || (owner !== actor.id && !isAdmin(actor.role))) {
      throw noSuchProject();
    }
  }

  async function reachable(actor: Actor, id: number): Promise<MapWithCurrent> {
    const map = await repo.byId(id);
    if (!map || (map.ownerId !== actor.id && !isAdmin(actor.role))) throw noSuchMap();
    return map;
  }

  /** "14:02 UTC", with the day when it is not today. */
  function when(at: Date): string {
    const iso = at.toISOString();
    const time = `${iso.slice(11, 16)} UTC`;
    return iso.slice(0, 10) === deps.clock.now().toISOString().slice(0, 10)
      ? `at ${time}`
      : `on ${iso.slice(0, 10)} at ${time}`;
  }

  /** The 409 of a save whose base is not the current version any more. */
  async function staleBase(mapId: number, base: number): Promise<AppError> {
    const map = await repo.byId(mapId);
    if (!map) return noSuchMap();
    const current = map.version;
    const facts = current > 0 ? await repo.versionFacts(mapId, current) : undefined;
    if (!facts || base > current) {
      return new AppError(
        409,
        `This map has no version ${base}: it is at version ${current}. Reload it, or export your copy first.`,
        { version: String(current) },
      );
    }
    const who = facts.authorName ?? 'a deleted account';
    return new AppError(
      409,
      `This map was saved as version ${current} by ${who} ${when(facts.createdAt)} while you edited version ${base}. Reload it, or export your copy first.`,
      { version: String(current), saved_by: who, saved_at: facts.createdAt.toISOString() },
    );
  }

  async function checkBase(map: MapWithCurrent, base: number | undefined) {
    if (base !== undefined && base !== map.version) throw await staleBase(map.id, base);
  }

  /** Writes the next version, or throws what stopped it. */
  async function write(
    map: MapWithCurrent,
    base: number | undefined,
    values: NewVersion,
  ): Promise<number> {
    const outcome: SaveOutcome = await repo.saveVersion(map.id, base, values);
    switch (outcome.kind) {
      case 'saved':
        return outcome.version;
      case 'gone':
        throw noSuchMap();
      case 'stale':
        throw await staleBase(map.id, base ?? outcome.current);
      case 'projector':
        throw conflict(
          'Another save fixed this map’s projector while yours was read. Send the file again.',
        );
    }
  }

  async function importFile(input: SaveInput, projector: MapProjector | undefined) {
    if (input.length !== undefined && input.length > limits.maxOsmBytes) {
      throw new AppError(
        413,
        `The OSM file is larger than ${Math.round(limits.maxOsmBytes / 1024 ** 2)} MB.`,
      );
    }
    const task = { task: 'import', projector, keep: MAP_FINDINGS_KEPT } as const;
    if (mapThreadFree()) {
      // Down a port to the thread as it arrives: decoded there while the rest comes, no file.
      const { port1, port2 } = new MessageChannel();
      const result = runMapTask<ImportResult>({ ...task, source: { port: port2 } }, [port2]);
      // A refused body's own error is the answer; the thread's, which follows it, is not.
      result.catch(() => {});
      await receiveOsm(input.body, portSink(port1), limits.maxOsmBytes);
      return await result;
    }
    // Every thread busy: the file waits on disk for its turn, not in memory (up to the limit
    // per save, for as many saves as come).
    await mkdir(incoming, { recursive: true });
    const file = join(incoming, randomUUID());
    try {
      await receiveOsm(input.body, fileSink(file), limits.maxOsmBytes);
      return await runMapTask<ImportResult>({ ...task, source: { file } });
    } finally {
      await rm(file, { force: true });
    }
  }

  /**
   * A save with no elements over a current version that has some empties the map: a blank or
   * half-loaded editor's save, a wrong file. It needs confirm_empty=true (the editor asks the
   * user first). The stored version is counted only in this rare case.
   */
  async function refuseEmptying(map: MapWithCurrent): Promise<void> {
    if (map.version === 0) return;
    const row = await repo.version(map.id, map.version);
    if (!row) return;
    const had = await runMapTask<number>({
      task: 'elements',
      gz: row.osmGz,
      projector: row.projector,
    });
    if (had === 0) return;
    throw new AppError(
      422,
      `This save holds no map elements, but version ${map.version} has ${had}: it would empty the map. Nothing was saved; send it with confirm_empty=true if the map is meant to be empty.`,
      { confirm_empty: `Version ${map.version} has ${had} elements.` },
    );
  }

  async function saved(
    mapId: number,
    version: number,
    findings: MapFinding[],
    counts: FindingCounts,
  ): Promise<Saved> {
    const map = await repo.byId(mapId);
    if (!map) throw noSuchMap();
    return { map, version, findings, counts };
  }

  /** A version of a map written as OSM, with the projector it was written with. */
  async function exportOsm(
    map: MapWithCurrent,
    options: { version?: number; flavour?: MapFlavour },
  ): Promise<{ map: MapWithCurrent; version: number; bytes: Uint8Array; projector: MapProjector }> {
    const version = options.version ?? map.version;
    if (version === 0) {
      const projector = map.projector ?? { projector_type: 'Local' as const };
      const doc = emptyDoc();
      if (map.mapVersion !== '') doc.metaInfo = { map_version: map.mapVersion };
      const text = writeOsm(doc, projector, options.flavour ?? 'lanelet2');
      return { map, version, bytes: new TextEncoder().encode(text), projector };
    }
    const row = await repo.version(map.id, version);
    if (!row) throw noSuchVersion(version);
    const bytes = await runMapTask<Uint8Array>({
      task: 'export',
      gz: row.osmGz,
      projector: row.projector,
      flavour: options.flavour ?? (row.flavour as MapFlavour),
      mapVersion: map.mapVersion,
    });
    return { map, version, bytes, projector: row.projector };
  }

  return {
    async list(actor: Actor, projectId: number) {
      await reachableProject(actor, projectId);
      return repo.list(projectId);
    },

    async create(
      actor: Actor,
      body: { project_id: number; name: string; projector?: MapProjector | undefined },
    ) {
      await reachableProject(actor, body.project_id);
      const id = await repo.insert({
        projectId: body.project_id,
        name: body.name,
        projector: body.projector ?? null,
        createdBy: actor.id,
        updatedBy: actor.id,
      });
      return (await repo.byId(id))!;
    },

    get: (actor: Actor, id: number) => reachable(actor, id),

    async update(
      actor: Actor,
      id: number,
      body: {
        name?: string | undefined;
        projector?: MapProjector | undefined;
        map_version?: string | undefined;
      },
    ) {
      const map = await reachable(actor, id);
      const fixed = () =>
        conflict(
          'The projector of a map is fixed once a version is saved. Create a new map for another projector.',
        );
      if (body.projector !== undefined && map.version > 0) throw fixed();
      if (
        body.name === undefined &&
        body.projector === undefined &&
        body.map_version === undefined
      ) {
        return map;
      }
      const values = {
        name: body.name,
        projector: body.projector,
        mapVersion: body.map_version,
        updatedBy: actor.id,
      };
      if (!(await repo.update(id, values))) {
        if (!(await repo.byId(id))) throw noSuchMap();
        throw fixed();
      }
      return (await repo.byId(id))!;
    },

    async remove(actor: Actor, id: number) {
      await reachable(actor, id);
      if (!(await repo.remove(id))) throw noSuchMap();
    },

    /**
     * Saves an OSM file as the next version: passed as it arrives to a worker thread (or to a
     * file, when every thread is busy), parsed and validated there, kept as sent (gzip). A file that is no OSM map at all (no lanelets,
     * nothing but parse errors) is refused (422) and nothing is kept. The base is checked
     * before the file is read and again, under the map's lock, when the version is written.
     */
    async save(actor: Actor, id: number, input: SaveInput): Promise<Saved> {
      const map = await reachable(actor, id);
      await checkBase(map, input.base);
      if (input.projector && map.projector && !sameProjector(input.projector, map.projector)) {
        throw conflict(
          'This map’s projector is fixed by its first version; the save states another one. Leave the projector out, or create a new map.',
        );
      }
      const result = await importFile(input, map.projector ?? input.projector);
      if (result.notOsm) {
        const first = result.findings.slice(0, 5);
        throw new AppError(
          422,
          `This file is not an OSM map: ${first[0]?.message ?? 'it holds no map elements.'}`,
          Object.fromEntries(first.map((finding) => [finding.code, finding.message])),
        );
      }
      if (result.refused !== undefined) {
        throw new AppError(422, `Nothing was saved: ${lowerFirst(result.refused)}`);
      }
      if (result.elements === 0 && !input.confirmEmpty) await refuseEmptying(map);
      const version = await write(map, input.base, {
        osmGz: result.gz,
        bytes: result.bytes,
        flavour: result.flavour,
        projector: map.projector ?? result.projector,
        findings: result.findings,
        errors: result.counts.error,
        warnings: result.counts.warning,
        infos: result.counts.info,
        lanelets: result.lanelets,
        message: input.message,
        authorId: actor.id,
      });
      return saved(map.id, version, result.findings, result.counts);
    },

    /** A new version with the content of an older one. */
    async restore(actor: Actor, id: number, from: number, base: number | undefined) {
      const map = await reachable(actor, id);
      await checkBase(map, base);
      const old = await repo.version(id, from);
      if (!old) throw noSuchVersion(from);
      const version = await write(map, base, {
        osmGz: old.osmGz,
        bytes: old.bytes,
        flavour: old.flavour,
        projector: old.projector,
        findings: old.findings,
        errors: old.errors,
        warnings: old.warnings,
        infos: old.infos,
        lanelets: old.lanelets,
        message: `Restored version ${from}`,
        authorId: actor.id,
      });
      return saved(map.id, version, old.findings, {
        error: old.errors,
        warning: old.warnings,
        info: old.infos,
      });
    },

    /**
     * A version (the current one by default) written as an OSM file in `flavour` (by default
     * the flavour it was saved in). Version 0 is the empty map.
     */
    async osm(actor: Actor, id: number, options: { version?: number; flavour?: MapFlavour }) {
      return exportOsm(await reachable(actor, id), options);
    },

    /**
     * The same, for a caller whose right to the map was checked elsewhere (HMI: an agent's PC
     * in the map's project). Answers also the projector the file was written with.
     */
    exportOsm,

    /** The current version's findings, as stored when it was saved. */
    async validation(actor: Actor, id: number) {
      const map = await reachable(actor, id);
      const findings = map.version > 0 ? await repo.findings(id, map.version) : [];
      return {
        version: map.version,
        findings: findings ?? [],
        counts: { error: map.errors, warning: map.warnings, info: map.infos },
      };
    },

    async versions(actor: Actor, id: number) {
      await reachable(actor, id);
      return repo.versions(id);
    },
  };
}
export type MapService = ReturnType<typeof createMapService>;
