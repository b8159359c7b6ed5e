import type { Locator, Page } from '@playwright/test';
import {
  buildLaneletMap,
  buildRoutingGraph,
  HMI_ACTIONS,
  laneletGeometry,
  makeProjector,
  sampleRoadNetwork,
  SOCKET_EVENTS,
  type VehiclePlanning,
} from '@ads/contract';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { baseURL } from './env';
import { startAgent } from './own-studio';
import { api, createAccount, expect, shot, signInAs, test } from './fixtures';

// HMI with the real agent's simulated vehicle (`--vehicle sim`) on the sample road network:
// a goal set by a tap on the map (the patrol route the vehicle starts with is cleared first),
// engaged as the light ahead turns amber, so the vehicle stops at its red with the banner,
// goes on green and arrives; the drive is recorded and found in Data Management. SUPER: HMI is
// off for every other role by default.
//
// The spec listens to the vehicle's room itself (as the page does) to know the light's state:
// that is what makes "stops at the red light" certain instead of a matter of luck.

const VEHICLE = 'HMI shuttle';
const RAD = Math.PI / 180;

/** Web Mercator pixels of a position at a zoom (maplibre's 512-pixel world). */
function mercator(lon: number, lat: number, zoom: number) {
  const size = 512 * 2 ** zoom;
  const y = Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2));
  return { x: ((lon + 180) / 360) * size, y: (0.5 - y / (2 * Math.PI)) * size };
}

/** Where on the page a place is drawn now (the map north-up, as the spec leaves it). */
async function pixelOf(map: Locator, lat: number, lon: number) {
  const box = (await map.boundingBox())!;
  const [lon0, lat0] = (await map.getAttribute('data-center'))!.split(',').map(Number);
  const zoom = Number(await map.getAttribute('data-zoom'));
  const centre = mercator(lon0!, lat0!, zoom);
  const point = mercator(lon, lat, zoom);
  return {
    x: box.x + box.width / 2 + point.x - centre.x,
    y: box.y + box.height / 2 + point.y - centre.y,
  };
}

/**
 * From the vehicle's lane, straight on through the first signalised intersection: the traffic
 * light regulatory element of the approach, and a goal in the middle of the lane after it.
 */
function goalBeyondFirstLight(startLanelet: number, origin: { lat: number; lon: number }) {
  const { doc, projector } = sampleRoadNetwork(origin);
  const map = buildLaneletMap(doc);
  const graph = buildRoutingGraph(map);
  const projection = makeProjector(projector);
  let id = startLanelet;
  let light: number | undefined;
  for (let step = 0; step < 12; step += 1) {
    const lanelet = map.lanelets.get(id)!;
    const lights = lanelet.regulatoryElementIds.filter(
      (rid) => map.regulatoryElements.get(rid)?.tags.subtype === 'traffic_light',
    );
    const straight = graph
      .successors(id)
      .find((next) => (map.lanelets.get(next)!.tags.turn_direction ?? 'straight') === 'straight');
    if (straight === undefined) break;
    if (light !== undefined && !map.lanelets.get(id)!.tags.turn_direction) {
      const line = laneletGeometry(map, id)!.centerline;
      const middle = line[Math.floor(line.length / 2)]!;
      const { lat, lon } = projection.reverse(middle.x, middle.y, 0);
      return { light, goal: { lat, lon }, lanelet: id };
    }
    if (lights.length > 0) light = lights[0];
    id = straight;
  }
  throw new Error('no signalised intersection straight ahead of the vehicle');
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
    test.setTimeout(240_000);
    const user = await createAccount('SUPER');
    const minted = await api('GET', '/api/user/token/', undefined, user.access);
    const token = minted.body.detail as string;
    const pc = await api('POST', '/api/user/pc/', { name: VEHICLE, token }, user.access);
    expect(pc.status).toBeLessThan(300);
    const project = await api(
      'POST',
      '/api/project/',
      { title: 'Robotaxi pilot', vehicle: 'Ioniq 5' },
      user.access,
    );
    await api(
      'POST',
      `/api/project/${project.body.detail.id}/pc/`,
      { pc_id: pc.body.detail.id },
      user.access,
    );

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

      // The goal: a tap on the map (the page clears the patrol route, then sets the new one).
      await page.getByRole('button', { name: 'Set goal' }).click();
      const map = page.getByRole('region', { name: 'Vehicle map' });
      await expect(map).toHaveAttribute('data-tool', 'goal');
      // Out far enough to see past the intersection (the camera keeps following).
      await shot(page, 'hmi-start');
      const zoom = Number(await map.getAttribute('data-zoom'));
      for (const step of [1, 2]) {
        await page.getByRole('button', { name: 'Zoom out' }).click();
        await expect
          .poll(async () => Number(await map.getAttribute('data-zoom')))
          .toBeLessThan(zoom - step + 0.1);
      }
      const at = await pixelOf(map, target.goal.lat, target.goal.lon);
      await page.mouse.click(at.x, at.y);
      await waitFor(
        () => (planning?.route?.lanelets.at(-1) === target.lanelet ? true : undefined),
        'the route to the goal',
        15_000,
      );
      await expect(hmi).toHaveAttribute('data-route-state', 'SET');
      await shot(page, 'hmi-route');

      // Engaged as the light ahead turns amber: the ~70 m to its stop line take ~11 s from
      // standstill, so the vehicle gets there early in the red (which lasts ~17 s).
      await waitFor(
        () => {
          const light = planning?.traffic_lights.find((l) => l.id === target.light);
          return light?.color === 'AMBER' ? true : undefined;
        },
        'the light ahead to turn amber',
        60_000,
      );
      await page.getByRole('button', { name: 'Engage' }).click();
      await expect(hmi).toHaveAttribute('data-mode', 'AUTO', { timeout: 15_000 });
      await expect(page.getByRole('status', { name: 'Why the vehicle slows' })).toContainText(
        'red light',
        { timeout: 30_000 },
      );
      await expect(hmi).toHaveAttribute('data-banner', 'Stopped for red light', {
        timeout: 30_000,
      });
      await shot(page, 'hmi-red-light');

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
      socket.close();
      await agent.stop();
    }
  });
});
