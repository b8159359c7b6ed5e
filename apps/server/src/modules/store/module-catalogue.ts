import type { Readable } from 'node:stream';
import type { Module } from '@ads/contract';
import type { RecordStore } from '../../files/record-store';
import { notFound } from '../../http/errors';
import { ok } from '../../http/route';
import type { CatalogueCache } from './catalogue-cache';
import { toModule } from './store.view';
import type { VersionRepo } from './version.repo';

/**
 * The launcher's module catalogue, read from the store (one source of truth, ADR 25): each
 * algorithm that is not deprecated at its newest version that is not yanked; any version by
 * name (an install that names one, a combo that pins a yanked one); and the archives, public
 * as ADR 7's artifacts were, for the agent that holds only its PC token.
 */
export function createModuleCatalogue(deps: {
  versions: VersionRepo;
  files: RecordStore;
  cache: CatalogueCache;
}) {
  const { versions } = deps;
  const list = async (): Promise<Module[]> =>
    (await versions.modules()).map((row) => toModule(row.algorithm, row.version));
  return {
    list,

    /** The list's JSON (envelope included), kept until the catalogue changes. */
    listAnswer: (): Promise<string> =>
      deps.cache.get('modules', async () => JSON.stringify(ok(await list()))),

    async version(name: string, version: string): Promise<Module> {
      const row = await versions.module(name, version);
      if (!row) throw notFound(`There is no module ${name} ${version}.`);
      return toModule(row.algorithm, row.version);
    },

    /** An archive by its file name: its facts and its bytes; 404 for any other name. */
    async archive(
      file: string,
    ): Promise<{ file: string; size: number; sha256: string; body: Readable }> {
      const version = await versions.byArchive(file);
      if (!version || version.archiveSize === null || version.archiveSha256 === null) {
        throw notFound('No such module artifact.');
      }
      const body = await deps.files.read(file).catch(() => {
        throw notFound('No such module artifact.');
      });
      return { file, size: version.archiveSize, sha256: version.archiveSha256, body };
    },
  };
}
export type ModuleCatalogue = ReturnType<typeof createModuleCatalogue>;
