import type { Page } from '@playwright/test';
import { api, createAccount, expect, shot, signInAs, test } from './fixtures';
import { settled } from './settled';

async function openDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('declining the prompt keeps the account', async ({ page }) => {
  const user = await createAccount('USER');
  await signInAs(page, user);
  const dialog = await openDialog(page);
  await settled(page);
  await shot(page, 'delete-account-prompt');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
  const login = await api('POST', '/api/user/login/', {
    email: user.email,
    password: user.password,
  });
  expect(login.status).toBe(200);
});

test('deleting the account signs out and the account can no longer sign in', async ({ page }) => {
  const user = await createAccount('USER');
  await signInAs(page, user);
  const dialog = await openDialog(page);
  const said = page.waitForEvent('dialog').then(async (alert) => {
    const message = alert.message();
    await alert.accept();
    return message;
  });
  await dialog.getByRole('button', { name: 'Delete account' }).click();

  expect(await said).toBe('Withdrawal has been completed.');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await settled(page);
  await shot(page, 'delete-account-done');

  const login = await api('POST', '/api/user/login/', {
    email: user.email,
    password: user.password,
  });
  expect(login.status).not.toBe(200);
});
