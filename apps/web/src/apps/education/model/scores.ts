import type { EduScoreKey, EduScoreRule, EduScores } from '@ads/contract';
import { formatNumber } from '../../../lib/i18n';
import type { EduT } from './edu-t';

/**
 * How a challenge's scores read on the learner's pages, and the published ranking rule (ADR 27:
 * the challenge's scores in order, each higher- or lower-is-better, then the earlier submission;
 * each learner's best submission counts). The server ranks; the pages only say how.
 */
// Keyed by name, not by the contract's enum: a score the contract adds later reads as its key
// until it has a label in the catalogue, instead of breaking the pages.
const LABELLED = ['completion', 'time', 'penalties', 'total', 'nd_score', 'mean_ap', 'ap_r40'];
const EXPLAINED = ['completion', 'time', 'penalties', 'total'];

/** A score's name as the pages show it. */
export const scoreLabel = (t: EduT, key: EduScoreKey): string =>
  LABELLED.includes(key) ? t(`score.label.${key as 'completion'}`) : key;

/** What a score is, in a sentence ('' when there is none to say). */
export const scoreMeaning = (t: EduT, key: EduScoreKey): string =>
  EXPLAINED.includes(key) ? t(`score.meaning.${key as 'completion'}`) : '';

const SECONDS: readonly string[] = ['time', 'penalties', 'total'];

export const orderLabel = (t: EduT, order: EduScoreRule['order']) => t(`score.order.${order}`);

const fixed = (value: number, digits: number) =>
  formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });

// Two decimals: the server keeps times to the centisecond, and ranks on them.
export const formatSeconds = (t: EduT, value: number) =>
  t('score.seconds', { value: fixed(value, 2) });

/** A score's value as shown: completion in percent, times in seconds, metrics to 3 decimals. */
export function formatScore(t: EduT, key: EduScoreKey, value: number): string {
  if (key === 'completion') {
    const percent = value * 100;
    return `${Number.isInteger(percent) ? formatNumber(percent) : fixed(percent, 1)}%`;
  }
  return SECONDS.includes(key) ? formatSeconds(t, value) : fixed(value, 3);
}

/**
 * The tie-break as published on the challenge and its leaderboard: the rules in order, then
 * the earlier submission, each learner's best counting.
 */
export function rankingSentence(t: EduT, rules: readonly EduScoreRule[]): string {
  const steps = rules.map((rule) =>
    t('score.step', {
      score: scoreLabel(t, rule.key),
      order: t(`score.orderInline.${rule.order}`),
    }),
  );
  return t('score.ranking', { steps: steps.join(' → ') });
}

/**
 * A score of a submission or a standing, as shown: a dash when the submission has none of that
 * name (the challenge's rules name it, the scores were kept before it was ranked by).
 */
export function scoreText(t: EduT, scores: EduScores, key: EduScoreKey): string {
  const value = (scores as Partial<Record<string, number>>)[key];
  return value === undefined ? '—' : formatScore(t, key, value);
}
