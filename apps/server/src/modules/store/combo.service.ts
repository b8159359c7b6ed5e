import {
  type Combo as ComboAnswer,
  type ComboBody,
  type ComboCheck,
  type ComboListQuery,
  type ComboMember,
  type ComboSummary,
  type HostFacts,
  STORE,
  type UpdateComboBody,
  isAdmin,
} from '@ads/contract';
import type { z } from 'zod';
import { uniqueViolation } from '../../db/errors';
import type { PcRow } from '../../db/schema';
import type { Actor } from '../../http/auth';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { AlgorithmRepo } from './algorithm.repo';
import type { Combo, ComboFields, ComboMemberRow, ComboRepo, NewMember } from './combo.repo';
import { checkCompatibility } from './compatibility';
import type { InstallsRepo } from './installs.repo';
import { overrideProblems } from './parameters';
import { compareVersions } from './semver';
import { iso, toComboSummary, toInstall } from './store.view';
import type { Version, VersionRepo } from './version.repo';
import { checkWiring, wiringFails } from './wiring';

type CreateInput = z.output<typeof ComboBody>;
type UpdateInput = z.output<typeof UpdateComboBody>;
type ListInput = z.output<typeof ComboListQuery>;
type MemberInput = CreateInput['members'][number];

/** What the combos need of the PCs: a PC by id, and whether its agent is connected now. */
export interface PcAccess {
  byId(id: number): Promise<PcRow | undefined>;
  isOnline(token: string): boolean;
}

/** A member resolved: the version it pins (with its algorithm's name) and its overrides. */
export interface ResolvedMember {
  algorithm: { id: number; name: string; title: string };
  version: Version;
  parameters: NewMember['parameters'];
}

export const noSuchCombo = () => notFound('No such combo.');
export const noSuchPc = () => notFound('No such PC.');
const nameTaken = (name: string) =>
  conflict(`A combo named ${name} exists already. Choose another name.`);
/** How many of a combo's latest installs its page shows. */
const RECENT_INSTALLS = 5;

/**
 * IP Repository's combos: pinned versions wired topic to topic. Anyone with the app composes
 * one; its owner and administrators change it, and changed members or external inputs make a
 * higher version. A yanked version is not pinned anew, but a combo that pinned it keeps it.
 */
