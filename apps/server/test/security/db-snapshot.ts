import { getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/client';
import * as schema from '../../src/db/schema';

/** Every table of the schema, so a table added later is watched too. */
const TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable));

/** One query: each table's row count and a hash of all its rows, in a stable order. */
const QUERY: SQL = sql.join(
  TABLES.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::int as rows,
        md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
        from ${sql.identifier(name)} t`,
  ),
  sql` union all `,
);

/**
 * Every table as `<rows>:<hash of every row>`. Two equal snapshots mean the request in between
 * wrote nothing at all, not only nothing that the API shows.
 */
export async function snapshotRows(database: Database): Promise<Record<string, string>> {
  const result = (await database.db.execute(QUERY)) as unknown;
  // PGlite answers { rows }, postgres.js an array of rows.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    name: string;
    rows: number;
    hash: string;
  }>;
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows}:${row.hash}`]));
}
