import type { EduScoreKey, EduScoreRule, EduScores } from '@ads/contract';

/**
 * How a challenge's scores read on the learner's pages, and the published ranking rule (ADR 27:
 * the challenge's scores in order, each higher- or lower-is-better, then the earlier submission;
 * each learner's best submission counts).
 */
export const SCORE_LABEL: Record<EduScoreKey, string> = {
  completion: '완주율',
  time: '주행 시간',
  penalties: '벌점 시간',
  total: '총 시간',
};

/** What each score is, in a sentence. */
export const SCORE_MEANING: Record<EduScoreKey, string> = {
  completion: '에피소드마다 달린 거리의 비율(0–100 %)을 평균합니다.',
  time: '에피소드마다 달린 시뮬레이션 시간을 모두 더합니다.',
  penalties: '차선 이탈·신호 위반·충돌의 벌점 초를 모두 더합니다.',
  total: '주행 시간과 벌점 시간의 합입니다.',
};

export const ORDER_LABEL: Record<EduScoreRule['order'], string> = {
  desc: '높을수록 좋음',
  asc: '낮을수록 좋음',
};

// Two decimals: the server keeps times to the centisecond, and ranks on them.
const seconds = (value: number) => `${value.toFixed(2)}초`;

/** A score's value as shown: completion in percent, the others in seconds. */
export function formatScore(key: EduScoreKey, value: number): string {
  if (key === 'completion') {
    const percent = value * 100;
    return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
  }
  return seconds(value);
}

export const formatSeconds = seconds;

/**
 * The tie-break as published on the challenge and its leaderboard: the rules in order, then
 * the earlier submission, each learner's best counting.
 */
export function rankingSentence(rules: readonly EduScoreRule[]): string {
  const steps = rules.map((rule) => `${SCORE_LABEL[rule.key]}(${ORDER_LABEL[rule.order]})`);
  return (
    `순위는 ${steps.join(' → ')} 순서로 비교하고, 모두 같으면 먼저 제출한 쪽이 앞섭니다. ` +
    '학습자마다 가장 좋은 제출 하나만 순위에 들어갑니다.'
  );
}

/** Negative when `a` ranks before `b` under `rules`, then by the earlier submission. */
export function compareScored(
  rules: readonly EduScoreRule[],
  a: { scores: EduScores; created_at: string },
  b: { scores: EduScores; created_at: string },
): number {
  for (const rule of rules) {
    const difference = a.scores[rule.key] - b.scores[rule.key];
    if (difference !== 0) return rule.order === 'desc' ? -difference : difference;
  }
  return Date.parse(a.created_at) - Date.parse(b.created_at);
}

/** The best of a learner's scored submissions under the challenge's rules; null if none. */
export function bestOf<S extends { scores: EduScores | null; created_at: string }>(
  rules: readonly EduScoreRule[],
  submissions: readonly S[],
): (S & { scores: EduScores }) | null {
  let best: (S & { scores: EduScores }) | null = null;
  for (const submission of submissions) {
    if (!submission.scores) continue;
    const scored = submission as S & { scores: EduScores };
    if (!best || compareScored(rules, scored, best) < 0) best = scored;
  }
  return best;
}
