import type { CalibrationEntry } from '@ads/contract';
import { formatDateTime } from '../../../lib/format-date';

/*
 * What every tab's result section says about the result it shows (its `data-state`), and the
 * line an opened saved result carries: one rule for the three tabs.
 */

export type ResultState = 'none' | 'solving' | 'current' | 'stale' | 'saved';

export function resultState(the: {
  busy: boolean;
  shown: boolean;
  saved: boolean;
  stale: boolean;
}): ResultState {
  if (the.busy) return 'solving';
  if (!the.shown) return 'none';
  if (the.saved) return 'saved';
  return the.stale ? 'stale' : 'current';
}

/** "Saved 2024-05-01 10:00:00 by Ann (“note”)": who saved an opened entry, and when. */
export function savedBy(entry: Pick<CalibrationEntry, 'created_at' | 'created_by' | 'note'>) {
  return `Saved ${formatDateTime(entry.created_at)} by ${entry.created_by?.name ?? 'someone'}${entry.note ? ` (“${entry.note}”)` : ''}`;
}
