import {
  type EduChallengeKind,
  type EduEpisode,
  type EduScoreKey,
  type EduScoreRule,
  eduScoreKeysOf,
} from '@ads/contract';
import type { ReactNode } from 'react';
import { serverText } from '../../../lib/i18n';
import type { EduT } from '../model/edu-t';
import type { AdminChallenge, ChallengeBody } from './api';
import { STARTER_CONTROLLER } from './starter';

export type ChallengeState = ChallengeBody['state'] & string;
export type Level = NonNullable<ChallengeBody['level']>;

/**
 * An episode as its inputs hold it: numbers stay text while they are typed, so a half-typed or
 * emptied field is kept as it is rather than turned into 0 behind the admin's back.
 */
export interface EpisodeDraft {
  seed: string;
  laps: string;
  time_limit_s: string;
  lights: boolean;
  obstacles: string;
}

export interface ChallengeDraft {
  /** Driving (episodes, a starter) or perception (a dataset); fixed once saved. */
  kind: EduChallengeKind;
  /** Perception: the AI Benchmark dataset's id as the select holds it, or ''. */
  dataset_id: string;
  title: string;
  summary: string;
  description: string;
  level: Level;
  rules: EduScoreRule[];
  episodes: EpisodeDraft[];
  final_episodes: EpisodeDraft[];
  attempts_per_day: string;
  points: string;
  /** `YYYY-MM-DDTHH:mm` in the admin's time zone (a datetime-local input's value), or ''. */
  opens_at: string;
  closes_at: string;
  starter: string;
  state: ChallengeState;
}

/** The contract's limits (EduChallengeBody) that the editors enforce with their buttons. */
export const LIMITS = { rules: 4, episodes: 10 } as const;

/** The scores a challenge of `kind` may rank by. */
export const scoreKeysOf = (kind: EduChallengeKind): readonly EduScoreKey[] => eduScoreKeysOf(kind);

/**
 * The direction a score is naturally ranked in: more of the lap is better, less time is; every
 * perception metric (0–1) is better higher.
 */
export const naturalOrder = (key: EduScoreKey): EduScoreRule['order'] =>
  key === 'completion' || !['time', 'penalties', 'total'].includes(key) ? 'desc' : 'asc';

/** The rules a new challenge of `kind` starts with. */
export function defaultRules(kind: EduChallengeKind): EduScoreRule[] {
  return kind === 'perception'
    ? [
        { key: 'nd_score', order: 'desc' },
        { key: 'mean_ap', order: 'desc' },
      ]
    : [
        { key: 'completion', order: 'desc' },
        { key: 'penalties', order: 'asc' },
        { key: 'time', order: 'asc' },
      ];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local input's value in the viewer's time zone; null as ''. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A datetime-local input's value (the viewer's time zone) as ISO; '' as null. */
