import type { AlgorithmVersion, ComboBody, ParameterValue, RosInterface } from '@ads/contract';
import { parameterValueOf } from '../publish/version-form';

/** One member row as chosen: the algorithm, its versions as read, the pinned one, overrides. */
export interface MemberDraft {
  algorithm: { id: number; name: string; title: string } | null;
  /** Its versions that are not yanked (a new combo pins only those), newest first. */
  versions: AlgorithmVersion[];
  version: string;
  /** Parameter overrides as typed, by name; empty ones keep the version's default. */
  overrides: Record<string, string>;
}

export interface ComboDraft {
  name: string;
  title: string;
  summary: string;
  version: string;
  members: MemberDraft[];
  external: string[];
}

export const EMPTY_MEMBER: MemberDraft = {
  algorithm: null,
  versions: [],
  version: '',
  overrides: {},
};

export const EMPTY_COMBO: ComboDraft = {
  name: '',
  title: '',
  summary: '',
  version: '1.0.0',
  members: [EMPTY_MEMBER],
  external: [],
};

export const COMBO_FIELDS = [
  'name',
  'title',
  'summary',
  'version',
  'members',
  'external_inputs',
] as const;

/** The interface of the version a member pins, once its versions are read. */
export function interfaceOf(member: MemberDraft): RosInterface | null {
  return member.versions.find((version) => version.version === member.version)?.interface ?? null;
}

/** An input no chosen member produces: a candidate for "external" (a driver on the vehicle). */
export interface OpenInput {
  topic: string;
  type: string;
  /** The members (names) that consume it. */
  consumers: string[];
}

/**
 * The inputs of the chosen members that none of them produces, in the members' order: what
 * the wiring check would call "no producer" unless marked external.
 */
export function openInputs(members: MemberDraft[]): OpenInput[] {
  const produced = new Set<string>();
  for (const member of members) {
    for (const output of interfaceOf(member)?.outputs ?? []) produced.add(output.topic);
  }
  const open = new Map<string, OpenInput>();
  for (const member of members) {
    if (!member.algorithm) continue;
    for (const input of interfaceOf(member)?.inputs ?? []) {
      if (produced.has(input.topic)) continue;
      const entry = open.get(input.topic) ?? {
        topic: input.topic,
        type: input.type,
        consumers: [],
      };
      if (!entry.consumers.includes(member.algorithm.name))
        entry.consumers.push(member.algorithm.name);
      open.set(input.topic, entry);
    }
  }
  return [...open.values()];
}

/** A member's overrides as values of their parameters' types; untouched ones left out. */
export function overridesOf(member: MemberDraft): Record<string, ParameterValue> {
  const parameters = interfaceOf(member)?.parameters ?? [];
  const values: Record<string, ParameterValue> = {};
  for (const [name, text] of Object.entries(member.overrides)) {
    if (text.trim() === '') continue;
    const type = parameters.find((parameter) => parameter.name === name)?.type ?? 'string';
    values[name] = parameterValueOf(type, text);
  }
  return values;
}

/** The body of `POST /api/store/combo/`: rows without an algorithm are left out. */
export function comboBodyOf(draft: ComboDraft): ComboBody {
  return {
    name: draft.name.trim(),
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    version: draft.version.trim(),
    members: draft.members
      .filter((member) => member.algorithm)
      .map((member) => ({
        algorithm: member.algorithm!.name,
        version: member.version,
        parameters: overridesOf(member),
      })),
    external_inputs: [...new Set(draft.external.map((topic) => topic.trim()).filter(Boolean))],
  };
}

/**
 * A server reason about `members.3.version` names the 4th member sent, which is not the 4th
 * row when empty rows were left out: the row it belongs to.
 */
export function rowOfSentMember(members: MemberDraft[], sent: number): number {
  let seen = -1;
  for (let row = 0; row < members.length; row += 1) {
    if (members[row]!.algorithm) seen += 1;
    if (seen === sent) return row;
  }
  return -1;
}
