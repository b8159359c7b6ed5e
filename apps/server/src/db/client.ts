import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

/** The drizzle database both drivers give, typed by our one schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; without it PGlite runs in memory (tests). */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite starts from this data folder image (`dumpDataDir`) instead of an empty
   * cluster: the tests' migrated image, so that each test file's fresh database skips initdb
   * and the migrations already in it (about 2–4 s each on the CI machine).
   */
  pgliteImage?: Blob | undefined;
}

/**
 * bytea as bytes both ways. PGlite's own serializer writes a parameter as hex text, a string per
 * byte (`Array.from(bytes).map(…)`), and its parser reads one back with a `parseInt` per byte: a
 * 1.2 MB value took 1.3 s to insert and 0.36 s to read, where a map's save (its OSM file, gzip)
 * must answer within 5× a parse of the file (issue 33). Bytes given as they are go as a binary
 * parameter (PGlite's bind sends any typed array so), and hex text is read by Buffer's decoder:
 * 30–45 and 20–37 ms.
 */
const BYTEA_AS_BYTES = {
  serializers: { [types.BYTEA]: (bytes: Uint8Array) => bytes as unknown as string },
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/** The migrations folder, found upwards from this file so it works from src/ and dist/. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('drizzle migrations folder not found');
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrations = { migrationsFolder: migrationsFolder() };
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    await migratePostgres(db, migrations);
    return { db: db as unknown as Db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  let client: PGlite;
  if (options.dataDir) {
    const folder = join(options.dataDir, 'db');
    mkdirSync(folder, { recursive: true });
    client = new PGlite({ dataDir: folder, ...BYTEA_AS_BYTES });
  } else {
    client = new PGlite({
      ...(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {}),
      ...BYTEA_AS_BYTES,
    });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, migrations);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
