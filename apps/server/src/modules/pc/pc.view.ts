import type { Pc } from '@ads/contract';
import type { PcRow } from '../../db/schema';

/** A PC's answer form without its presence, which changes on its own. */
export type PcFacts = Omit<Pc, 'online'>;

export const pcFacts = (row: PcRow): PcFacts => ({
  id: row.id,
  name: row.name,
  token: row.token,
  created_at: row.createdAt.toISOString(),
  last_seen: row.lastSeenAt?.toISOString() ?? null,
});

/** The answer form of a PC; `online` tells whether its agent is connected now. */
export const withPresence = (pc: PcFacts, online: boolean): Pc => ({
  id: pc.id,
  name: pc.name,
  token: pc.token,
  created_at: pc.created_at,
  online,
  last_seen: pc.last_seen,
});

export const toPc = (row: PcRow, online: boolean): Pc => withPresence(pcFacts(row), online);
