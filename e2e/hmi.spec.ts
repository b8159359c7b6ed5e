import type { Locator, Page } from '@playwright/test';
import { HMI_ACTIONS, SOCKET_EVENTS, type VehiclePlanning } from '@ads/contract';
import {
  buildLaneletMap,
  buildRoutingGraph,
  laneletGeometry,
  makeProjector,
  sampleRoadNetwork,
} from '@ads/lanelet2';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { attributeHistory } from './attribute-history';
import { baseURL } from './env';
import { pixelOf } from './map-pixels';
import { startAgent } from './own-studio';
import { createAccount, expect, shot, signInAs, test, vehicleInProject } from './fixtures';

// HMI with the real agent's simulated vehicle (`--vehicle sim`) on the sample road network:
// the vehicle is put ~20 m before a signalised stop line with "Set initial pose", a goal beyond
// the intersection is set by a tap on the map (it replaces the patrol route the vehicle starts
// with through change_route_points), and it is engaged as that light turns red with nothing in the lane ahead, so
// it stops at the red with the banner, goes on green and arrives; the drive is recorded and
// found in Data Management. SUPER: HMI is off for every other role by default.
//
// The spec listens to the vehicle's room itself (as the page does, asking for the plan so the
// agent keeps sending it) to know the light's state and the traffic: that is what makes
// "stops at the red light" certain instead of a matter of luck or of the machine's load.

const VEHICLE = 'HMI shuttle';

/** The vehicle is put this far along the light's approach lane (its stop line at the end). */
const PLACE_AT_M = 2;

/**
 * From the vehicle's lane, straight on through the first signalised intersection: the traffic
 * light regulatory element, its approach lane (where the vehicle is put, a little past the
 * start, and what must be clear ahead of it) and a goal in the middle of the lane after it.
 */
function goalBeyondFirstLight(startLanelet: number, origin: { lat: number; lon: number }) {
  const { doc, projector } = sampleRoadNetwork(origin);
  const map = buildLaneletMap(doc);
  const graph = buildRoutingGraph(map);
  const projection = makeProjector(projector);
  const latLon = (p: { x: number; y: number }) => {
    const { lat, lon } = projection.reverse(p.x, p.y, 0);
    return { lat, lon };
  };
  let id = startLanelet;
  let found: { light: number; approach: { x: number; y: number }[] } | undefined;
  for (let step = 0; step < 12; step += 1) {
    const lanelet = map.lanelets.get(id)!;
    const lights = lanelet.regulatoryElementIds.filter(
      (rid) => map.regulatoryElements.get(rid)?.tags.subtype === 'traffic_light',
    );
    const straight = graph
      .successors(id)
      .find((next) => (map.lanelets.get(next)!.tags.turn_direction ?? 'straight') === 'straight');
    if (straight === undefined) break;
    if (found && !map.lanelets.get(id)!.tags.turn_direction) {
      const line = laneletGeometry(map, id)!.centerline;
      const middle = line[Math.floor(line.length / 2)]!;
      const [from, to] = found.approach;
      const along = Math.hypot(to!.x - from!.x, to!.y - from!.y);
      const t = PLACE_AT_M / along;
      const place = { x: from!.x + (to!.x - from!.x) * t, y: from!.y + (to!.y - from!.y) * t };
      return {
        light: found.light,
        goal: latLon(middle),
        lanelet: id,
        pose: latLon(place),
        /** The lane ahead of the placed vehicle up to the stop line, in map metres. */
        ahead: [place, ...found.approach.slice(1)],
        projection,
      };
    }
    if (lights.length > 0 && !found) {
      found = { light: lights[0]!, approach: laneletGeometry(map, id)!.centerline };
    }
    id = straight;
  }
  throw new Error('no signalised intersection straight ahead of the vehicle');
}

/** Metres from a point to a polyline. */
function distanceToLine(p: { x: number; y: number }, line: { x: number; y: number }[]) {
  let best = Infinity;
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
  }
  return best;
}

