import { API, type TrackPoint } from '@ads/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { vehicleTrack } from '../src/db/schema';
import { FLEET_DEFAULTS } from '../src/modules/fleet/fleet.module';
import { sampleVehicleState } from '../../../test-support/vehicle-state';
import { fleetOn, pushEvent, pushState } from './fleet-helpers';
import { fleetStudio } from './fleet-fixture';
import type { Account, TestServer } from '../../../test-support/studio/harness';

// FMS's server side against a real studio, database and socket.io:
// a vehicle's track, and what deleting a PC or an account removes.

const fleet = fleetStudio();
const { flush, track, storedRows, vehicle } = fleet;
let server: TestServer;
let root: Account;
beforeAll(() => {
  ({ server, root } = fleet.ready());
});

describe("a vehicle's track", () => {
  it('keeps one point a second while moving, one every 30 s standing, and starts and stops', async () => {
    const { owner, pc, agent } = await vehicle();
    // Time moves only as the test says: with real time beside it, 30 acknowledged pushes that
    // take over 100 ms on a loaded machine made a fourth moving point (seen in CI).
    server.clock.hold();
    onTestFinished(() => server.clock.release());
    const start = server.clock.now().getTime();
    let seq = 0;
    // 3 s moving at 10 Hz, then 65 s standing at 1 Hz (the clock moves as the test says).
    for (let i = 0; i < 30; i++) {
      await pushState(agent, pc.token, sampleVehicleState({ seq: ++seq, speed: 5, mode: 'AUTO' }));
      server.clock.advance(100);
    }
    for (let i = 0; i < 65; i++) {
      await pushState(agent, pc.token, sampleVehicleState({ seq: ++seq, speed: 0, mode: 'AUTO' }));
      server.clock.advance(1000);
    }
    await flush();
    const answer = await track(owner.access, pc.id, { from: start, to: start + 3600_000 });
    // Moving: at 0, 1 and 2 s; the stop at 3 s; then standing every 30 s.
    const speeds = answer.points.map((point) => point.speed);
    expect(speeds).toEqual([5, 5, 5, 0, 0, 0]);
    expect(answer.points.map((point) => point.t - start)).toEqual([
      0, 1000, 2000, 3000, 33_000, 63_000,
    ]);
    expect(answer.points[0]).toMatchObject({ lat: 37.5665, lon: 126.978, heading: 90 });
    expect(answer.points.every((point) => point.mode === 'AUTO')).toBe(true);

    // A range picks its part; `to` before `from` is refused.
    const [, second, , fourth] = answer.points;
    const middle = await track(owner.access, pc.id, {
      from: new Date(start + 500).toISOString(),
      to: new Date(fourth!.t).toISOString(),
    });
    expect(middle.points.map((point) => point.t)).toEqual(
      answer.points.slice(1, 4).map((point) => point.t),
    );
    expect(middle.points[0]).toEqual(second);
    // By default the last hour up to now; `from` alone: up to now; `to` alone: the hour before.
    expect((await track(owner.access, pc.id)).points).toEqual(answer.points);
    expect((await track(owner.access, pc.id, { from: start })).points).toEqual(answer.points);
    expect((await track(owner.access, pc.id, { to: start - 1 })).points).toEqual([]);
    const hourBefore = await track(owner.access, pc.id, { to: fourth!.t });
    expect(hourBefore).toMatchObject({ from: fourth!.t - 3600_000, to: fourth!.t });
    expect(hourBefore.points).toEqual(answer.points.slice(0, 4));
    // A `from` after now is an empty range, not a refusal (a browser's clock may run ahead).
    const ahead = server.clock.now().getTime() + 60_000;
    expect(await track(owner.access, pc.id, { from: ahead })).toMatchObject({
      from: ahead,
      to: ahead,
      points: [],
    });
  });

  it('thins a range with more points than an answer holds, evenly, keeping both ends', async () => {
    const { owner, pc } = await vehicle();
    const start = Date.UTC(2030, 0, 1);
    const total = FLEET_DEFAULTS.maxTrackPoints * 2 + 345;
    await server.database.db.execute(sql`insert into ${vehicleTrack}
      (pc_id, at, lat, lon, heading, speed, mode)
      select ${pc.id}, to_timestamp((${start}::float8 + i * 1000) / 1000), 37, 127, 0, 3, 'AUTO'
      from generate_series(0, ${total - 1}) as i`);
    const answer = await track(owner.access, pc.id, { from: start, to: start + total * 1000 });
    expect(answer.points.length).toBeLessThanOrEqual(FLEET_DEFAULTS.maxTrackPoints);
    expect(answer.points.length).toBeGreaterThan(FLEET_DEFAULTS.maxTrackPoints * 0.6);
    expect(answer.points[0]!.t).toBe(start);
    expect(answer.points.at(-1)!.t).toBe(start + (total - 1) * 1000);
    const gaps = new Set(
      answer.points.slice(1, -1).map((point: TrackPoint, i) => point.t - answer.points[i]!.t),
    );
    expect(gaps.size).toBe(1);
  });

  it('keeps positions 30 days: the sweep removes older ones only', async () => {
    const { owner, pc } = await vehicle();
    const now = server.clock.now().getTime();
    const day = 24 * 3600_000;
    for (const age of [31 * day, 8 * day, day]) {
      await server.database.db.insert(vehicleTrack).values({
        pcId: pc.id,
        at: new Date(now - age),
        lat: 1,
        lon: 1,
        heading: 0,
        speed: 0,
        mode: 'STOP',
      });
    }
    expect(await server.services.fleetModule.sweep()).toBeGreaterThanOrEqual(1);
    const kept = await track(owner.access, pc.id, { from: now - 40 * day, to: now });
    expect(kept.points.map((point) => Math.round((now - point.t) / day))).toEqual([8, 1]);
  });
});
describe('deleting', () => {
  it("a PC or an account removes its vehicle's rows", async () => {
    for (const how of ['pc', 'account'] as const) {
      const { owner, pc, agent } = await vehicle();
      await pushState(agent, pc.token, sampleVehicleState({ speed: 2 }));
      await pushEvent(agent, pc.token, {
        kind: 'estop',
        at: Date.now(),
        user_id: owner.id,
        user_name: 'Owner',
        detail: { action: 'engage' },
      });
      await flush();
      expect(await storedRows(pc.id)).toEqual({ vehicles: 1, track: 1, events: 2 });
      const gone =
        how === 'pc'
          ? await server.call(API.deletePc, { token: owner.access, body: { token: pc.token } })
          : await server.call(API.withdraw, { token: owner.access });
      expect(gone.status).toBe(200);
      await flush();
      expect(await storedRows(pc.id)).toEqual({ vehicles: 0, track: 0, events: 0 });
      expect((await fleetOn(server.url, root.access)).map((each) => each.pc_id)).not.toContain(
        pc.id,
      );
    }
  });

  it('drops what was pending for a PC deleted before the flush, and writes the rest', async () => {
    const doomed = await vehicle();
    const kept = await vehicle();
    await pushState(doomed.agent, doomed.pc.token, sampleVehicleState({ speed: 1 }));
    await pushState(kept.agent, kept.pc.token, sampleVehicleState({ speed: 1 }));
    await server.call(API.deletePc, {
      token: doomed.owner.access,
      body: { token: doomed.pc.token },
    });
    await flush();
    expect(await storedRows(doomed.pc.id)).toEqual({ vehicles: 0, track: 0, events: 0 });
    expect(await storedRows(kept.pc.id)).toMatchObject({ vehicles: 1, track: 1 });
  });
});
