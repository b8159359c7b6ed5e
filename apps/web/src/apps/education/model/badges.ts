import type { EduBadge } from '@ads/contract';

type BadgeKey = EduBadge['key'];

/** The badges a learner can earn, in the order they usually come, as the pages name them. */
export const BADGES: ReadonlyArray<{ key: BadgeKey; title: string; text: string }> = [
  { key: 'first_submission', title: '첫 제출', text: '처음으로 코드를 제출했습니다.' },
  { key: 'first_lap', title: '첫 완주', text: '에피소드 하나를 끝까지 달렸습니다.' },
  { key: 'clean_lap', title: '무벌점 완주', text: '벌점 없이 완주했습니다.' },
  { key: 'top_10', title: '톱 10', text: '챌린지 순위 10위 안에 들었습니다.' },
  { key: 'podium', title: '시상대', text: '챌린지 순위 3위 안에 들었습니다.' },
  { key: 'winner', title: '우승', text: '챌린지 1위에 올랐습니다.' },
];

/** Each kind of badge with the first time I earned it (null: not yet). */
export function badgeShelf(earned: readonly EduBadge[]) {
  return BADGES.map((badge) => {
    const first = earned
      .filter((e) => e.key === badge.key)
      .sort((a, b) => Date.parse(a.earned_at) - Date.parse(b.earned_at))[0];
    return {
      ...badge,
      earned: first ?? null,
      count: earned.filter((e) => e.key === badge.key).length,
    };
  });
}