export function isoOfLocalInput(value: string): string | null | undefined {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const episodeDraftOf = (episode: EduEpisode): EpisodeDraft => ({
  seed: String(episode.seed),
  laps: String(episode.laps),
  time_limit_s: String(episode.time_limit_s),
  lights: episode.lights,
  obstacles: String(episode.obstacles),
});

/** A new episode after `last`: the same task on the next seed. */
export function nextEpisode(last: EpisodeDraft | undefined): EpisodeDraft {
  if (!last) return { seed: '1', laps: '1', time_limit_s: '180', lights: true, obstacles: '0' };
  const seed = Number.parseInt(last.seed, 10);
  return { ...last, seed: Number.isFinite(seed) ? String(seed + 1) : '' };
}

/** A new challenge's form: one lap on two seeds, ranked by completion, penalties, then time. */
export function emptyDraft(): ChallengeDraft {
  const first = nextEpisode(undefined);
  return {
    kind: 'driving',
    dataset_id: '',
    title: '',
    summary: '',
    description: '',
    level: 'beginner',
    rules: defaultRules('driving'),
    episodes: [first, { ...nextEpisode(first), obstacles: '1' }],
    final_episodes: [],
    attempts_per_day: '10',
    points: '100',
    opens_at: '',
    closes_at: '',
    starter: STARTER_CONTROLLER,
    state: 'draft',
  };
}

export function draftOf(challenge: AdminChallenge): ChallengeDraft {
  return {
    kind: challenge.kind,
    dataset_id: challenge.dataset ? String(challenge.dataset.id) : '',
    title: challenge.title,
    summary: challenge.summary,
    description: challenge.description,
    level: challenge.level as Level,
    rules: challenge.rules.map((rule) => ({ ...rule })),
    episodes: challenge.episodes.map(episodeDraftOf),
    final_episodes: (challenge.final_episodes ?? []).map(episodeDraftOf),
    attempts_per_day: String(challenge.attempts_per_day),
    points: String(challenge.points),
    opens_at: localInputOf(challenge.opens_at),
    closes_at: localInputOf(challenge.closes_at),
    starter: challenge.starter,
    state: challenge.state,
  };
}

/** A whole number typed into a field, or the reason it is not one (keyed by the field's path). */
function wholeNumber(value: string, field: string, errors: Record<string, string>): number {
  const text = value.trim();
  if (!/^-?\d+$/.test(text)) {
    errors[field] = text ? 'Give a whole number.' : 'This field is required.';
    return Number.NaN;
  }
  return Number(text);
}

function episodesOf(drafts: EpisodeDraft[], field: string, errors: Record<string, string>) {
  return drafts.map((episode, index): EduEpisode => ({
    seed: wholeNumber(episode.seed, `${field}.${index}.seed`, errors),
    laps: wholeNumber(episode.laps, `${field}.${index}.laps`, errors),
    time_limit_s: wholeNumber(episode.time_limit_s, `${field}.${index}.time_limit_s`, errors),
    lights: episode.lights,
    obstacles: wholeNumber(episode.obstacles, `${field}.${index}.obstacles`, errors),
  }));
}

/**
 * The body to send, or the reasons it cannot be sent yet. Only what the browser alone can tell
 * is checked here (a number that is not one, a date the input could not read); every rule of
 * the contract (ranges, lengths, dates in order, a score named twice) is the server's, whose
 * 400 names the same fields (`episodes.1.laps`) as these do.
 */
export function bodyOf(
  draft: ChallengeDraft,
):
  | { body: ChallengeBody; errors?: undefined }
  | { body?: undefined; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const opensAt = isoOfLocalInput(draft.opens_at);
  const closesAt = isoOfLocalInput(draft.closes_at);
  if (opensAt === undefined) errors.opens_at = 'Give a date and a time.';
  if (closesAt === undefined) errors.closes_at = 'Give a date and a time.';
  // A perception challenge sends no episodes and no starter: its dataset scores it.
  const driving = draft.kind === 'driving';
  if (!driving && !draft.dataset_id) errors.dataset_id = 'Choose a dataset.';
  const body: ChallengeBody = {
    kind: draft.kind,
    dataset_id: driving || !draft.dataset_id ? null : Number(draft.dataset_id),
    title: draft.title,
    summary: draft.summary,
    description: draft.description,
    level: draft.level,
    rules: draft.rules,
    episodes: driving ? episodesOf(draft.episodes, 'episodes', errors) : [],
    final_episodes: driving ? episodesOf(draft.final_episodes, 'final_episodes', errors) : [],
    attempts_per_day: wholeNumber(draft.attempts_per_day, 'attempts_per_day', errors),
    points: wholeNumber(draft.points, 'points', errors),
    opens_at: opensAt ?? null,
    closes_at: closesAt ?? null,
    starter: driving ? draft.starter : '',
    state: draft.state,
  };
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/** The reason of `field` or of anything below it (`rules` shows `rules.2.key` too). */
export function reasonAt(errors: Record<string, string>, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const below = Object.keys(errors).find((key) => key.startsWith(`${field}.`));
  return below ? errors[below] : undefined;
}

/** A reason dropped as its field is edited: it may not hold any more. */
export function withoutReason(
  errors: Record<string, string>,
  field: string,
): Record<string, string> {
  const kept = Object.entries(errors).filter(
    ([key]) => key !== field && !key.startsWith(`${field}.`),
  );
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** The fields the form shows reasons at; any other reason goes into the form's alert. */
export const PLACED_FIELDS = [
  'kind',
  'dataset_id',
  'title',
  'summary',
  'description',
  'level',
  'rules',
  'episodes',
  'final_episodes',
  'attempts_per_day',
  'points',
  'opens_at',
  'closes_at',
  'starter',
  'state',
] as const;

export function unplacedReasons(
  errors: Record<string, string>,
  say: (reason: string) => string = (reason) => reason,
): string[] {
  return Object.entries(errors)
    .filter(([key]) => !PLACED_FIELDS.some((f) => key === f || key.startsWith(`${f}.`)))
    .map(([key, reason]) => (key === 'body' ? say(reason) : `${key}: ${say(reason)}`));
}

/** What each part of the form gets: the draft, the reasons, and how to change the draft. */
export interface FormPart {
  draft: ChallengeDraft;
  errors: Record<string, string>;
  /** Changes fields of the draft; `touched` names the fields whose reasons the change clears. */
  change(change: Partial<ChallengeDraft>, touched: string[]): void;
}

/** A field's error state and helper line: its reason when it has one, else its hint. */
/** The form's own reasons (the checks above write them in English) as catalogue keys. */
const OWN_REASONS: Readonly<Record<string, `admin.form.${string}`>> = {
  'Give a whole number.': 'admin.form.wholeNumber',
  'This field is required.': 'admin.form.required',
  'Give a date and a time.': 'admin.form.dateTime',
  'Choose a dataset.': 'admin.form.chooseDataset',
};

/** A reason as shown: the form's own in the language shown, the server's through serverText. */
export function reasonText(t: EduT, reason: string): string {
  const key = OWN_REASONS[reason];
  return key ? t(key as 'admin.form.required') : serverText(reason);
}

export function reasonProps(
  t: EduT,
  errors: Record<string, string>,
  field: string,
  hint?: ReactNode,
) {
  const reason = reasonAt(errors, field);
  return { error: !!reason, helperText: reason ? reasonText(t, reason) : hint };
}

/**
 * A form part's memo test: it draws again only when the fields it reads, the reasons or the
 * change function changed. Typing in one field then re-renders one card, not the sixty inputs
 * and the auto-sized text areas of the whole form.
 */
export function samePart(fields: ReadonlyArray<keyof ChallengeDraft>) {
  return (before: FormPart, after: FormPart) =>
    before.change === after.change &&
    before.errors === after.errors &&
    fields.every((field) => before.draft[field] === after.draft[field]);
}
