import { API } from '@ads/contract';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { vehicleEvents, vehicleTrack, vehicles } from '../src/db/schema';
import { type Account, type TestServer, connectSocket } from '../../../test-support/studio/harness';
import { startServer } from '../../../test-support/studio/harness';
import { registerPc } from './fleet-helpers';
import { snapshotRows } from './security/db-snapshot';

/**
 * The fleet files' studio (one per file, started before its tests) and the reads they share.
 * `ready()` gives the server and the SUPER once the file's `beforeAll` runs.
 */
export function fleetStudio() {
  let server: TestServer | undefined;
  let root: Account | undefined;
  const open: Socket[] = [];
  beforeAll(async () => {
    server = await startServer();
    root = await server.superAdmin();
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(() => server?.close());
  const studio = () => server!;

  async function connect(token: string): Promise<Socket> {
    const socket = await connectSocket(studio().url, token);
    open.push(socket);
    return socket;
  }

  async function track(token: string, pcId: number, query: Record<string, string | number> = {}) {
    const answer = await studio().call(API.fleetTrack, { token, params: { pc_id: pcId }, query });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return API.fleetTrack.answer.parse(answer.body).detail;
  }

  async function events(token: string, pcId: number, query: Record<string, string | number> = {}) {
    const answer = await studio().call(API.fleetEvents, { token, params: { pc_id: pcId }, query });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return API.fleetEvents.answer.parse(answer.body).detail;
  }

  /** Rows of the fleet's tables for one PC, read straight from the database. */
  async function storedRows(pcId: number) {
    const { db } = studio().database;
    const count = async (table: typeof vehicles | typeof vehicleTrack | typeof vehicleEvents) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(sql`${table.pcId} = ${pcId}`);
      return row!.n;
    };
    return {
      vehicles: await count(vehicles),
      track: await count(vehicleTrack),
      events: await count(vehicleEvents),
    };
  }

  /**
   * Every table's rows, but the PCs without `last_seen_at`: the agents of these tests write it
   * as they connect and disconnect, whenever that lands, whatever a request changed.
   */
  async function rowsButPresence() {
    const { pcs: _presence, ...tables } = await snapshotRows(studio().database);
    const result = (await studio().database.db.execute(
      sql`select id, user_id, name, token, created_at from pcs order by id`,
    )) as unknown;
    const pcs = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    return { tables, pcs: JSON.stringify(pcs) };
  }

  /** A vehicle of its own: owner, PC, and its agent connected. */
  async function vehicle(name = `Shuttle ${Math.random().toString(36).slice(2, 8)}`) {
    const owner = await studio().signUp({ username: `Owner of ${name}` });
    const pc = await registerPc(studio(), owner, name);
    const agent = await connect(pc.token);
    return { owner, pc, agent };
  }

  return {
    ready: () => ({ server: studio(), root: root! }),
    connect,
    flush: () => studio().services.fleetModule.flush(),
    track,
    events,
    storedRows,
    rowsButPresence,
    vehicle,
  };
}
