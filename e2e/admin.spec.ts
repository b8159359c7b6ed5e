import { MESSAGES } from '@ads/contract';
import { type Page } from '@playwright/test';
import {
  type Account,
  api,
  createAccount,
  expect,
  shot,
  signInAs,
  superAccount,
  test,
} from './fixtures';

/** The server's view of one account, read through the admin list. */
async function stored(viewer: Account, id: number) {
  const list = await api('GET', '/api/user/', undefined, viewer.access);
  return (list.body.detail as any[]).find((user) => user.id === id);
}

/** Narrows the table to one account by its (unique) e-mail. */
async function findRow(page: Page, account: Account) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  await expect(page.getByRole('row')).toHaveCount(2); // header + the one account
}

test.describe('/admin/user', () => {
  test('an ADMIN lists users, makes a USER an EDU, and deactivates and reactivates it', async ({
    page,
  }) => {
    const [admin, target] = await Promise.all([createAccount('ADMIN'), createAccount('USER')]);
    await signInAs(page, admin, '/admin/user');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('cell', { name: target.email })).toBeVisible();
    await shot(page, 'admin-users-list');

    await findRow(page, target);
    const role = page.getByRole('combobox', { name: `Role of ${target.username}` });
    await expect(role).toHaveText('USER');
    await role.click();
    await expect(page.getByRole('option')).toHaveText(['ALL', 'EDU', 'USER']);
    await expect(page.getByRole('option', { name: 'ADMIN' })).toHaveCount(0);
    await shot(page, 'admin-role-options-admin');
    await page.getByRole('option', { name: 'EDU' }).click();
    await expect(page.getByText('The user was updated.').first()).toBeVisible();
    await expect(role).toHaveText('EDU');
    await expect.poll(async () => (await stored(admin, target.id)).role).toBe('EDU');

    const active = page.getByRole('switch', { name: `Active: ${target.username}` });
    await expect(active).toBeChecked();
    await active.click();
    await expect(active).not.toBeChecked();
    await expect.poll(async () => (await stored(admin, target.id)).is_active).toBe(false);
    await active.click();
    await expect(active).toBeChecked();
    await expect.poll(async () => (await stored(admin, target.id)).is_active).toBe(true);

    await page.reload();
    await findRow(page, target);
    await expect(page.getByRole('combobox', { name: `Role of ${target.username}` })).toHaveText(
      'EDU',
    );
  });

  test("an ADMIN's own row is read-only and a SUPER is offered ADMIN and SUPER", async ({
    page,
    browser,
  }) => {
    const [admin, target, root] = await Promise.all([
      createAccount('ADMIN'),
      createAccount('USER'),
      superAccount(),
    ]);
    await signInAs(page, admin, '/admin/user');
    await findRow(page, admin);
    await expect(page.getByRole('combobox', { name: `Role of ${admin.username}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('switch', { name: `Active: ${admin.username}` })).toBeDisabled();

    const superPage = await (await browser.newContext()).newPage();
    await signInAs(superPage, root, '/admin/user');
    await findRow(superPage, target);
    await superPage.getByRole('combobox', { name: `Role of ${target.username}` }).click();
    await expect(superPage.getByRole('option')).toHaveText([
      'ALL',
      'EDU',
      'USER',
      'ADMIN',
      'SUPER',
    ]);
    await shot(superPage, 'admin-role-options-super');
    await superPage.context().close();
  });

  test('the user list stays usable on a phone', async ({ page }) => {
    const admin = await createAccount('ADMIN');
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, admin, '/admin/user');
    await expect(page.getByRole('cell', { name: admin.email })).toBeVisible();
    await shot(page, 'admin-users-375');
  });

  test('a USER opening /admin/user gets the guard prompt', async ({ page }) => {
    const user = await createAccount('USER');
    await signInAs(page, user, '/admin/user');
    await expect(page.getByText(MESSAGES.guardSignUpPrompt)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
    await shot(page, 'admin-guard-user');
  });
});
