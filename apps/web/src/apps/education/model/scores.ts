import type { EduScoreKey, EduScoreRule, EduScores } from '@ads/contract';

/**
 * How a challenge's scores read on the learner's pages, and the published ranking rule (ADR 27:
 * the challenge's scores in order, each higher- or lower-is-better, then the earlier submission;
 * each learner's best submission counts). The server ranks; the pages only say how.
 */
// Keyed by name, not by the contract's enum: a score the contract adds later reads as its key
// until it has a label here, instead of breaking the pages.
const SCORE_LABEL: Readonly<Record<string, string>> = {
  completion: '완주율',
  time: '주행 시간',
  penalties: '벌점 시간',
  total: '총 시간',
  // A perception challenge's AI Benchmark metrics (0–1).
  nd_score: 'NDS',
  mean_ap: 'mAP',
  ap_r40: '3D AP(R40)',
};

const SCORE_MEANING: Readonly<Record<string, string>> = {
  completion: '에피소드마다 달린 거리의 비율(0–100 %)을 평균합니다.',
  time: '에피소드마다 달린 시뮬레이션 시간을 모두 더합니다.',
  penalties: '차선 이탈·신호 위반·충돌의 벌점 초를 모두 더합니다.',
  total: '주행 시간과 벌점 시간의 합입니다.',
};

/** A score's name as the pages show it. */
export const scoreLabel = (key: EduScoreKey): string => SCORE_LABEL[key] ?? key;

/** What a score is, in a sentence ('' when there is none to say). */
export const scoreMeaning = (key: EduScoreKey): string => SCORE_MEANING[key] ?? '';

const SECONDS: readonly string[] = ['time', 'penalties', 'total'];

export const ORDER_LABEL: Record<EduScoreRule['order'], string> = {
  desc: '높을수록 좋음',
  asc: '낮을수록 좋음',
};

// Two decimals: the server keeps times to the centisecond, and ranks on them.
const seconds = (value: number) => `${value.toFixed(2)}초`;

/** A score's value as shown: completion in percent, times in seconds, metrics to 3 decimals. */
export function formatScore(key: EduScoreKey, value: number): string {
  if (key === 'completion') {
    const percent = value * 100;
    return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
  }
  return SECONDS.includes(key) ? seconds(value) : value.toFixed(3);
}

export const formatSeconds = seconds;

/**
 * The tie-break as published on the challenge and its leaderboard: the rules in order, then
 * the earlier submission, each learner's best counting.
 */
export function rankingSentence(rules: readonly EduScoreRule[]): string {
  const steps = rules.map((rule) => `${scoreLabel(rule.key)}(${ORDER_LABEL[rule.order]})`);
  return (
    `순위는 ${steps.join(' → ')} 순서로 비교하고, 모두 같으면 먼저 제출한 쪽이 앞섭니다. ` +
    '학습자마다 가장 좋은 제출 하나만 순위에 들어갑니다.'
  );
}

/**
 * A score of a submission or a standing, as shown: a dash when the submission has none of that
 * name (the challenge's rules name it, the scores were kept before it was ranked by).
 */
export function scoreText(scores: EduScores, key: EduScoreKey): string {
  const value = (scores as Partial<Record<string, number>>)[key];
  return value === undefined ? '—' : formatScore(key, value);
}
