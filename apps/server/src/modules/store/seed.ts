import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { uniqueViolation } from '../../db/errors';
import type { RecordStore } from '../../files/record-store';
import type { AlgorithmRepo } from './algorithm.repo';
import type { ComboRepo } from './combo.repo';
import { archiveFileName, hashFile } from './archive-files';
import { SEED_COMBO, SEED_MODULES, type SeedModule } from './seed-catalogue';
import { newest, parseSemver } from './semver';
import type { VersionRepo } from './version.repo';

/** The folder of the shipped module scripts, found upwards (src/ and dist/). */
export function artifactsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'assets', 'modules');
    if (existsSync(candidate)) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('assets/modules folder not found');
}

/**
 * The image of a seeded version, pinned by a digest derived from its name and version: stable
 * across starts and instances, and of the form the store requires.
 */
export const seedImage = (name: string, version: string) => {
  const reference = `ads-studio/${name}:${version}`;
  return `${reference}@sha256:${createHash('sha256').update(reference).digest('hex')}`;
};

/** Whether the file store holds `key` (a read that opens). */
async function holds(files: RecordStore, key: string): Promise<boolean> {
  try {
    (await files.read(key, { start: 0, end: 0 })).destroy();
    return true;
  } catch {
    return false;
  }
}

/**
 * Seeds the studio's own stack into IP Repository, idempotently, at every start (ADR 25): each
 * module of seed-catalogue.ts as an algorithm with no owner (Apache-2.0) and its version, the
 * shipped script copied into the file store as its archive; then the seeded combo. What exists
 * is left as it is (an administrator may have edited or deprecated it), except that a seeded
 * version follows its shipped file, so its sha256 cannot go stale (ADR 7's promise), and a file
 * missing from the store is put back. Safe when several instances start at once. Answers
 * whether anything was written.
 */
export async function seedStore(deps: {
  algorithms: AlgorithmRepo;
  versions: VersionRepo;
  combos: ComboRepo;
  files: RecordStore;
  folder?: string;
}): Promise<boolean> {
  const { algorithms, versions, combos, files } = deps;
  const folder = deps.folder ?? artifactsFolder();
  const scratch = await mkdtemp(join(tmpdir(), 'ads-store-seed-'));
  let wrote = false;

  /** Copies the shipped file into the store under `key` (putFile moves what it is given). */
  async function store(entry: SeedModule, key: string): Promise<void> {
    const copy = join(scratch, key);
    await copyFile(join(folder, entry.file), copy);
    await files.putFile(key, copy);
  }

  async function seedOne(entry: SeedModule): Promise<void> {
    let algorithm = await algorithms.byName(entry.name);
    if (!algorithm) {
      try {
        algorithm = await algorithms.insert(
          {
            name: entry.name,
            ownerId: null,
            title: entry.title,
            summary: entry.description,
            category: entry.category,
            tags: entry.tags,
            license: 'Apache-2.0',
            readme: entry.readme,
            sourceUrl: null,
            deprecated: null,
          },
          [],
        );
        wrote = true;
      } catch (error) {
        // Another instance seeded it meanwhile.
        if (uniqueViolation(error) === undefined) throw error;
        algorithm = (await algorithms.byName(entry.name))!;
      }
    }
    const shipped = await hashFile(join(folder, entry.file));
    const key = archiveFileName(entry.name, entry.version, shipped.sha256, 'js');
    const existing = await versions.byVersion(algorithm.id, entry.version);
    if (!existing) {
      await store(entry, key);
      try {
        await versions.insert({
          algorithmId: algorithm.id,
          version: entry.version,
          ...semverParts(entry.version),
          image: seedImage(entry.name, entry.version),
          archiveFile: key,
          archiveSize: shipped.size,
          archiveSha256: shipped.sha256,
          platforms: ['linux/amd64', 'linux/arm64'],
          // Self-contained Node programs: they need no ROS on the PC (their interface names the
          // topics they stand for), so the demo stack installs on any PC with the agent.
          rosDistro: null,
          gpu: false,
          interface: entry.interface,
          run: ['node', key],
          changelog: 'The studio’s demo stack.',
          publishedBy: null,
        });
        wrote = true;
      } catch (error) {
        if (uniqueViolation(error) === undefined) throw error;
      }
    } else if (existing.publishedBy === null && existing.archiveSha256 !== shipped.sha256) {
      // The shipped script changed under the same version: the seeded entry mirrors it.
      await store(entry, key);
      await versions.setArchive(existing.id, { file: key, ...shipped });
      if (existing.archiveFile && existing.archiveFile !== key) {
        await files.remove(existing.archiveFile).catch(() => undefined);
      }
      wrote = true;
    } else if (existing.archiveFile && !(await holds(files, existing.archiveFile))) {
      // A fresh file store under an existing database: the file comes back.
      if (existing.archiveFile === key) await store(entry, key);
    }
    const live = (await versions.listOf(algorithm.id)).filter((version) => !version.yanked);
    const latest = newest(live, (version) => version.version)?.id ?? null;
    if (latest !== algorithm.latestVersionId) {
      await algorithms.setLatest(algorithm.id, latest, false);
      wrote = true;
    }
  }

  try {
    for (const entry of SEED_MODULES) await seedOne(entry);
    if (!(await combos.byName(SEED_COMBO.name))) {
      const members = [];
      for (const name of SEED_COMBO.members) {
        const entry = SEED_MODULES.find((module) => module.name === name)!;
        const algorithm = (await algorithms.byName(name))!;
        const version = await versions.byVersion(algorithm.id, entry.version);
        if (version) members.push({ versionId: version.id, parameters: {} });
      }
      try {
        await combos.insert(
          {
            name: SEED_COMBO.name,
            title: SEED_COMBO.title,
            summary: SEED_COMBO.summary,
            version: SEED_COMBO.version,
            externalInputs: [],
            ownerId: null,
          },
          members,
        );
        wrote = true;
      } catch (error) {
        if (uniqueViolation(error) === undefined) throw error;
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return wrote;
}

/** The semver parts the versions table keeps beside the text. */
function semverParts(version: string) {
  const parsed = parseSemver(version);
  if (!parsed) throw new Error(`a seeded version is not semver: ${version}`);
  const { major, minor, patch, prerelease } = parsed;
  return { major, minor, patch, prerelease: prerelease.join('.') };
}
