import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, openDatabase } from '../../apps/server/src/db/client';

/** The suite runs on PGlite, or on PostgreSQL when TEST_DATABASE=postgres (DATABASE_URL). */
export const onPostgres = process.env.TEST_DATABASE === 'postgres';
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database of its own for one test file, dropped when closed. */
export async function freshDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (!onPostgres) return null;
  const name = `ads_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Opens a fresh database: in-memory PGlite, or a new PostgreSQL database. */
export async function openTestDatabase(
  options: { dataDir?: string; url?: string } = {},
): Promise<Database> {
  return openDatabase({ databaseUrl: options.url, dataDir: options.dataDir });
}