export function createComboService(deps: {
  combos: ComboRepo;
  algorithms: AlgorithmRepo;
  versions: VersionRepo;
  installs: InstallsRepo;
  pcs: PcAccess;
}) {
  const { combos, algorithms, versions, installs, pcs } = deps;

  const mayEdit = (actor: Actor, combo: Combo) =>
    isAdmin(actor.role) || (combo.ownerId !== null && combo.ownerId === actor.id);

  /**
   * The versions the members name, checked: each algorithm once, a version it has, not yanked
   * unless `kept` (the previous combo version pinned exactly it), overrides that fit.
   */
  async function resolve(members: MemberInput[], kept: Set<number>): Promise<ResolvedMember[]> {
    const problems: Record<string, string> = {};
    const seen = new Set<string>();
    const resolved: ResolvedMember[] = [];
    for (const [index, member] of members.entries()) {
      const field = `members.${index}`;
      if (seen.has(member.algorithm)) {
        problems[`${field}.algorithm`] =
          `${member.algorithm} is in the combo twice; a PC installs one version of each algorithm.`;
        continue;
      }
      seen.add(member.algorithm);
      const algorithm = await algorithms.byName(member.algorithm);
      if (!algorithm) {
        problems[`${field}.algorithm`] = `There is no algorithm ${member.algorithm}.`;
        continue;
      }
      const version = await versions.byVersion(algorithm.id, member.version);
      if (!version) {
        problems[`${field}.version`] = `${algorithm.name} has no version ${member.version}.`;
        continue;
      }
      if (version.yanked && !kept.has(version.id)) {
        problems[`${field}.version`] =
          `${algorithm.name} ${version.version} is yanked${version.yankReason ? ` (${version.yankReason})` : ''}: pin another version.`;
        continue;
      }
      const wrong = overrideProblems(
        version.interface.parameters,
        member.parameters,
        algorithm.name,
      );
      if (wrong.length > 0) {
        problems[`${field}.parameters`] = wrong.join(' ');
        continue;
      }
      resolved.push({
        algorithm: { id: algorithm.id, name: algorithm.name, title: algorithm.title },
        version,
        parameters: member.parameters,
      });
    }
    const first = Object.values(problems)[0];
    if (first) throw badRequest(first, problems);
    return resolved;
  }

  const toMember = (row: ComboMemberRow): ComboMember => ({
    algorithm: { id: row.algorithmId, name: row.algorithmName, title: row.algorithmTitle },
    version: row.version,
    parameters: row.parameters,
    yanked: row.yanked,
    interface: row.interface,
  });

  const wiringOf = (combo: Combo, members: ComboMemberRow[]) =>
    checkWiring(
      members.map((member) => ({ name: member.algorithmName, interface: member.interface })),
      combo.externalInputs,
    );

  /** A PC the caller may install onto and check against: its own (admins: any); else 404. */
  async function visiblePc(actor: Actor, pcId: number): Promise<PcRow> {
    const pc = await pcs.byId(pcId);
    if (!pc || (pc.userId !== actor.id && !isAdmin(actor.role))) throw noSuchPc();
    return pc;
  }

  async function answer(actor: Actor, combo: Combo): Promise<ComboAnswer> {
    const [members, recent] = await Promise.all([
      combos.members(combo.id),
      installs.list({
        comboId: combo.id,
        pcOwnerId: isAdmin(actor.role) ? undefined : actor.id,
        limit: RECENT_INSTALLS,
      }),
    ]);
    const { members: _count, ...summary } = toComboSummary(combo);
    return {
      ...summary,
      external_inputs: combo.externalInputs,
      members: members.map(toMember),
      wiring: wiringOf(combo, members),
      recent_installs: recent.map(toInstall),
      can_edit: mayEdit(actor, combo),
      created_at: iso(combo.createdAt),
    };
  }

  async function check(actor: Actor, combo: Combo, pcId: number | undefined): Promise<ComboCheck> {
    const members = await combos.members(combo.id);
    const wiring = wiringOf(combo, members);
    if (pcId === undefined) return { wiring, compatibility: [], ok: !wiringFails(wiring) };
    const pc = await visiblePc(actor, pcId);
    const pinned = new Map(
      (await versions.byIds(members.map((member) => member.versionId))).map((version) => [
        version.id,
        version,
      ]),
    );
    const compatibility = checkCompatibility(
      { name: pc.name, online: pcs.isOnline(pc.token), host: pc.host as HostFacts | null },
      members.map((member) => {
        const version = pinned.get(member.versionId)!;
        return {
          name: member.algorithmName,
          version: version.version,
          platforms: version.platforms,
          gpu: version.gpu,
          rosDistro: version.rosDistro,
          image: version.image,
          archiveFile: version.archiveFile,
        };
      }),
    );
    return { wiring, compatibility, ok: !wiringFails(wiring) && compatibility.length === 0 };
  }

  async function byId(id: number): Promise<Combo> {
    const combo = await combos.byId(id);
    if (!combo) throw noSuchCombo();
    return combo;
  }

  return {
    get: async (actor: Actor, id: number) => answer(actor, await byId(id)),

    async list(query: ListInput): Promise<{ items: ComboSummary[]; total: number; page: number }> {
      const { items, total } = await combos.list(query.q, query.page, STORE.pageSize);
      return { items: items.map(toComboSummary), total, page: query.page };
    },

    async create(actor: Actor, body: CreateInput): Promise<ComboAnswer> {
      if (await combos.byName(body.name)) throw nameTaken(body.name);
      const members = await resolve(body.members, new Set());
      const fields: ComboFields = {
        title: body.title,
        summary: body.summary,
        version: body.version,
        externalInputs: [...new Set(body.external_inputs)],
      };
      let id: number;
      try {
        id = await combos.insert(
          { ...fields, name: body.name, ownerId: actor.id },
          members.map((member) => ({
            versionId: member.version.id,
            parameters: member.parameters,
          })),
        );
      } catch (error) {
        if (uniqueViolation(error) === 'store_combos_name_key') throw nameTaken(body.name);
        throw error;
      }
      return answer(actor, await byId(id));
    },

    async update(actor: Actor, id: number, body: UpdateInput): Promise<ComboAnswer> {
      if (Object.values(body).every((value) => value === undefined)) {
        throw badRequest('Nothing to change: send at least one field.');
      }
      const combo = await byId(id);
      if (!mayEdit(actor, combo)) {
        throw forbidden(`Only the owner and administrators may change the combo ${combo.name}.`);
      }
      const current = await combos.members(id);
      const kept = new Set(current.map((member) => member.versionId));
      const members = body.members ? await resolve(body.members, kept) : undefined;
      const external = body.external_inputs ? [...new Set(body.external_inputs)] : undefined;
      const membersChanged =
        members !== undefined &&
        JSON.stringify(members.map((m) => [m.version.id, m.parameters])) !==
          JSON.stringify(current.map((m) => [m.versionId, m.parameters]));
      const externalChanged =
        external !== undefined &&
        JSON.stringify([...external].sort()) !== JSON.stringify([...combo.externalInputs].sort());
      const order = body.version === undefined ? 0 : compareVersions(body.version, combo.version);
      if (order < 0) {
        const message = `A new version of ${combo.name} is above ${combo.version}.`;
        throw badRequest(message, { version: message });
      }
      const bumped = order > 0;
      if ((membersChanged || externalChanged) && !bumped) {
        const message = `Changed members or external inputs make a new version of ${combo.name}: give a version above ${combo.version}.`;
        throw badRequest(message, { version: message });
      }
      const fields: Partial<ComboFields> = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.summary !== undefined ? { summary: body.summary } : {}),
        ...(bumped ? { version: body.version } : {}),
        ...(externalChanged ? { externalInputs: external } : {}),
      };
      const written = await combos.update(
        id,
        combo.version,
        fields,
        membersChanged
          ? members.map((member) => ({
              versionId: member.version.id,
              parameters: member.parameters,
            }))
          : undefined,
      );
      if (!written) throw conflict(`${combo.name} changed meanwhile. Reload it and try again.`);
      return answer(actor, await byId(id));
    },

    check: async (actor: Actor, id: number, pcId: number | undefined) =>
      check(actor, await byId(id), pcId),

    /**
     * What an install starts from, checked: the combo, its members with the versions they pin,
     * the caller's PC (admins: any; else 404), and a check with nothing in the way (else 409
     * with what does not fit).
     */
    async prepareInstall(actor: Actor, id: number, pcId: number) {
      const combo = await byId(id);
      const pc = await visiblePc(actor, pcId);
      const result = await check(actor, combo, pc.id);
      if (!result.ok) {
        const reasons = [
          ...result.wiring.flatMap((entry) => (entry.message ? [entry.message] : [])),
          ...result.compatibility.map((entry) => entry.message),
        ];
        throw conflict(`${combo.name} cannot be installed on ${pc.name}: ${reasons[0]}`);
      }
      const rows = await combos.members(combo.id);
      const pinned = new Map(
        (await versions.byIds(rows.map((row) => row.versionId))).map((version) => [
          version.id,
          version,
        ]),
      );
      const members: ResolvedMember[] = rows.map((row) => ({
        algorithm: { id: row.algorithmId, name: row.algorithmName, title: row.algorithmTitle },
        version: pinned.get(row.versionId)!,
        parameters: row.parameters,
      }));
      return { combo, members, pc, check: result };
    },
  };
}
export type ComboService = ReturnType<typeof createComboService>;
