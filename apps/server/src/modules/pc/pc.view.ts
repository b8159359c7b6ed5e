import type { Pc } from '@ads/contract';
import type { PcRow } from '../../db/schema';

export const toPc = (row: PcRow): Pc => ({
  id: row.id,
  name: row.name,
  token: row.token,
  created_at: row.createdAt.toISOString(),
});
