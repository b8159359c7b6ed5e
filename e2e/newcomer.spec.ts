import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import enAccount from '../apps/web/src/lib/i18n/locales/en/account';
import enApps from '../apps/web/src/lib/i18n/locales/en/apps';
import enProject from '../apps/web/src/lib/i18n/locales/en/project';
import enShell from '../apps/web/src/lib/i18n/locales/en/shell';
import koAccount from '../apps/web/src/lib/i18n/locales/ko/account';
import koApps from '../apps/web/src/lib/i18n/locales/ko/apps';
import koProject from '../apps/web/src/lib/i18n/locales/ko/project';
import koShell from '../apps/web/src/lib/i18n/locales/ko/shell';
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
import { type Language, foreignText } from './one-language';
import { watchPage } from './page-watch';

/**
 * A newcomer's first hour (issue 30), as a person does it on a laptop and on a phone: the home
 * page signed out, signing up with the mailed code, a first project, a PC whose agent is started
 * with the command the page shows (with the simulated vehicle, as the PC card suggests), then
 * every app from its home card. Every page is photographed and searched for text cut off.
 * The studio is the spec's own: its SUPER turns every app on for users first, as a team trying
 * the whole studio would (the suite's shared studio keeps the spec's defaults for other specs).
 */

/** Each device starts in its browser's language, then walks every app again in the other. */
const VIEWPORTS = [
  { name: 'laptop', width: 1440, height: 900, locale: 'en-US', first: 'en', then: 'ko' },
  { name: 'phone', width: 390, height: 844, locale: 'ko-KR', first: 'ko', then: 'en' },
] as const;

/** The words the newcomer reads and clicks, from the studio's own catalogues. */
const WORDS = {
  en: { account: enAccount, apps: enApps, project: enProject, shell: enShell },
  ko: { account: koAccount, apps: koApps, project: koProject, shell: koShell },
} as const;

/** i18next's `{{name}}` filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

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

/** Fails on text the page shows cut off or in the other language, naming the page and texts. */
async function looksWhole(page: Page, name: string, language: Language) {
  // Drawn: the page's chunk and data have come, and no placeholder waits for more.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root, .MuiLinearProgress-root')).toHaveCount(0, {
    timeout: 30_000,
  });
  await shot(page, name);
  expect(await cutOffTexts(page), `cut-off text on ${name}`).toEqual([]);
  expect(await foreignText(page, language), `${name}: text not in ${language}`).toEqual([]);
}