/** Zooms out until a place is on the map with a margin around it. */
async function bringIntoView(page: Page, map: Locator, at: { lat: number; lon: number }) {
  for (let step = 0; step < 6; step += 1) {
    const box = (await map.boundingBox())!;
    const { x, y } = await pixelOf(map, at.lat, at.lon);
    const margin = 60;
    if (
      x > box.x + margin &&
      x < box.x + box.width - margin &&
      y > box.y + margin &&
      y < box.y + box.height - margin
    ) {
      return { x, y };
    }
    const zoom = Number(await map.getAttribute('data-zoom'));
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect
      .poll(async () => Number(await map.getAttribute('data-zoom')))
      .toBeLessThan(zoom - 0.9);
  }
  throw new Error('the place stays off the map');
}

async function waitFor<T>(read: () => T | undefined, what: string, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function chooseProject(page: Page, title: string) {
  await page.getByRole('button', { name: 'Project: Projects', exact: true }).click();
  await page.getByRole('menuitem', { name: new RegExp(title) }).click();
}

test.describe('HMI', () => {
  // Wide enough for the map and the 3D view side by side (tablets are looked at below).
  test.use({ viewport: { width: 1440, height: 900 } });

  test('goal on the map, engage, stop at the red light, arrive, record the drive', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const user = await createAccount('SUPER');
    const token = await vehicleInProject(user, { vehicle: VEHICLE, project: 'Robotaxi pilot' });

    const agentData = await mkdtemp(join(tmpdir(), 'ads-e2e-hmi-'));
    const agent = startAgent(baseURL, token, agentData, ['--vehicle', 'sim']);
    // The spec's own ear on the vehicle's room.
    const socket = io(baseURL, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: user.access },
    });
    let planning: VehiclePlanning | undefined;
    socket.on(
      SOCKET_EVENTS.userMsg,
      (payload: { message?: { action?: string; type?: string; data?: unknown } }) => {
        // The page's own REQUESTs for the plan (it asks now and then) are relayed here too.
        if (
          payload.message?.action === HMI_ACTIONS.planning &&
          payload.message.type === 'RESPONSE'
        ) {
          planning = payload.message.data as VehiclePlanning;
        }
      },
    );
    let watch: ReturnType<typeof setInterval> | undefined;
    try {
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      await expect
        .poll(
          async () =>
            ((await socket.emitWithAck(SOCKET_EVENTS.join, { room: token })) as { status: string })
              .status,
          {
            timeout: 30_000,
          },
        )
        .toBe('success');
      // Asking for the plan now and then keeps the agent sending it (it does while watched).
      watch = setInterval(() => {
        const message = { action: HMI_ACTIONS.planning, type: 'REQUEST', data: {} };
        socket.emit(SOCKET_EVENTS.userMsg, { room: token, message });
      }, 1000);

      await signInAs(page, user, '/hmi');
      await chooseProject(page, 'Robotaxi pilot');
      const hmi = page.getByTestId('hmi');
      await expect(hmi).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
      await expect(hmi).toHaveAttribute('data-localization', 'INITIALIZED');
      // It starts on its patrol route (so FMS's AUTO works without a goal).
      await expect(hmi).toHaveAttribute('data-route-state', 'SET');
      const first = await waitFor(() => planning?.route?.lanelets[0], 'the patrol route', 10_000);
      const origin = planning?.map?.source === 'sample' ? planning.map.origin : { lat: 0, lon: 0 };
      const target = goalBeyondFirstLight(first, origin);

      // Commands need the control lock.
      await page.getByRole('button', { name: 'Take control' }).click();
      await page.getByRole('button', { name: 'Record this drive' }).click();
      await expect(page.getByRole('status', { name: 'Recording' })).toBeVisible();

      // Put the vehicle a little way up the light's approach lane: a tap with "Set initial
      // pose" (the heading comes from the lane), as the planning simulator's pose estimate.
      const map = page.getByRole('region', { name: 'Vehicle map' });
      await shot(page, 'hmi-start');
      await page.getByRole('button', { name: 'Set initial pose' }).click();
      await expect(map).toHaveAttribute('data-tool', 'pose');
      const place = await bringIntoView(page, map, target.pose);
      await page.mouse.click(place.x, place.y);
      await expect(hmi).toHaveAttribute('data-localization', 'INITIALIZED', { timeout: 15_000 });
      // The camera follows the vehicle to its new place.
      const placed = target.projection.forward(target.pose.lat, target.pose.lon, 0);
      await expect
        .poll(async () => {
          const [lon, lat] = (await map.getAttribute('data-center'))!.split(',').map(Number);
          const centre = target.projection.forward(lat!, lon!, 0);
          return Math.hypot(centre.x - placed.x, centre.y - placed.y);
        })
        .toBeLessThan(3);

      // The goal: a tap on the map (the page changes the patrol route to it: change_route_points).
      await page.getByRole('button', { name: 'Set goal' }).click();
      await expect(map).toHaveAttribute('data-tool', 'goal');
      const at = await bringIntoView(page, map, target.goal);
      await page.mouse.click(at.x, at.y);
      await waitFor(
        () => (planning?.route?.lanelets.at(-1) === target.lanelet ? true : undefined),
        'the route to the goal',
        15_000,
      );
      await expect(hmi).toHaveAttribute('data-route-state', 'SET');
      await shot(page, 'hmi-route');

      // Engaged as the light turns red with the lane to the stop line clear: the ~20 m take
      // ~7 s from standstill and the red lasts 17 s, so the vehicle is at the line well within
      // it, whatever the load on the machine (the light and the vehicle share the sim's clock).
      await waitFor(
        () => {
          const light = planning?.traffic_lights.find((l) => l.id === target.light);
          if (light?.color !== 'RED' || (light.remaining_s ?? 0) < 13) return undefined;
          const inTheWay = planning!.objects.some(
            (o) =>
              distanceToLine(target.projection.forward(o.lat, o.lon, 0), target.ahead) <
              o.width / 2 + 2,
          );
          return inTheWay ? undefined : true;
        },
        'the light ahead to turn red with the lane clear',
        120_000,
      );
      const banners = await attributeHistory(hmi, 'data-banner');
      await page.getByRole('button', { name: 'Engage' }).click();
      await expect(hmi).toHaveAttribute('data-mode', 'AUTO', { timeout: 15_000 });
      await expect(page.getByRole('status', { name: 'Why the vehicle slows' })).toContainText(
        'red light',
        { timeout: 30_000 },
      );
      // The page said so while it stood at the line, however short the rest of the red was.
      await expect.poll(banners, { timeout: 30_000 }).toContain('Stopped for red light');
      if ((await hmi.getAttribute('data-banner')) === 'Stopped for red light') {
        await shot(page, 'hmi-red-light');
      }

      // Green: on to the goal.
      await expect(hmi).toHaveAttribute('data-route-state', 'ARRIVED', { timeout: 90_000 });
      await shot(page, 'hmi-arrived');

      // The drive goes to Data Management.
      await page.getByRole('button', { name: 'Stop recording' }).click();
      const link = page.getByRole('link', { name: 'Open the record in Data Management' });
      await expect(link).toBeVisible({ timeout: 60_000 });
      await link.click();
      await expect(page).toHaveURL(/\/statistics\/record\/\d+/);
      await expect(page.getByText(/drive-\d{8}-\d{6}\.mcap/).first()).toBeVisible({
        timeout: 30_000,
      });
      await shot(page, 'hmi-record');
      // Its schemas are the well-known ones (issue 31), and it plays back in the studio.
      for (const schema of [
        'foxglove.PointCloud',
        'foxglove.LocationFix',
        'foxglove.FrameTransform',
      ]) {
        await expect(page.getByRole('cell', { name: schema }).first()).toBeVisible();
      }
      await page.goto(`${new URL(page.url()).pathname}?t=5000000000`);
      await expect(
        page.getByRole('img', { name: 'Point cloud at the current time' }),
      ).toHaveAttribute('data-points', /^[1-9]\d*$/, { timeout: 30_000 });
      await shot(page, 'hmi-record-playback');
      await page.goBack();

      // A tablet in landscape: the same page, touch-sized.
      await page.goBack();
      await expect(hmi).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
      for (const size of [
        { width: 1180, height: 820 },
        { width: 1024, height: 768 },
      ]) {
        await page.setViewportSize(size);
        await expect(page.getByRole('button', { name: 'Engage' })).toBeVisible();
        await shot(page, `hmi-tablet-${size.width}`);
      }
    } finally {
      clearInterval(watch);
      socket.close();
      await agent.stop();
    }
  });
});
