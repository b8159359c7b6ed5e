import { type FleetEventRow, SOCKET_EVENTS, VEHICLE_ACTIONS, VehicleEvent } from '@ads/contract';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { vehicleEvents, vehicles } from '../src/db/schema';
import { sampleVehicleState } from '../../../test-support/vehicle-state';
import { pushEvent, pushState, registerPc } from './fleet-helpers';
import { fleetStudio } from './fleet-fixture';
import { connectSocket, startServer } from '../../../test-support/studio/harness';

// FMS's server side against a real studio, database and socket.io:
// a vehicle's events, and what closing the app writes.

const fleet = fleetStudio();
const { connect, flush, events, vehicle } = fleet;

describe("a vehicle's events", () => {
  const event = (at: number, n: number) => ({
    kind: 'mode' as const,
    at,
    user_id: 7,
    user_name: 'Operator',
    detail: { from: 'STOP', to: 'AUTO', result: 'accepted', n },
  });

  it('stores what the agent reports and its connections, newest first, by pages', async () => {
    const { owner, pc, agent } = await vehicle();
    await pushState(agent, pc.token, sampleVehicleState());
    const at = Date.now();
    for (let n = 1; n <= 5; n++) await pushEvent(agent, pc.token, event(at + n, n));
    // Not events: dropped and counted.
    await pushEvent(agent, pc.token, { ...event(at, 0), kind: 'party' } as never);
    await pushEvent(agent, pc.token, { ...event(at, 0), detail: { big: 'x'.repeat(9000) } });
    agent.close();
    await expect
      .poll(async () => {
        await flush();
        return (await events(owner.access, pc.id)).length;
      })
      .toBe(7);

    const all = await events(owner.access, pc.id);
    expect(all.map((row) => row.kind)).toEqual([
      'connection',
      'mode',
      'mode',
      'mode',
      'mode',
      'mode',
      'connection',
    ]);
    expect(all[0]).toMatchObject({ detail: { action: 'disconnected' }, user_id: null });
    expect(all.at(-1)).toMatchObject({ detail: { action: 'connected' } });
    expect(all[1]).toMatchObject({
      pc_id: pc.id,
      at: at + 5,
      user_id: 7,
      user_name: 'Operator',
      detail: { n: 5, result: 'accepted' },
    });

    const page = await events(owner.access, pc.id, { limit: 2 });
    expect(page.map((row: FleetEventRow) => row.id)).toEqual(all.slice(0, 2).map((row) => row.id));
    const next = await events(owner.access, pc.id, { limit: 2, before: page[1]!.id });
    expect(next.map((row) => row.id)).toEqual(all.slice(2, 4).map((row) => row.id));
  });

  it('tells the watching pages of its connections as they happen, not its agent', async () => {
    const { owner, pc, agent } = await vehicle();
    const browser = await connect(owner.access);
    await browser.emitWithAck(SOCKET_EVENTS.join, { room: pc.token });
    const heard: unknown[] = [];
    browser.on(SOCKET_EVENTS.userMsg, (relayed: { message: { action: string; data: unknown } }) => {
      if (relayed.message.action === VEHICLE_ACTIONS.event) heard.push(relayed.message.data);
    });
    const agentHeard: unknown[] = [];
    agent.on(SOCKET_EVENTS.userMsg, (relayed: { message: { action: string } }) => {
      if (relayed.message.action === VEHICLE_ACTIONS.event) agentHeard.push(relayed);
    });
    // A page that read the stored events before the first state would not see 'connected'
    // until reloaded: it hears it now, as the stored one says.
    await pushState(agent, pc.token, sampleVehicleState());
    // A page that opens the vehicle at once reads it too, before the batch would be written.
    const trail = await events(owner.access, pc.id);
    expect(trail.map((row) => [row.kind, row.detail])).toEqual([
      ['connection', { action: 'connected' }],
    ]);
    await expect.poll(() => heard.length).toBe(1);
    expect(VehicleEvent.parse(heard[0])).toMatchObject({
      kind: 'connection',
      user_id: null,
      detail: { action: 'connected' },
    });
    agent.close();
    await expect.poll(() => heard.length).toBe(2);
    expect(heard[1]).toMatchObject({ kind: 'connection', detail: { action: 'disconnected' } });
    expect(agentHeard).toEqual([]);
  });
});
describe('closing', () => {
  it('writes what is pending, the disconnections included, before the app ends', async () => {
    const other = await startServer();
    let agent: Socket | undefined;
    try {
      const owner = await other.signUp();
      const pc = await registerPc(other, owner, 'Closing');
      agent = await connectSocket(other.url, pc.token);
      await pushState(agent, pc.token, sampleVehicleState({ seq: 99, speed: 3 }));
      await other.app.close();
      const { db } = other.database;
      const [stored] = await db
        .select()
        .from(vehicles)
        .where(sql`${vehicles.pcId} = ${pc.id}`);
      expect(stored?.lastState).toMatchObject({ seq: 99 });
      const trail = await db
        .select()
        .from(vehicleEvents)
        .where(sql`${vehicleEvents.pcId} = ${pc.id}`)
        .orderBy(vehicleEvents.id);
      expect(trail.map((row) => row.detail)).toEqual([
        { action: 'connected' },
        { action: 'disconnected' },
      ]);
    } finally {
      agent?.close();
      await other.close();
    }
  });
});
