import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { SAMPLE_ROAD_NETWORK, sampleRoadNetwork, writeOsm } from '@ads/lanelet2';
import { cutOffTexts } from './cut-off';
import { E2E, baseURL } from './env';
import { api, createAccount, expect, shot, signInAs, test } from './fixtures';
import {
  type OwnAccount,
  type Proc,
  apiOn,
  freePort,
  logIn,
  signInOn,
  signUp,
  startAgent,
  startStudio,
} from './own-studio';
import { recordFiles, uploadRecord } from './records';
import { settled } from './settled';

/*
 * The roads on the maps (issue 30): FMS draws the Lanelet2 map the vehicle drives on and its
 * route (the real agent with its simulated vehicle), and a record's route map draws the map of
 * its project under the route. Judged on screenshots at 1440×900.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const VEHICLE = 'Shuttle 30';

async function vehicleOwner(role: 'USER' | 'SUPER' = 'USER') {
  const user = await createAccount(role);
  const token = (await api('GET', '/api/user/token/', undefined, user.access)).body
    .detail as string;
  const pc = await api('POST', '/api/user/pc/', { name: VEHICLE, token }, user.access);
  expect(pc.status).toBeLessThan(300);
  const project = await api(
    'POST',
    '/api/project/',
    { title: 'K-City loop', vehicle: 'Ioniq 5' },
    user.access,
  );
  const projectId = project.body.detail.id as number;
  await api('POST', `/api/project/${projectId}/pc/`, { pc_id: pc.body.detail.id }, user.access);
  return { user, token, projectId };
}

/** The map's canvas has drawn what its sources hold (no tile still loading). */
async function mapSettled(page: Page) {
  await settled(page);
  await page.waitForTimeout(500);
}

