import type { AlgorithmVersion, PublishVersionBody, RosInterface, YankBody } from '@ads/contract';
import type { z } from 'zod';
import { uniqueViolation } from '../../db/errors';
import type { RecordStore } from '../../files/record-store';
import type { Actor } from '../../http/auth';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Algorithm, AlgorithmRepo } from './algorithm.repo';
import { mayEdit, noSuchAlgorithm } from './algorithm.service';
import { archiveExtension, archiveFileName, hashFile } from './archive-files';
import { fitsType, typeWords } from './parameters';
import { compareSemver, newest, parseSemver } from './semver';
import type { StoreUploads } from './store-uploads';
import { toVersion } from './store.view';
import type { Version, VersionRepo } from './version.repo';

type PublishInput = z.output<typeof PublishVersionBody>;
type YankInput = z.output<typeof YankBody>;

/** What is wrong with an interface, by field, or nothing: each name once, defaults typed. */
function interfaceProblems(face: RosInterface): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const side of ['inputs', 'outputs'] as const) {
    const seen = new Set<string>();
    face[side].forEach((port, index) => {
      if (seen.has(port.topic)) {
        problems[`interface.${side}.${index}.topic`] = `${port.topic} is listed twice.`;
      }
      seen.add(port.topic);
    });
  }
  const names = new Set<string>();
  face.parameters.forEach((parameter, index) => {
    if (names.has(parameter.name)) {
      problems[`interface.parameters.${index}.name`] = `${parameter.name} is listed twice.`;
    }
    names.add(parameter.name);
    if (!fitsType(parameter.type, parameter.default)) {
      problems[`interface.parameters.${index}.default`] =
        `The default of ${parameter.name} must be ${typeWords(parameter.type)} (${parameter.type}).`;
    }
  });
  return problems;
}

/**
 * Versions of IP Repository's algorithms: published once and never changed (crates.io's rule),
 * then yanked or un-yanked. The artifact is an image pinned by digest, an uploaded archive
 * (moved into the file store with the sha256 the server computed), or both.
 */
export function createVersionService(deps: {
  algorithms: AlgorithmRepo;
  versions: VersionRepo;
  uploads: StoreUploads;
  /** IP Repository's file store (archives). */
  files: RecordStore;
  changed(): Promise<void>;
}) {
  const { algorithms, versions, uploads, files } = deps;

  /** The algorithm, if the caller may publish to it and yank its versions. */
  async function editable(actor: Actor, id: number): Promise<Algorithm> {
    const algorithm = await algorithms.byId(id);
    if (!algorithm) throw noSuchAlgorithm();
    if (!(await mayEdit(algorithms, actor, algorithm))) {
      throw forbidden(
        `Only the owner, the maintainers and administrators may publish and yank versions of ${algorithm.name}.`,
      );
    }
    return algorithm;
  }

  /** Points the algorithm at its newest version that is not yanked. */
  async function refreshLatest(algorithmId: number, touched: boolean): Promise<void> {
    const live = (await versions.listOf(algorithmId)).filter((version) => !version.yanked);
    const latest = newest(live, (version) => version.version);
    await algorithms.setLatest(algorithmId, latest?.id ?? null, touched);
  }

  /** Stores the uploaded archive under its name and inserts the version; undoes the file on failure. */
  async function insertWithArchive(
    algorithm: Algorithm,
    row: Parameters<VersionRepo['insert']>[0],
    archive: { upload: string; sha256?: string | undefined },
    publisher: number,
  ): Promise<Version> {
    return uploads.take(publisher, archive.upload, async (upload) => {
      const computed = await hashFile(upload.path);
      if (archive.sha256 !== undefined && archive.sha256 !== computed.sha256) {
        const message = `The archive's sha256 is ${computed.sha256}, not the ${archive.sha256} you gave.`;
        throw badRequest(message, { 'artifacts.archive.sha256': message });
      }
      const file = archiveFileName(
        algorithm.name,
        row.version,
        computed.sha256,
        archiveExtension(upload.filename),
      );
      await files.putFile(file, upload.path);
      try {
        const inserted = await versions.insert({
          ...row,
          archiveFile: file,
          archiveSize: computed.size,
          archiveSha256: computed.sha256,
        });
        return (await versions.byId(inserted.id))!;
      } catch (error) {
        await files.remove(file).catch(() => undefined);
        throw error;
      }
    });
  }

  return {
    async publish(
      actor: Actor,
      algorithmId: number,
      body: PublishInput,
    ): Promise<AlgorithmVersion> {
      const algorithm = await editable(actor, algorithmId);
      const semver = parseSemver(body.version);
      if (!semver) {
        const message = 'A version is semver: MAJOR.MINOR.PATCH, each part below 2147483648.';
        throw badRequest(message, { version: message });
      }
      const problems = interfaceProblems(body.interface);
      if (Object.keys(problems).length > 0) {
        throw badRequest(Object.values(problems)[0]!, problems);
      }
      const published = await versions.listOf(algorithm.id);
      const same = published.find((version) => {
        const other = parseSemver(version.version);
        return other !== null && compareSemver(other, semver) === 0;
      });
      if (same) {
        throw conflict(
          same.version === body.version
            ? `${algorithm.name} ${body.version} is published already, and a published version never changes. Publish a higher version.`
            : `${algorithm.name} ${same.version} is published already; ${body.version} differs only in build metadata, which does not make another version.`,
        );
      }
      const row = {
        algorithmId: algorithm.id,
        version: body.version,
        major: semver.major,
        minor: semver.minor,
        patch: semver.patch,
        prerelease: semver.prerelease.join('.'),
        image: body.artifacts.image ?? null,
        platforms: [...new Set(body.platforms)],
        rosDistro: body.ros_distro,
        gpu: body.gpu,
        interface: body.interface,
        run: body.run,
        changelog: body.changelog,
        publishedBy: actor.id,
      };
      let version: Version;
      try {
        version = body.artifacts.archive
          ? await insertWithArchive(algorithm, row, body.artifacts.archive, actor.id)
          : (await versions.byId((await versions.insert(row)).id))!;
      } catch (error) {
        // Two publishes of one version at once: the unique index lets one through.
        if (uniqueViolation(error) === 'store_versions_algorithm_version_key') {
          throw conflict(`${algorithm.name} ${body.version} was published meanwhile.`);
        }
        throw error;
      }
      await refreshLatest(algorithm.id, true);
      await deps.changed();
      return toVersion(version);
    },

    async yank(
      actor: Actor,
      algorithmId: number,
      semver: string,
      body: YankInput,
    ): Promise<AlgorithmVersion> {
      const algorithm = await editable(actor, algorithmId);
      const version = await versions.byVersion(algorithm.id, semver);
      if (!version) throw notFound(`${algorithm.name} has no version ${semver}.`);
      await versions.setYanked(version.id, body.yanked, body.reason?.trim() || null);
      await refreshLatest(algorithm.id, false);
      await deps.changed();
      return toVersion((await versions.byId(version.id))!);
    },
  };
}
export type VersionService = ReturnType<typeof createVersionService>;
