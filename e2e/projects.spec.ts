import { agentCommand } from '@ads/contract';
import type { Page } from '@playwright/test';
import { baseURL } from './env';
import { api, createAccount, expect, shot, signInAs, test } from './fixtures';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const confirmDelete = (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();

test.describe('/project', () => {
  test('creates, renames and deletes a project', async ({ page }) => {
    await signInAs(page, await createAccount(), '/project');
    await expect(page.getByText('No projects yet')).toBeVisible();
    await expect(page.getByText('No PCs registered')).toBeVisible();
    await shot(page, 'projects-empty');

    await page.getByRole('button', { name: 'New project' }).first().click();
    await page.getByLabel('Title').fill('Lidar shuttle');
    await page.getByLabel('Vehicle').fill('Ioniq 5');
    await shot(page, 'projects-create-dialog');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(card(page, 'Lidar shuttle')).toContainText('Ioniq 5');

    await page.getByRole('button', { name: 'Actions for Lidar shuttle' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByLabel('Title').fill('Radar shuttle');
    await page.getByLabel('Vehicle').fill('Kona EV');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, 'Radar shuttle')).toContainText('Kona EV');
    await expect(card(page, 'Lidar shuttle')).toHaveCount(0);

    await page.getByRole('button', { name: 'Actions for Radar shuttle' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText('Delete the project "Radar shuttle"?');
    await confirmDelete(page);
    await expect(card(page, 'Radar shuttle')).toHaveCount(0);
    await expect(page.getByText('No projects yet')).toBeVisible();
  });

  test('registers a PC, shows its agent command, attaches, detaches and deletes it', async ({
    page,
    context,
  }) => {
    const user = await createAccount();
    await api('POST', '/api/project/', { title: 'Test car', vehicle: 'Niro' }, user.access);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signInAs(page, user, '/project');
    const attach = page.getByRole('button', { name: 'Attach a PC to Test car' });
    await expect(attach).toBeDisabled();

    await page.getByRole('button', { name: 'Register PC' }).first().click();
    const token = page.getByLabel('Token');
    await expect(token).toHaveValue(/^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{16,64}$/);
    const minted = await token.inputValue();
    await page.getByLabel('PC name').fill('Rig 01');
    await shot(page, 'projects-register-pc');
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    // The studio's own agent package, fetched and run by npx (ADR 13).
    const agent = await api('GET', '/api/file/agent/');
    const command = agentCommand({ server: baseURL, file: agent.body.detail.file, token: minted });
    expect(command).toMatch(
      /^npx --yes http:\/\/\S+\/api\/file\/agent\/ads-agent-\S+\.tgz --server /,
    );
    await expect(page.getByLabel('Agent command for Rig 01', { exact: true })).toHaveText(command);
    const stored = await api('GET', '/api/user/pc/', undefined, user.access);
    expect(stored.body.detail).toMatchObject([{ name: 'Rig 01', token: minted }]);
    await page.getByRole('button', { name: 'Copy the agent command for Rig 01' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);

    await attach.click();
    await page.getByRole('menuitem', { name: 'Rig 01' }).click();
    // The PC's name, then whether its agent is online (it never started here).
    await expect(card(page, 'Test car').getByRole('list', { name: 'PCs in Test car' })).toHaveText(
      /^Rig 01\s*Offline$/,
    );
    await expect(card(page, 'Rig 01')).toContainText('Test car');
    await shot(page, 'projects-pc-attached');

    await page.getByRole('button', { name: 'Detach Rig 01' }).click();
    await expect(card(page, 'Test car')).toContainText('No PC in this project yet.');
    await expect(card(page, 'Rig 01')).toContainText('Not in a project yet.');

    await page.getByRole('button', { name: 'Delete Rig 01' }).click();
    await confirmDelete(page);
    await expect(card(page, 'Rig 01')).toHaveCount(0);
    await expect(page.getByText('No PCs registered')).toBeVisible();
    const after = await api('GET', '/api/user/pc/', undefined, user.access);
    expect(after.body.detail).toEqual([]);
  });

  test('a new project becomes the current one and stays so after signing out and in', async ({
    page,
  }) => {
    const user = await createAccount();
    const token = await api('GET', '/api/user/token/', undefined, user.access);
    await api('POST', '/api/user/pc/', { name: 'Rig 01', token: token.body.detail }, user.access);
    await signInAs(page, user, '/home');
    const selector = page.getByRole('banner').getByRole('button', { name: /^Project: / });
    await expect(selector).toHaveAccessibleName('Project: Projects');

    // The empty Projects menu leads to the form that creates one.
    await selector.click();
    await expect(page.getByRole('menuitem', { name: /New project/ })).toBeVisible();
    await shot(page, 'topbar-projects-empty');
    await page
      .getByRole('menu', { name: 'Projects' })
      .getByRole('menuitem', { name: /New project/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'New project' })).toBeVisible();
    await page.getByLabel('Title').fill('Campus shuttle');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(selector).toHaveAccessibleName('Project: Campus shuttle');
    await expect(page).toHaveURL(/\/project$/);
    await expect(card(page, 'Campus shuttle')).toContainText('Current');

    await page.getByRole('button', { name: 'Attach a PC to Campus shuttle' }).click();
    await page.getByRole('menuitem', { name: 'Rig 01' }).click();
    await expect(card(page, 'Campus shuttle')).toContainText('PCs · 0 of 1 online');
    await shot(page, 'projects-current');

    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(selector).toHaveAccessibleName('Project: Campus shuttle');
    await shot(page, 'projects-current-after-sign-in');
  });

  test('a choice whose save got no answer is sent again on the next load', async ({ page }) => {
    const user = await createAccount();
    const created = await api('POST', '/api/project/', { title: 'Lidar rig' }, user.access);
    await signInAs(page, user, '/home');
    // The network drops the save: the choice holds in this tab only.
    await page.route('**/api/user/project/', (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.continue(),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Project: Projects' }).click();
    await page.getByRole('menuitem', { name: /Lidar rig/ }).click();
    const label = page.getByTestId('project-selector-label');
    await expect(label).toHaveText('Lidar rig');

    await page.unroute('**/api/user/project/');
    await page.reload();
    await expect(label).toHaveText('Lidar rig');
    await expect
      .poll(async () => (await api('GET', '/api/user/project/', undefined, user.access)).body)
      .toMatchObject({ detail: { id: created.body.detail.id } });
  });

  test("another user's projects and PCs are not shown", async ({ page }) => {
    const owner = await createAccount();
    await api('POST', '/api/project/', { title: 'Owner secret', vehicle: '' }, owner.access);
    await signInAs(page, await createAccount(), '/project');
    await expect(page.getByText('No projects yet')).toBeVisible();
    await expect(page.getByText('Owner secret')).toHaveCount(0);
  });

  test('looks right on a phone and in the dark theme', async ({ page }) => {
    const user = await createAccount();
    const project = await api(
      'POST',
      '/api/project/',
      { title: 'A project with a rather long title for a phone', vehicle: 'Ioniq 5 test car' },
      user.access,
    );
    const token = await api('GET', '/api/user/token/', undefined, user.access);
    const pc = await api(
      'POST',
      '/api/user/pc/',
      { name: 'Vehicle computer 01', token: token.body.detail },
      user.access,
    );
    await api(
      'POST',
      `/api/project/${project.body.detail.id}/pc/`,
      { pc_id: pc.body.detail.id },
      user.access,
    );
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, user, '/project');
    await expect(
      page.getByLabel('Agent command for Vehicle computer 01', { exact: true }),
    ).toBeVisible();
    await shot(page, 'projects-375');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() =>
      localStorage.setItem('theme', JSON.stringify({ state: { isDark: true }, version: 0 })),
    );
    await page.reload();
    await expect(
      page.getByLabel('Agent command for Vehicle computer 01', { exact: true }),
    ).toBeVisible();
    await shot(page, 'projects-dark');
  });
});