test.describe('maps with roads', () => {
  test('FMS shows the lanes the simulated vehicle drives on and its route', async ({ page }) => {
    test.setTimeout(120_000);
    const { user, token } = await vehicleOwner();
    await signInAs(page, user, '/monitoring');
    const agentData = await mkdtemp(join(tmpdir(), 'ads-e2e-maps-'));
    const agent = startAgent(baseURL, token, agentData, ['--vehicle', 'sim']);
    try {
      const map = page.getByTestId('fleet-map');
      const row = page.getByRole('table', { name: 'Fleet' }).getByRole('row', { name: VEHICLE });
      await expect(row).toBeVisible({ timeout: 30_000 });
      // The only vehicle online: its roads are drawn before anyone selects it.
      await expect(map).toHaveAttribute('data-lanes-ready', 'true', { timeout: 30_000 });
      expect(Number(await map.getAttribute('data-lanelets'))).toBeGreaterThan(100);
      // The sim starts on its patrol route: its lanelets are highlighted.
      await expect
        .poll(async () => Number(await map.getAttribute('data-route-lanelets')), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);

      await row.click();
      const panel = page.getByRole('region', { name: `Vehicle ${VEHICLE}` });
      await expect(panel).toBeVisible();
      // Follow the vehicle, closer in: the lanes and the route around it.
      await page.getByRole('button', { name: 'Follow the selected vehicle' }).click();
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await mapSettled(page);
      await page.screenshot({ path: `${E2E.screenshots}/fms-map-lanes.png` });
      expect(await cutOffTexts(page)).toEqual([]);
    } finally {
      await agent.stop();
      await rm(agentData, { recursive: true, force: true });
    }
  });

  test("a record's route map draws its project's map under the route", async ({ page }) => {
    test.setTimeout(120_000);
    // HDMAP Builder is SUPER's by default, and the map is saved through it: the owner is a SUPER
    // (opening the app to USER here would change the home page of the specs beside this one).
    const { user, projectId } = await vehicleOwner('SUPER');
    const origin = SAMPLE_ROAD_NETWORK.origin;
    const created = await api(
      'POST',
      '/api/map/',
      { project_id: projectId, name: 'K-City' },
      user.access,
    );
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    const { doc, projector } = sampleRoadNetwork(origin);
    const saved = await fetch(`${baseURL}/api/map/${created.body.detail.id}/osm`, {
      method: 'PUT',
      headers: { 'content-type': 'application/xml', authorization: `Bearer ${user.access}` },
      body: writeOsm(doc, projector, 'lanelet2'),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    // A drive through the same streets, filed under the project.
    const files = await recordFiles();
    try {
      const path = await files.mcap('k-city-drive.mcap', {
        profile: 'urban',
        durationS: 60,
        origin,
        sensors: ['gnss', 'odometry'],
      });
      const id = await uploadRecord(user.access, path, {
        filename: 'k-city-drive.mcap',
        project_id: String(projectId),
      });
      await signInAs(page, user, `/statistics/record/${id}`);
      const map = page.getByTestId('route-map');
      await expect(map).toHaveAttribute('data-route-points', /^[1-9]\d+$/, { timeout: 30_000 });
      await expect(map).toHaveAttribute('data-lanelets', /^[1-9]\d+$/, { timeout: 30_000 });
      await expect(page.getByLabel('Map under the route')).toContainText(
        "Lanes: the project's HDMAP Builder map",
      );
      await map.scrollIntoViewIfNeeded();
      await mapSettled(page);
      await page.screenshot({ path: `${E2E.screenshots}/record-route-lanes.png` });
      await shot(page, 'record-route-lanes-page');
    } finally {
      await files.remove();
    }
  });
});

// The basemap is one setting for the whole studio: set on the suite's shared studio, every map
// open in a parallel spec would fetch its tiles from the test's address for as long as it stood
// (a page waiting for the network to settle then waited for tiles.example.test). This test has a
// studio of its own.
test.describe('the basemap', () => {
  let studio: (Proc & { url: string }) | undefined;
  let dataDir: string;
  let root: OwnAccount;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    dataDir = resolve(E2E.out, `basemap-data-${process.pid}-${Date.now()}`);
    studio = await startStudio(await freePort(), dataDir);
    root = await logIn(studio.url, E2E.admin.email, E2E.admin.password);
  });
  test.afterAll(async () => {
    await studio?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an administrator sets the basemap at run time, and the page says where it comes from', async ({
    page,
  }) => {
    await signInOn(page, studio!.url, root, '/admin/basemap');
    const now = page.getByRole('status', { name: 'Basemap now' });
    await expect(now).toContainText('offline background and grid');
    await page.getByRole('radio', { name: 'Raster tiles (XYZ template)' }).check();
    const address = page.getByRole('textbox', { name: 'Address' });
    // A template without {z}/{x}/{y} is refused with the server's reason under the field.
    await address.fill('https://tiles.example.test/tiles.png');
    await page.getByRole('button', { name: 'Save basemap' }).click();
    await expect(page.getByText('A tile template has {z}, {x} and {y} in it.')).toBeVisible();
    await address.fill('https://tiles.example.test/{z}/{x}/{y}.png');
    await page.getByRole('button', { name: 'Save basemap' }).click();
    await expect(now).toContainText('Set here by');
    await expect(now).toContainText('https://tiles.example.test/{z}/{x}/{y}.png');
    expect(await cutOffTexts(page)).toEqual([]);
    await shot(page, 'admin-basemap');
    // Every page reads it; a user may not change it.
    const read = await apiOn(studio!.url, 'GET', '/api/app/basemap/');
    expect(read.body.detail).toMatchObject({ kind: 'raster' });
    const user = await signUp(studio!.url);
    const refused = await apiOn(
      studio!.url,
      'PUT',
      '/api/app/basemap/',
      { kind: 'none' },
      user.access,
    );
    expect(refused.status).toBe(403);
    // And back to none.
    await page.getByRole('radio', { name: /^None/ }).check();
    await page.getByRole('button', { name: 'Save basemap' }).click();
    await expect(now).toContainText('None, set here by');
  });
});
