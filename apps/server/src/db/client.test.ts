import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';

describe('the embedded database (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  }, 60_000);
  afterAll(() => database.close());

  /** The rows of one statement (drizzle answers PGlite's results as they are). */
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** Sends `bytes` as a bytea parameter and reads the value back as the row holds it. */
  async function roundTrip(bytes: Uint8Array): Promise<Uint8Array> {
    return (await rowsOf<{ b: Uint8Array }>(sql`select ${bytes}::bytea as b`))[0]!.b;
  }

  it('keeps bytea byte for byte both ways, every byte value and a map-sized file', async () => {
    const every = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(Buffer.from(await roundTrip(every)).equals(Buffer.from(every))).toBe(true);
    // Bytes that read as bytea's own hex escape stay bytes.
    const escape = new TextEncoder().encode('\\x41\\\\');
    expect(Buffer.from(await roundTrip(escape)).equals(Buffer.from(escape))).toBe(true);
    expect((await roundTrip(new Uint8Array(0))).byteLength).toBe(0);
    const file = randomBytes(2_000_000);
    const back = await roundTrip(file);
    expect(back).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(back).equals(file)).toBe(true);
  });

  it('stores and reads a stored bytea column as sent', async () => {
    const file = randomBytes(300_000);
    await database.db.execute(sql`create temporary table kept (b bytea not null)`);
    await database.db.execute(sql`insert into kept (b) values (${file})`);
    const [length] = await rowsOf<{ n: number }>(sql`select octet_length(b) as n from kept`);
    expect(length!.n).toBe(file.length);
    const [read] = await rowsOf<{ b: Uint8Array }>(sql`select b from kept`);
    expect(Buffer.from(read!.b).equals(file)).toBe(true);
  });
});
