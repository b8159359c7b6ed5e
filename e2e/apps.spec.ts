import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { MESSAGES } from '@ads/contract';
import type { Page } from '@playwright/test';
import { E2E } from './env';
import { expect, shot, test } from './fixtures';
import {
  type OwnAccount,
  type Proc,
  freePort,
  logIn,
  signInOn,
  signUp,
  startStudio,
} from './own-studio';
import { watchPage } from './page-watch';

// Turning Data Management off for every USER would take it from the other specs that share the
// suite's studio: this spec has a studio of its own.

let studio: (Proc & { url: string }) | undefined;
let dataDir: string;
let user: OwnAccount;
let root: OwnAccount;

const card = (page: Page, name: string) => page.getByRole('article', { name });
const cell = (page: Page, name: string) => page.getByRole('combobox', { name });

/** What the USER's token gets from a Data Management route now. */
async function recordsAnswer() {
  const answer = await fetch(`${studio!.url}/api/record/`, {
    headers: { authorization: `Bearer ${user.access}` },
  });
  return { status: answer.status, body: (await answer.json()) as { message?: string } };
}

test.describe('apps turned on and off per role by the SUPER', () => {
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    dataDir = resolve(E2E.out, `apps-data-${process.pid}-${Date.now()}`);
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

  test('Data Management off for USER: the card says Update soon, the page and the API refuse', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const watched = await watchPage(page);
    await signInOn(page, studio!.url, user, '/home');
    await expect(card(page, 'Data Management')).toHaveAttribute('data-disabled', 'false');
    expect((await recordsAnswer()).status).toBe(200);

    // The SUPER, in a browser of its own, finds the page in the account menu.
    const admin = await (await browser.newContext()).newPage();
    await signInOn(admin, studio!.url, root, '/home');
    await admin.getByRole('button', { name: 'Account', exact: true }).click();
    await admin.getByRole('menuitem', { name: 'Apps' }).click();
    await expect(admin).toHaveURL(/\/admin\/apps$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
    await expect(cell(admin, 'Data Management for Users (USER)')).toHaveText('Enabled');
    await shot(admin, 'admin-apps-defaults');

    await cell(admin, 'Data Management for Users (USER)').click();
    await admin.getByRole('option', { name: MESSAGES.updateSoon }).click();
    await expect(cell(admin, 'Data Management for Users (USER)')).toHaveText(MESSAGES.updateSoon);
    await expect(admin.getByText('Changed · default Enabled')).toBeVisible();
    const changes = admin.getByRole('table', { name: 'Changes' });
    await expect(changes.getByRole('row').nth(1)).toContainText(
      `${E2E.admin.email}Data ManagementUsers (USER)Enabled${MESSAGES.updateSoon}`,
    );
    await shot(admin, 'admin-apps-changed');

    // The USER's open page follows on its next navigation (here: the logo, to the same page):
    // the card, the 'Switch to' menu, the page itself, the API.
    await page.getByRole('link', { name: 'ADS Studio home' }).click();
    await expect(card(page, 'Data Management')).toHaveAttribute('data-disabled', 'true');
    await expect(card(page, 'Data Management')).toContainText(MESSAGES.updateSoon);
    await page.getByRole('button', { name: 'Switch to' }).click();
    const item = page.getByRole('menuitem', { name: /Data Management/ });
    await expect(item).toContainText(MESSAGES.updateSoon);
    await page.keyboard.press('Escape');
    await card(page, 'Data Management').click();
    await expect(page.getByText(MESSAGES.updateSoon, { exact: true }).last()).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await shot(page, 'apps-card-update-soon');

    await page.goto(`${studio!.url}/statistics/record`);
    await expect(page.getByRole('heading', { name: MESSAGES.updateSoon })).toBeVisible();
    await expect(
      page.getByText(/Data Management is not available to your account yet/),
    ).toBeVisible();
    await shot(page, 'apps-page-update-soon');
    const refused = await recordsAnswer();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Data Management is turned off for your role. Ask an administrator to turn it on.',
    );

    // Reset to the spec's defaults: the page and the API answer again.
    await admin
      .getByRole('button', { name: "Reset Data Management to the spec's defaults" })
      .click();
    await expect(cell(admin, 'Data Management for Users (USER)')).toHaveText('Enabled');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(card(page, 'Data Management')).toHaveAttribute('data-disabled', 'false');
    expect((await recordsAnswer()).status).toBe(200);
    await admin.context().close();
    expect(await watched.violations()).toEqual([]);
  });
});
