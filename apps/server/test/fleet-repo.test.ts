import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../src/db/client';
import { ROWS_PER_STATEMENT } from '../src/db/slices';
import { pcs, users, vehicleEvents, vehicleTrack, vehicles } from '../src/db/schema';
import { type FleetBatch, createFleetRepo } from '../src/modules/fleet/fleet.repo';
import { sampleVehicleState } from '../../../test-support/vehicle-state';
import { freshDatabaseUrl, openTestDatabase } from '../../../test-support/studio/database';

// The fleet's bulk write on the real database: a flush of a whole fleet goes in several
// statements (db/slices.ts) and still lands whole, in one transaction, newest state kept.

const FLEET = 41;
let database: Database;
let drop: (() => Promise<void>) | undefined;
const ids: number[] = [];

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  database = await openTestDatabase({ url: fresh?.url });
  const [owner] = await database.db
    .insert(users)
    .values({ email: 'owner@example.com', username: 'owner', passwordHash: 'x', role: 'USER' })
    .returning();
  for (let i = 0; i < FLEET; i++) {
    const [pc] = await database.db
      .insert(pcs)
      .values({ userId: owner!.id, name: `Rig ${i}`, token: `token-${i}` })
      .returning();
    ids.push(pc!.id);
  }
});
afterAll(async () => {
  await database.close();
  await drop?.();
});

const batchAt = (ms: number, speed: number, pcIds = ids): FleetBatch => ({
  latest: pcIds.map((pcId) => ({
    pcId,
    state: sampleVehicleState({ seq: ms, speed }),
    at: new Date(ms),
  })),
  track: pcIds.map((pcId) => ({
    pcId,
    at: new Date(ms),
    lat: 37.2,
    lon: 126.7,
    heading: 0,
    speed,
    mode: 'AUTO',
  })),
  events: pcIds.map((pcId) => ({
    pcId,
    at: new Date(ms),
    kind: 'mode',
    userId: null,
    userName: null,
    detail: { to: 'AUTO' },
  })),
});

describe('the fleet repo writing a whole fleet', () => {
  it(`stores every row of a ${FLEET}-vehicle flush, newest state kept`, async () => {
    const repo = createFleetRepo(database.db);
    await repo.write(batchAt(2_000_000, 4));
    // A late flush of an older state (another instance) changes no latest state.
    await repo.write({ ...batchAt(1_000_000, 1), track: [], events: [] });
    const [latest] = await database.db.select({ n: count() }).from(vehicles);
    const [track] = await database.db.select({ n: count() }).from(vehicleTrack);
    const [events] = await database.db.select({ n: count() }).from(vehicleEvents);
    expect([latest!.n, track!.n, events!.n]).toEqual([FLEET, FLEET, FLEET]);
    const last = await database.db
      .select({ state: vehicles.lastState })
      .from(vehicles)
      .where(eq(vehicles.pcId, ids.at(-1)!));
    expect((last[0]!.state as { speed: number }).speed).toBe(4);
  });

  it('lets the event loop through while it writes (a tele-op command never waits for it)', async () => {
    const repo = createFleetRepo(database.db);
    let finished = false;
    let ranDuring = 0;
    // Each turn of the loop during the write counts; on the embedded database a statement runs
    // to its end before any.
    const turn = () => {
      if (finished) return;
      ranDuring += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    await repo.write(batchAt(3_000_000, 5));
    finished = true;
    // Three kinds of rows, each in slices; the loop runs between every two statements.
    const statements = 3 * Math.ceil(FLEET / ROWS_PER_STATEMENT);
    expect(ROWS_PER_STATEMENT).toBeLessThan(FLEET);
    expect(ranDuring).toBeGreaterThanOrEqual(statements - 1);
  });

  it('writes all or nothing: a refused row leaves none of its flush', async () => {
    const repo = createFleetRepo(database.db);
    const batch = batchAt(4_000_000, 6);
    // The last slice holds a PC that does not exist: the foreign key refuses the flush.
    batch.track.push({ ...batch.track[0]!, pcId: 999_999 });
    await expect(repo.write(batch)).rejects.toThrow();
    const [track] = await database.db.select({ n: count() }).from(vehicleTrack);
    expect(track!.n).toBe(FLEET * 2);
  });
});
