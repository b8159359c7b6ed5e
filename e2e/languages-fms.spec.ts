import type { Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseURL } from './env';
import {
  type Account,
  api,
  createAccount,
  expect,
  shot,
  signInAs,
  test,
  vehicleInProject,
} from './fixtures';
import { type Language, expectOneLanguage } from './one-language';
import { startAgent } from './own-studio';

// One language at a time (issue 30): FMS with a simulated vehicle online and selected, and the
// projects page (its project and PC cards, their menu and dialogs), in Korean and then in
// English. The vehicle's, project's and PC's names are Latin on purpose: what people typed is
// shown as typed, and only that may be Latin on a Korean page.

const VEHICLE = 'Yard Sim';
const PROJECT = 'Campus shuttle';

/** The words the walk finds its way by, in each language. */
const WORDS = {
  ko: {
    fleet: '차량 목록',
    panel: `차량 ${VEHICLE}`,
    facts: '차량 상태',
    events: '차량 이벤트',
    status: '상태',
    newProject: '새 프로젝트',
    actions: `${PROJECT} 작업`,
    rename: '이름 바꾸기',
    registerPc: 'PC 등록',
    token: '토큰',
    noVehicles: '아직 차량이 없습니다',
  },
  en: {
    fleet: 'Fleet',
    panel: `Vehicle ${VEHICLE}`,
    facts: 'Vehicle state',
    events: 'Vehicle events',
    status: 'Status',
    newProject: 'New project',
    actions: `Actions for ${PROJECT}`,
    rename: 'Rename',
    registerPc: 'Register PC',
    token: 'Token',
    noVehicles: 'No vehicles yet',
  },
} as const;

async function setLanguage(account: Account, language: Language) {
  const answer = await api('PUT', '/api/user/language/', { language }, account.access);
  expect(answer.status).toBeLessThan(300);
}

/** /monitoring with the vehicle selected, its status filter open, then /project with its menu and dialogs. */
async function walk(page: Page, account: Account, language: Language) {
  const words = WORDS[language];
  await signInAs(page, account, `/monitoring`);
  const row = page.getByRole('table', { name: words.fleet }).getByRole('row', { name: VEHICLE });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.click();
  const panel = page.getByRole('region', { name: words.panel });
  await expect(panel.getByLabel(words.facts)).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('list', { name: words.events })).toBeVisible({ timeout: 15_000 });
  await expectOneLanguage(page, language, '/monitoring with a vehicle selected');
  await shot(page, `lang-fms-monitoring-${language}`);

  await page.getByRole('combobox', { name: words.status }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectOneLanguage(page, language, "/monitoring's status filter");
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  await page.goto('/project');
  const card = page.getByRole('article', { name: PROJECT });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article', { name: VEHICLE })).toBeVisible();
  await expectOneLanguage(page, language, '/project');
  await shot(page, `lang-fms-projects-${language}`);

  await card.getByRole('button', { name: words.actions }).click();
  await expect(page.getByRole('menuitem', { name: words.rename })).toBeVisible();
  await expectOneLanguage(page, language, "a project's menu");
  await page.getByRole('menuitem', { name: words.rename }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectOneLanguage(page, language, 'the rename dialog');
  await shot(page, `lang-fms-project-rename-${language}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: words.newProject }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectOneLanguage(page, language, 'the new project dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: words.registerPc }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: words.token })).toHaveValue(/\./);
  await expectOneLanguage(page, language, 'the PC registration dialog');
  await shot(page, `lang-fms-register-pc-${language}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * A USER with a PC of a project: `before` while it is no vehicle yet, then `use` while its agent
 * drives a simulated vehicle.
 */
async function withSimVehicle(
  before: (account: Account) => Promise<void>,
  use: (account: Account) => Promise<void>,
) {
  const user = await createAccount('USER');
  const token = await vehicleInProject(user, { vehicle: VEHICLE, project: PROJECT });
  await before(user);
  const agentData = await mkdtemp(join(tmpdir(), 'ads-e2e-lang-fms-'));
  const agent = startAgent(baseURL, token, agentData, ['--vehicle', 'sim']);
  try {
    await use(user);
  } catch (error) {
    await test.info().attach('agent output', { body: agent.output(), contentType: 'text/plain' });
    throw error;
  } finally {
    await agent.stop();
    await rm(agentData, { recursive: true, force: true });
  }
}

test.describe('FMS and the projects page in one language', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const language of ['ko', 'en'] as const) {
    test(`a simulated vehicle selected, the projects and their dialogs, in ${language}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await withSimVehicle(
        // Before the agent starts: FMS says how to get a simulated vehicle.
        async (user) => {
          await setLanguage(user, language);
          await signInAs(page, user, '/monitoring');
          await expect(
            page.getByRole('heading', { name: WORDS[language].noVehicles }),
          ).toBeVisible();
          await expectOneLanguage(page, language, '/monitoring without a vehicle');
          await shot(page, `lang-fms-monitoring-empty-${language}`);
        },
        (user) => walk(page, user, language),
      );
    });
  }
});
