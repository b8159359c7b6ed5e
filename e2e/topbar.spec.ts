import type { Page } from '@playwright/test';
import {
  api,
  createAccount,
  createGuest,
  expect,
  shot,
  signInAs,
  superAccount,
  test,
} from './fixtures';
import { settled } from './settled';

const topBar = (page: Page) => page.getByRole('banner');
const areaTitle = (page: Page) => page.getByTestId('area-title');
const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function openMenu(page: Page, button: string, menu = button) {
  await topBar(page).getByRole('button', { name: button, exact: true }).click();
  return page.getByRole('menu', { name: menu, exact: true });
}

test.describe('top bar', () => {
  test('the title names the area of the first path segment, else home', async ({ page }) => {
    await signInAs(page, await superAccount());
    await expect(areaTitle(page)).toHaveText('Home');
    await settled(page);
    await shot(page, 'topbar-home');
    const cases: Array<[string, string]> = [
      ['/launcher', 'ADS IDE'],
      ['/statistics/record', 'Data Management'],
      ['/hmi', 'HMI'],
      ['/store/home', 'IP Repository'],
      ['/project', 'Home'],
    ];
    for (const [path, title] of cases) {
      await page.goto(path);
      await expect(areaTitle(page)).toHaveText(title);
    }
  });

  test('"Switch to" lists every area but home and moves after the check', async ({ page }) => {
    await signInAs(page, await createAccount('USER'));
    const menu = await openMenu(page, 'Switch to');
    // The remote IDE is hidden from USER by default: no card, no entry.
    await expect(menu.getByRole('menuitem')).toHaveCount(9);
    await expect(menu.getByRole('menuitem', { name: /^Home/ })).toHaveCount(0);
    await settled(page);
    await shot(page, 'topbar-switch-to');

    await menu.getByRole('menuitem', { name: /^Calibration/ }).click();
    await expect(snackbar(page, 'Update soon')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    const again = await openMenu(page, 'Switch to');
    await again.getByRole('menuitem', { name: 'ADS IDE', exact: true }).click();
    await expect(page).toHaveURL(/\/launcher$/);
    await expect(areaTitle(page)).toHaveText('ADS IDE');
  });

  test('a guest switching to a USER area is asked to sign up and signed out', async ({ page }) => {
    await signInAs(page, await createGuest());
    const menu = await openMenu(page, 'Switch to');
    await menu.getByRole('menuitem', { name: 'ADS IDE Sign up to open', exact: true }).click();
    const prompt = page.getByRole('dialog').filter({ hasText: 'Sign up is required.' });
    await expect(prompt).toBeVisible();
    await settled(page);
    await shot(page, 'topbar-guest-prompt');
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
  });

  test('the project selector chooses a project and "View all projects" clears it', async ({
    page,
  }) => {
    const user = await createAccount('USER');
    const created = await api(
      'POST',
      '/api/project/',
      { title: 'Lidar rig', vehicle: 'Ioniq 5' },
      user.access,
    );
    expect(created.status).toBe(201);
    await signInAs(page, user);
    const label = page.getByTestId('project-selector-label');
    await expect(label).toHaveText('Projects');

    const menu = await openMenu(page, 'Project: Projects', 'Projects');
    await menu.getByRole('menuitem', { name: /Lidar rig/ }).click();
    await expect(label).toHaveText('Lidar rig');
    await page.reload();
    await expect(label).toHaveText('Lidar rig');

    const again = await openMenu(page, 'Project: Lidar rig', 'Projects');
    await settled(page);
    await shot(page, 'topbar-projects');
    await again.getByRole('menuitem', { name: 'View all projects' }).click();
    await expect(page).toHaveURL(/\/project$/);
    await expect(label).toHaveText('Projects');

    // Chosen again, then the project disappears: the empty list clears the choice.
    await (
      await openMenu(page, 'Project: Projects', 'Projects')
    )
      .getByRole('menuitem', { name: /Lidar rig/ })
      .click();
    await expect(label).toHaveText('Lidar rig');
    await api('DELETE', `/api/project/${created.body.detail.id}`, undefined, user.access);
    await page.goto('/home');
    await expect(label).toHaveText('Projects');
  });

  test('the help menu leads to the FAQ and the notices', async ({ page }) => {
    await signInAs(page, await createAccount('USER'));
    await (await openMenu(page, 'Help')).getByRole('menuitem', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await (await openMenu(page, 'Help')).getByRole('menuitem', { name: 'Notice' }).click();
    await expect(page).toHaveURL(/\/notice$/);
  });

  test('the account menu shows the account; the Admin group only for admins', async ({ page }) => {
    const user = await createAccount('USER');
    await signInAs(page, user);
    const menu = await openMenu(page, 'Account');
    await expect(menu.getByText(user.username)).toBeVisible();
    await expect(menu.getByText(user.email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Delete Account' })).toBeVisible();
    await expect(menu.getByText('Admin', { exact: true })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'User', exact: true })).toHaveCount(0);
    await settled(page);
    await shot(page, 'topbar-account-user');
    await page.keyboard.press('Escape');

    await signInAs(page, await createAccount('ADMIN'));
    const admin = await openMenu(page, 'Account');
    await expect(admin.getByText('Admin', { exact: true })).toBeVisible();
    await expect(admin.getByRole('menuitem', { name: 'Benchmark' })).toBeVisible();
    await settled(page);
    await shot(page, 'topbar-account-admin');
    await admin.getByRole('menuitem', { name: 'User', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/user$/);
  });

  test('logout lands on the home page signed out', async ({ page }) => {
    await signInAs(page, await createAccount('USER'), '/project');
    await (await openMenu(page, 'Account')).getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(topBar(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(topBar(page).getByRole('button', { name: 'Account' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
  });

  test('PC indicators appear once a PC is registered, and not on phones', async ({ page }) => {
    const user = await createAccount('USER');
    await signInAs(page, user);
    await expect(areaTitle(page)).toHaveText('Home');
    await expect(topBar(page).getByRole('button', { name: 'Download progress' })).toHaveCount(0);
    await expect(topBar(page).getByRole('button', { name: 'Running modules' })).toHaveCount(0);

    const token = await api('GET', '/api/user/token/', undefined, user.access);
    const pc = await api(
      'POST',
      '/api/user/pc/',
      { name: 'Vehicle PC', token: token.body.detail },
      user.access,
    );
    expect(pc.status).toBe(201);
    await page.reload();

    await topBar(page).getByRole('button', { name: 'Download progress' }).click();
    const downloads = page.getByRole('dialog', { name: 'Download progress' });
    await expect(downloads.getByText('No downloads in progress.')).toBeVisible();
    await settled(page);
    await shot(page, 'topbar-downloads');
    await page.keyboard.press('Escape');

    await topBar(page).getByRole('button', { name: 'Running modules' }).click();
    const modules = page.getByRole('dialog', { name: 'Running modules' });
    await expect(modules.getByRole('button', { name: 'Reload' })).toBeVisible();
    await settled(page);
    await shot(page, 'topbar-running-modules');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(topBar(page).getByRole('button', { name: 'Download progress' })).toBeHidden();
    await expect(topBar(page).getByRole('button', { name: 'Running modules' })).toBeHidden();
    await expect(topBar(page).getByRole('button', { name: 'Account' })).toBeVisible();
    await settled(page);
    await shot(page, 'topbar-mobile');
    await (await openMenu(page, 'Account')).getByRole('menuitem', { name: 'Logout' }).waitFor();
    await settled(page);
    await shot(page, 'topbar-mobile-account');
  });
});
