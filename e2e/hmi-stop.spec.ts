import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MESSAGES } from '@ads/contract';
import { E2E } from './env';
import { expect, shot, test } from './fixtures';
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
import { watchVehicleFrames } from './vehicle-frames';

// Issue 25: a role with HMI on and FMS off engages AUTO from the HMI, and must be able to stop
// what it engaged from there: STOP, then E-STOP (and its release). Turning FMS off for every USER would take it
// from the specs that share the suite's studio, so this spec has a studio of its own.

const VEHICLE = 'HMI-only shuttle';

let studio: (Proc & { url: string }) | undefined;
let dataDir: string;
let user: OwnAccount;
let root: OwnAccount;

test.describe('an HMI-only role', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    dataDir = resolve(E2E.out, `hmi-stop-data-${process.pid}-${Date.now()}`);
    studio = await startStudio(await freePort(), dataDir);
    [user, root] = await Promise.all([
      signUp(studio.url),
      logIn(studio.url, E2E.admin.email, E2E.admin.password),
    ]);
  });
  test.afterAll(async () => {
    await studio?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('engages AUTO from the HMI, then stops it with STOP and E-STOP from there', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const base = studio!.url;

    // The SUPER turns FMS off and HMI on for USER on /admin/apps.
    const admin = await (await browser.newContext()).newPage();
    await signInOn(admin, base, root, '/admin/apps');
    for (const [app, state] of [
      ['FMS', MESSAGES.updateSoon],
      ['HMI', 'Enabled'],
    ] as const) {
      const cell = admin.getByRole('combobox', { name: `${app} for Users (USER)` });
      await cell.click();
      await admin.getByRole('option', { name: state }).click();
      await expect(cell).toHaveText(state);
    }
    await admin.context().close();

    // The USER's simulated vehicle, in a project.
    const minted = await apiOn(base, 'GET', '/api/user/token/', undefined, user.access);
    const token = minted.body.detail as string;
    const pc = await apiOn(base, 'POST', '/api/user/pc/', { name: VEHICLE, token }, user.access);
    expect(pc.status).toBe(201);
    const project = await apiOn(
      base,
      'POST',
      '/api/project/',
      { title: 'Depot loop', vehicle: 'Ioniq 5' },
      user.access,
    );
    await apiOn(
      base,
      'POST',
      `/api/project/${project.body.detail.id}/pc/`,
      { pc_id: pc.body.detail.id },
      user.access,
    );
    const agentData = await mkdtemp(join(tmpdir(), 'ads-e2e-hmi-stop-'));
    const agent = startAgent(base, token, agentData, ['--vehicle', 'sim']);
    const frames = watchVehicleFrames(page);
    try {
      // FMS is off for this user…
      await signInOn(page, base, user, '/monitoring');
      await expect(page.getByRole('heading', { name: MESSAGES.updateSoon })).toBeVisible();

      // …and HMI on: the vehicle, on its patrol route, localised.
      await page.goto(`${base}/hmi`);
      await page.getByRole('button', { name: 'Project: Projects', exact: true }).click();
      await page.getByRole('menuitem', { name: /Depot loop/ }).click();
      const hmi = page.getByTestId('hmi');
      await expect(hmi).toHaveAttribute('data-localization', 'INITIALIZED', { timeout: 60_000 });
      await expect(hmi).toHaveAttribute('data-route-state', 'SET');
      const speed = async () => Math.abs(Number(await hmi.getAttribute('data-speed')));

      // STOP and E-STOP are there before anything else: no control needed.
      const commands = page.getByRole('toolbar', { name: 'Commands' });
      await expect(commands.getByRole('button', { name: 'STOP', exact: true })).toBeEnabled();
      await expect(commands.getByRole('button', { name: 'E-STOP' })).toBeEnabled();

      await page.getByRole('button', { name: 'Take control' }).click();
      await commands.getByRole('button', { name: 'Engage' }).click();
      await expect(hmi).toHaveAttribute('data-mode', 'AUTO', { timeout: 15_000 });
      await expect.poll(speed, { timeout: 20_000 }).toBeGreaterThan(2);
      await shot(page, 'hmi-auto-with-stops');

      // STOP from the HMI: STOP mode, and the vehicle brakes to a standstill.
      await commands.getByRole('button', { name: 'STOP', exact: true }).click();
      await expect(hmi).toHaveAttribute('data-mode', 'STOP', { timeout: 5_000 });
      await expect.poll(speed, { timeout: 15_000 }).toBeLessThan(0.05);

      // E-STOP from the HMI: the emergency stop, and what the vehicle says it did.
      await commands.getByRole('button', { name: 'E-STOP' }).click();
      const emergency = page.getByRole('alert', { name: 'Emergency stop state' });
      await expect(emergency).toContainText('Stopped by an emergency stop', { timeout: 10_000 });
      await expect(emergency.getByLabel('What the vehicle did')).not.toBeEmpty();
      await expect(emergency.getByRole('button', { name: 'Release emergency stop' })).toBeVisible();
      await expect(hmi).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
      await shot(page, 'hmi-stop-estop');

      // The standing vehicle's emergency stop is released from the HMI too.
      await emergency.getByRole('button', { name: 'Release emergency stop' }).click();
      await expect(emergency).toBeHidden({ timeout: 10_000 });
      await expect(hmi).toHaveAttribute('data-mode', 'STOP');
    } catch (error) {
      await test.info().attach('agent output', { body: agent.output(), contentType: 'text/plain' });
      // Printed whole (an attachment is cut short in the CI log): what went to the vehicle and back.
      console.log(`hmi-stop: the page's vehicle messages\n${frames.lines()}`);
      throw error;
    } finally {
      await agent.stop();
      await rm(agentData, { recursive: true, force: true });
    }
  });
});
