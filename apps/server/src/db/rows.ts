import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw query, from either driver (PGlite answers { rows }, postgres.js an array). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
