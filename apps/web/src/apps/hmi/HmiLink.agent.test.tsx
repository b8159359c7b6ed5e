import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HMI_ACTIONS, VEHICLE_ACTIONS } from '@ads/contract';
import { buildLaneletMap, laneletGeometry, makeProjector, sampleRoadNetwork } from '@ads/lanelet2';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Agent, startAgent } from '../../../../../test-support/in-process-agent';
import { socketId, stopRealtime } from '../../lib/socket';
import { command } from '../../lib/vehicle/commands';
import { registerPc } from '../../test/pcs';
import { api, connectToRealApi, signInFresh } from '../../test/real-api';
import { sendEngage, sendGoal, sendRecord } from './commands/vehicle-commands';
import { useHmiLive } from './live/live-store';
import { useHmiLink } from './live/use-hmi-link';
import { MapReading } from '../../lib/vehicle-map/map-reading';
import { loadVehicleText } from '../../lib/vehicle/test-text';

loadVehicleText('hmi');

/*
 * The HMI's link against the real server and the real agent with its simulated vehicle
 * (`--vehicle sim`), in-process: what the page parses is what the sim publishes, and a goal
 * set through the page's commands (clear, then set) gives a route the vehicle drives.
 */

connectToRealApi();

const live = { timeout: 15_000 };
const running: Array<{ agent: Agent; data: string }> = [];

afterEach(async () => {
  stopRealtime();
  useHmiLive.getState().setRoom(null);
  for (const { agent, data } of running.splice(0)) {
    await agent.close();
    await rm(data, { recursive: true, force: true });
  }
});

/** A point 10 m along a lanelet of the sample network, facing its way. */
function goalOn(origin: { lat: number; lon: number }, lanelet: number) {
  const { doc, projector } = sampleRoadNetwork(origin);
  const line = laneletGeometry(buildLaneletMap(doc), lanelet)!.centerline;
  const at = line[Math.min(2, line.length - 1)]!;
  const { lat, lon } = makeProjector(projector).reverse(at.x, at.y, 0);
  const heading = MapReading.read({ kind: 'sample', origin }).headingAt(lat, lon) ?? 90;
  return { lat, lon, heading };
}

describe('the HMI on the simulated vehicle', { timeout: 60_000 }, () => {
  it('hears the plan and the cloud, sets a goal, engages and records the drive', async () => {
    await signInFresh();
    const room = await registerPc('Sim 1');
    const data = await mkdtemp(join(tmpdir(), 'ads-web-hmi-'));
    const agent = await startAgent({
      server: api.url,
      token: room,
      data,
      runtime: 'process',
      vehicle: { kind: 'sim' },
      log: () => {},
    });
    running.push({ agent, data });
    renderHook(() => useHmiLink(room));

    await waitFor(() => expect(useHmiLive.getState().planning).not.toBeNull(), live);
    await waitFor(() => expect(useHmiLive.getState().state).not.toBeNull(), live);
    await waitFor(
      () => expect(useHmiLive.getState().cloud?.positions.length).toBeGreaterThan(0),
      live,
    );
    const planning = useHmiLive.getState().planning!;
    expect(planning.map?.source).toBe('sample');

    const target = { room, name: 'Sim 1' };
    expect(command(room, VEHICLE_ACTIONS.controlLock, { action: 'take' }, 'Sim 1')).toBe(true);
    await waitFor(() => expect(useHmiLive.getState().state?.control?.sid).toBe(socketId()), live);
    if (useHmiLive.getState().planning?.localization !== 'INITIALIZED') {
      command(room, HMI_ACTIONS.initialPose, {}, 'Sim 1');
      await waitFor(
        () => expect(useHmiLive.getState().planning?.localization).toBe('INITIALIZED'),
        live,
      );
    }

    const ref = planning.map!;
    const origin = ref.source === 'sample' ? ref.origin : { lat: 0, lon: 0 };
    expect(
      await sendGoal(target, goalOn(origin, 280), useHmiLive.getState().planning!.route_state),
    ).toBe(true);
    await waitFor(() => expect(useHmiLive.getState().planning?.route_state).toBe('SET'), live);
    expect(useHmiLive.getState().planning?.route?.lanelets.length).toBeGreaterThan(0);

    // A second goal while the route is set: change_route_points (AD API), nothing cleared.
    expect(await sendGoal(target, goalOn(origin, 266), 'SET')).toBe(true);
    await waitFor(
      () => expect(useHmiLive.getState().planning?.route?.lanelets.at(-1)).toBe(266),
      live,
    );

    sendEngage(target);
    await waitFor(() => expect(useHmiLive.getState().state?.mode).toBe('AUTO'), live);
    await waitFor(
      () => expect(useHmiLive.getState().planning?.trajectory.length).toBeGreaterThan(1),
      live,
    );

    // Recording the drive: the plan says so while it runs; stopping uploads it as a record.
    expect(sendRecord(target, 'start', null)).toBe(true);
    await waitFor(() => expect(useHmiLive.getState().planning?.recording).not.toBeNull(), live);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(sendRecord(target, 'stop', null)).toBe(true);
    await waitFor(() => expect(useHmiLive.getState().upload?.recordId).toBeGreaterThan(0), {
      timeout: 30_000,
    });
    expect(useHmiLive.getState().upload?.progress).toBe(100);
  });
});
