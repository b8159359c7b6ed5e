import type { Pc } from '@ads/contract';
import type { PcRow } from '../../db/schema';

/** The answer form of a PC; `online` holds the tokens of PCs whose agent is connected. */
export const toPc = (row: PcRow, online: ReadonlySet<string>): Pc => ({
  id: row.id,
  name: row.name,
  token: row.token,
  created_at: row.createdAt.toISOString(),
  online: online.has(row.token),
  last_seen: row.lastSeenAt?.toISOString() ?? null,
});
