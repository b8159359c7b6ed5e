import type { EduBadge } from '@ads/contract';

type BadgeKey = EduBadge['key'];

/** The badges a learner can earn, in the order they usually come (named in the catalogue). */
export const BADGES: readonly BadgeKey[] = [
  'first_submission',
  'first_lap',
  'clean_lap',
  'top_10',
  'podium',
  'winner',
];

/** Each kind of badge with the first time I earned it (null: not yet). */
export function badgeShelf(earned: readonly EduBadge[]) {
  return BADGES.map((key) => {
    const mine = earned.filter((e) => e.key === key);
    const first = [...mine].sort((a, b) => Date.parse(a.earned_at) - Date.parse(b.earned_at))[0];
    return { key, earned: first ?? null, count: mine.length };
  });
}
