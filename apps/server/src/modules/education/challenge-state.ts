import type { EduChallengeRow } from '../../db/education-schema';

type Dates = Pick<EduChallengeRow, 'state' | 'opensAt' | 'closesAt'>;

/** Open for submissions at `now`: open, and within its dates. */
export const accepting = (row: Dates, now: Date) =>
  row.state === 'open' &&
  (!row.opensAt || row.opensAt <= now) &&
  (!row.closesAt || now < row.closesAt);

/**
 * Closed at `now`: closed by an admin, or past its closing date. From then on the final
 * ranking holds and final scores are shown (ADR 27).
 */
export const closed = (row: Dates, now: Date) =>
  row.state === 'closed' || (row.closesAt !== null && row.closesAt <= now);