async function signUpInBrowser(page: Page, email: string, language: Language) {
  const { account } = WORDS[language];
  await page.goto(`${studio!.url}/signup`);
  await expect(page.getByRole('heading', { name: account.signup.title })).toBeVisible();
  await page.getByLabel(account.fields.email).fill(email);
  await page.getByRole('button', { name: account.signup.sendCode }).click();
  await page.getByLabel(account.fields.code).fill(await mailedCode(email));
  await page.getByRole('button', { name: account.signup.verify }).click();
  await expect(page.getByLabel(account.fields.verified)).toBeVisible();
  // A Korean newcomer types a Korean name (the welcome names them in the page's language).
  await page
    .getByLabel(account.fields.name, { exact: true })
    .fill(language === 'ko' ? '남신입' : 'Newcomer Nam');
  await page.getByLabel(account.fields.company).fill('ADS Lab');
  await page.getByLabel(account.fields.password, { exact: true }).fill('correct-horse-1');
  await page.getByLabel(account.fields.confirmPassword).fill('correct-horse-1');
  await page.getByRole('checkbox', { name: new RegExp(account.signup.privacy) }).check();
  await page.getByRole('checkbox', { name: new RegExp(account.signup.terms) }).check();
  await page.getByRole('button', { name: account.signup.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Opens every app from its home card and judges its page, in `language`. Between apps the
 * newcomer goes back to the home page with the browser's Back, as people do (the Education
 * pages have no top bar to click), so the studio is loaded once per walk and not once per app.
 */
async function walkApps(page: Page, prefix: string, language: Language) {
  await page.goto(`${studio!.url}/home`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const names = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThanOrEqual(9);
  for (const [index, name] of names
    .filter((card) => card !== WORDS[language].apps.home.name)
    .entries()) {
    if (index > 0) {
      await page.goBack();
      await expect(page).toHaveURL(/\/home$/);
    }
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
    await looksWhole(page, `${prefix}-${language}-${key}`, language);
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`a newcomer's first hour on a ${viewport.name}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      locale: viewport.locale,
    });

    test('signs up, makes a project, starts an agent and opens every app', async ({ page }) => {
      test.setTimeout(240_000);
      const prefix = `newcomer-${viewport.name}`;
      const language: Language = viewport.first;
      const { project: words, shell } = WORDS[language];
      const watched = await watchPage(page);

      // Signed out: the home page asks to sign in before anything else.
      await page.goto(`${studio!.url}/home`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await looksWhole(page, `${prefix}-home-signed-out`, language);

      await signUpInBrowser(page, `${prefix}-${process.pid}-${Date.now()}@ads.test`, language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await looksWhole(page, `${prefix}-home-welcome`, language);

      // A first project, which becomes the current one.
      await page.goto(`${studio!.url}/project`);
      await page.getByRole('button', { name: words.projects.new }).first().click();
      await page.getByLabel(words.form.title).fill('First car');
      await page.getByLabel(words.form.vehicle).fill('Ioniq 5');
      await page.getByRole('button', { name: words.form.create }).click();
      const project = page.getByRole('article', { name: 'First car', exact: true });
      await expect(project).toContainText(words.card.current);

      // A PC, its agent started with the command the page shows.
      await page.getByRole('button', { name: words.pcs.register }).first().click();
      await page.getByLabel(words.register.name).fill('Lab PC');
      await page.getByRole('button', { name: words.register.submit, exact: true }).click();
      const shown = page.getByLabel(fill(shell.agentCommand, { pc: 'Lab PC' }), { exact: true });
      await expect(shown).toHaveText(/--token=/);
      const command = (await shown.textContent())!;
      const server = /--server (\S+)/.exec(command)?.[1];
      const token = /--token=(\S+)/.exec(command)?.[1];
      expect(server).toBe(studio!.url);
      expect(token).toBeTruthy();
      await expect(page.getByRole('article', { name: 'Lab PC' })).toContainText('--vehicle sim');
      const dir = mkdtempSync(join(tmpdir(), 'ads-e2e-newcomer-'));
      agents.push({ proc: startAgent(server!, token!, dir, ['--vehicle', 'sim']), dir });
      await page
        .getByRole('button', { name: fill(words.attach.label, { title: 'First car' }) })
        .click();
      await page.getByRole('menuitem', { name: 'Lab PC' }).click();
      await expect(project).toContainText(fill(words.card.pcsOnline, { online: 1, total: 1 }), {
        timeout: 30_000,
      });
      await looksWhole(page, `${prefix}-projects`, language);

      // Every app, from its card on the home page, in the browser's language and then in the
      // other one, chosen for the account.
      await walkApps(page, prefix, language);
      const access = await page.evaluate(() => localStorage.getItem('access'));
      const chosen = await apiOn(
        studio!.url,
        'PUT',
        '/api/user/language/',
        { language: viewport.then },
        access!,
      );
      expect(chosen.status).toBe(200);
      // Chosen for the account elsewhere: this device keeps its copy of the language and
      // draws its next load in it until the account's answer arrives (lib/i18n/user-language.ts),
      // and index.html says lang="en" before the app has drawn anything. Walking then read the
      // cards' names in the copy's language, once, on a slow run. One load to learn the choice.
      await page.goto(`${studio!.url}/home`);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('language')))
        .toContain(`"choice":"${viewport.then}"`);
      await walkApps(page, prefix, viewport.then);
      expect(await watched.violations()).toEqual([]);
    });
  });
}
