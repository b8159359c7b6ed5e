import {
  type Algorithm as AlgorithmAnswer,
  type AlgorithmBody,
  type UpdateAlgorithmBody,
  isAdmin,
} from '@ads/contract';
import type { z } from 'zod';
import { uniqueViolation } from '../../db/errors';
import type { Actor } from '../../http/auth';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Algorithm, AlgorithmFields, AlgorithmRepo } from './algorithm.repo';
import type { ComboRepo } from './combo.repo';
import { readmeProblem } from './readme-check';
import type { SearchRepo } from './search.repo';
import { compareVersions } from './semver';
import { iso, toSummary, toVersion } from './store.view';
import type { VersionRepo } from './version.repo';

export const noSuchAlgorithm = () => notFound('No such algorithm.');
const nameTaken = (name: string) =>
  conflict(`An algorithm named ${name} exists already. Choose another name.`);

/** What the routes hand over: the bodies as the contract's schemas parsed them. */
type CreateInput = z.output<typeof AlgorithmBody>;
type UpdateInput = z.output<typeof UpdateAlgorithmBody>;

/** Who may change an algorithm and publish its versions: its owner, maintainers, admins. */
export async function mayEdit(
  algorithms: AlgorithmRepo,
  actor: Actor,
  algorithm: Algorithm,
): Promise<boolean> {
  return (
    isAdmin(actor.role) ||
    algorithm.ownerId === actor.id ||
    (await algorithms.isMaintainer(algorithm.id, actor.id))
  );
}

/**
 * IP Repository's algorithms: anyone with the app may publish one (and owns it); its owner,
 * maintainers and administrators edit it; a README is checked before it is stored.
 */
export function createAlgorithmService(deps: {
  algorithms: AlgorithmRepo;
  versions: VersionRepo;
  combos: ComboRepo;
  search: SearchRepo;
  /** The catalogue changed: lists and the launcher's modules are read again. */
  changed(): Promise<void>;
}) {
  const { algorithms, versions, combos, search } = deps;

  function checkReadme(readme: string | undefined) {
    const problem = readme === undefined ? null : readmeProblem(readme);
    if (problem) throw badRequest(problem, { readme: problem });
  }

  /** The maintainers named, each once; every one must be a studio user. */
  async function checkMaintainers(ids: number[] | undefined): Promise<number[] | undefined> {
    if (ids === undefined) return undefined;
    const unique = [...new Set(ids)];
    const found = new Set((await algorithms.users(unique)).map((user) => user.id));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) {
      const message = `Maintainers are studio users; there is no user ${missing.join(', ')}.`;
      throw badRequest(message, { maintainers: message });
    }
    return unique;
  }

  async function answer(actor: Actor, algorithm: Algorithm): Promise<AlgorithmAnswer> {
    const [[summary], maintainers, all, usedBy, editable] = await Promise.all([
      search.summaries([algorithm.id]),
      algorithms.maintainers(algorithm.id),
      versions.listOf(algorithm.id),
      combos.usedBy(algorithm.id),
      mayEdit(algorithms, actor, algorithm),
    ]);
    return {
      ...toSummary(summary!),
      readme: algorithm.readme,
      source_url: algorithm.sourceUrl,
      maintainers,
      versions: all.sort((a, b) => compareVersions(b.version, a.version)).map(toVersion),
      used_by: usedBy,
      can_edit: editable,
      created_at: iso(algorithm.createdAt),
    };
  }

  return {
    async get(actor: Actor, id: number): Promise<AlgorithmAnswer> {
      const algorithm = await algorithms.byId(id);
      if (!algorithm) throw noSuchAlgorithm();
      return answer(actor, algorithm);
    },

    async create(actor: Actor, body: CreateInput): Promise<AlgorithmAnswer> {
      checkReadme(body.readme);
      const maintainers = (await checkMaintainers(body.maintainers)) ?? [];
      if (await algorithms.byName(body.name)) throw nameTaken(body.name);
      const fields: AlgorithmFields = {
        title: body.title,
        summary: body.summary,
        category: body.category,
        tags: [...new Set(body.tags)],
        license: body.license,
        readme: body.readme,
        sourceUrl: body.source_url,
        deprecated: null,
      };
      let created: Algorithm;
      try {
        created = await algorithms.insert(
          { ...fields, name: body.name, ownerId: actor.id },
          maintainers,
        );
      } catch (error) {
        // Two publishers of one name at once: the unique index picks the first.
        if (uniqueViolation(error) === 'store_algorithms_name_key') throw nameTaken(body.name);
        throw error;
      }
      await deps.changed();
      return answer(actor, created);
    },

    async update(actor: Actor, id: number, body: UpdateInput): Promise<AlgorithmAnswer> {
      const given = Object.entries(body).filter(([, value]) => value !== undefined);
      if (given.length === 0) {
        throw badRequest('Nothing to change: send at least one field.');
      }
      const algorithm = await algorithms.byId(id);
      if (!algorithm) throw noSuchAlgorithm();
      if (!(await mayEdit(algorithms, actor, algorithm))) {
        throw forbidden(
          `Only the owner, the maintainers and administrators may change ${algorithm.name}.`,
        );
      }
      if (
        body.maintainers !== undefined &&
        algorithm.ownerId !== actor.id &&
        !isAdmin(actor.role)
      ) {
        throw forbidden(
          `Only the owner and administrators may change who maintains ${algorithm.name}.`,
        );
      }
      checkReadme(body.readme);
      const maintainers = await checkMaintainers(body.maintainers);
      const fields: Partial<AlgorithmFields> = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.summary !== undefined ? { summary: body.summary } : {}),
        ...(body.category !== undefined ? { category: body.category } : {}),
        ...(body.tags !== undefined ? { tags: [...new Set(body.tags)] } : {}),
        ...(body.license !== undefined ? { license: body.license } : {}),
        ...(body.readme !== undefined ? { readme: body.readme } : {}),
        ...(body.source_url !== undefined ? { sourceUrl: body.source_url } : {}),
        ...(body.deprecated !== undefined ? { deprecated: body.deprecated } : {}),
      };
      const updated = await algorithms.update(id, fields, maintainers);
      if (!updated) throw noSuchAlgorithm();
      await deps.changed();
      return answer(actor, updated);
    },
  };
}
export type AlgorithmService = ReturnType<typeof createAlgorithmService>;
