import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postgres from 'postgres';
import { type Database, migrationsFolder, openDatabase } from '../../apps/server/src/db/client';

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

/**
 * A freshly migrated PGlite cluster as a data folder image, made once per migration history:
 * in this process, and on disk for the suite's other worker processes. A fresh in-memory
 * database loads it instead of running initdb and every migration again (2–4 s a file on the
 * CI machine, the largest part of starting a test studio). The migrations themselves still
 * run: to make the image, on every fresh PostgreSQL database, and on every PGlite data folder.
 */
let image: Promise<Blob> | undefined;

function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (let i = 0; i < 5; i++, dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@electric-sql/pglite') return pkg.version ?? '';
  }
  throw new Error('@electric-sql/pglite not found');
}

function imageKey(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(readFileSync(join(folder, name)));
  }
  // Another PGlite may read another data format: its version is part of the key.
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 24);
}

async function migratedImage(): Promise<Blob> {
  const file = join(tmpdir(), `ads-pglite-image-${imageKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet (or by a worker still writing it: then this one makes its own).
  }
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  // Written whole under another name first: a reader never sees half an image.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** Opens a fresh database: in-memory PGlite (from the migrated image), or a PostgreSQL URL. */
export async function openTestDatabase(
  options: { dataDir?: string; url?: string } = {},
): Promise<Database> {
  if (options.url || options.dataDir) {
    return openDatabase({ databaseUrl: options.url, dataDir: options.dataDir });
  }
  image ??= migratedImage();
  return openDatabase({ pgliteImage: await image });
}
