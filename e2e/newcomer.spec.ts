import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { cutOffTexts } from './cut-off';
import { E2E } from './env';
import { expect, mailedCode, shot, test } from './fixtures';
import {
  type OwnAccount,
  type Proc,
  apiOn,
  freePort,
  logIn,
  startAgent,
  startStudio,
} from './own-studio';
import { watchPage } from './page-watch';

/**
 * A newcomer's first hour (issue 30), as a person does it on a laptop and on a phone: the home
 * page signed out, signing up with the mailed code, a first project, a PC whose agent is started
 * with the command the page shows (with the simulated vehicle, as the PC card suggests), then
 * every app from its home card. Every page is photographed and searched for text cut off.
 * The studio is the spec's own: its SUPER turns every app on for users first, as a team trying
 * the whole studio would (the suite's shared studio keeps the spec's defaults for other specs).
 */

const VIEWPORTS = [
  { name: 'laptop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let studio: (Proc & { url: string }) | undefined;
let dataDir: string;
const agents: Array<{ proc: Proc; dir: string }> = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = resolve(E2E.out, `newcomer-data-${process.pid}-${Date.now()}`);
  studio = await startStudio(await freePort(), dataDir);
  const root: OwnAccount = await logIn(studio.url, E2E.admin.email, E2E.admin.password);
  const apps = await apiOn(studio.url, 'GET', '/api/app/availability/', undefined, root.access);
  for (const app of apps.body.detail as Array<{ key: string; fixed: boolean }>) {
    if (app.fixed || app.key === 'remote') continue;
    const changed = await apiOn(
      studio.url,
      'PATCH',
      `/api/app/${app.key}/availability/`,
      { states: { USER: 'enabled' } },
      root.access,
    );
    expect(changed.status, `${app.key}: ${JSON.stringify(changed.body)}`).toBe(200);
  }
});

test.afterAll(async () => {
  for (const agent of agents) {
    await agent.proc.stop('SIGKILL');
    rmSync(agent.dir, { recursive: true, force: true });
  }
  await studio?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Fails on text the page shows cut off, naming the page and the texts. */
async function looksWhole(page: Page, name: string) {
  // Drawn: the page's chunk and data have come, and no placeholder waits for more.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root, .MuiLinearProgress-root')).toHaveCount(0, {
    timeout: 30_000,
  });
  await shot(page, name);
  expect(await cutOffTexts(page), `cut-off text on ${name}`).toEqual([]);
}

async function signUpInBrowser(page: Page, email: string) {
  await page.goto(`${studio!.url}/signup`);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We sent a 6-digit code to your e-mail.')).toBeVisible();
  await page.getByLabel('Verification code').fill(await mailedCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByLabel('E-mail verified')).toBeVisible();
  await page.getByLabel('Name').fill('Newcomer Nam');
  await page.getByLabel('Company').fill('ADS Lab');
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
  await page.getByLabel('Confirm password').fill('correct-horse-1');
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

for (const viewport of VIEWPORTS) {
  test.describe(`a newcomer's first hour on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('signs up, makes a project, starts an agent and opens every app', async ({ page }) => {
      test.setTimeout(240_000);
      const prefix = `newcomer-${viewport.name}`;
      const watched = await watchPage(page);

      // Signed out: the home page asks to sign in before anything else.
      await page.goto(`${studio!.url}/home`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await looksWhole(page, `${prefix}-home-signed-out`);

      await signUpInBrowser(page, `${prefix}-${process.pid}-${Date.now()}@ads.test`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await looksWhole(page, `${prefix}-home-welcome`);

      // A first project, which becomes the current one.
      await page.goto(`${studio!.url}/project`);
      await page.getByRole('button', { name: 'New project' }).first().click();
      await page.getByLabel('Title').fill('First car');
      await page.getByLabel('Vehicle').fill('Ioniq 5');
      await page.getByRole('button', { name: 'Create' }).click();
      const project = page.getByRole('article', { name: 'First car', exact: true });
      await expect(project).toContainText('Current');

      // A PC, its agent started with the command the page shows.
      await page.getByRole('button', { name: 'Register PC' }).first().click();
      await page.getByLabel('PC name').fill('Lab PC');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      const shown = page.getByLabel('Agent command for Lab PC', { exact: true });
      await expect(shown).toHaveText(/--token=/);
      const command = (await shown.textContent())!;
      const server = /--server (\S+)/.exec(command)?.[1];
      const token = /--token=(\S+)/.exec(command)?.[1];
      expect(server).toBe(studio!.url);
      expect(token).toBeTruthy();
      await expect(page.getByRole('article', { name: 'Lab PC' })).toContainText('--vehicle sim');
      const dir = mkdtempSync(join(tmpdir(), 'ads-e2e-newcomer-'));
      agents.push({ proc: startAgent(server!, token!, dir, ['--vehicle', 'sim']), dir });
      await page.getByRole('button', { name: 'Attach a PC to First car' }).click();
      await page.getByRole('menuitem', { name: 'Lab PC' }).click();
      await expect(project).toContainText('PCs · 1 of 1 online', { timeout: 30_000 });
      await looksWhole(page, `${prefix}-projects`);

      // Every app, from its card on the home page.
      await page.goto(`${studio!.url}/home`);
      const names = await page
        .getByRole('article')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
      expect(names.length).toBeGreaterThanOrEqual(9);
      for (const name of names.filter((card) => card !== 'Home')) {
        await page.goto(`${studio!.url}/home`);
        const card = page.getByRole('article', { name, exact: true });
        await expect(card).toHaveAttribute('data-disabled', 'false');
        await card.click();
        await expect.poll(() => new URL(page.url()).pathname).not.toBe('/home');
        // The app's page has replaced the home page's cards.
        await expect(card).toHaveCount(0);
        const key = new URL(page.url()).pathname.split('/')[1];
        if (key === 'monitoring') {
          // The only vehicle online: FMS draws the roads it drives on (the sim's sample map).
          await expect(page.getByTestId('fleet-map')).toHaveAttribute('data-lanes-ready', 'true', {
            timeout: 30_000,
          });
        }
        await looksWhole(page, `${prefix}-${key}`);
      }
      expect(await watched.violations()).toEqual([]);
    });
  });
}
