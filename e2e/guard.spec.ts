import type { Page } from '@playwright/test';
import { MESSAGES } from '@ads/contract';
import { createAccount, createGuest, expect, shot, signInAs, test } from './fixtures';

const prompt = (page: Page) =>
  page.getByRole('dialog').filter({ hasText: MESSAGES.guardSignUpPrompt });

test.describe('route guard', () => {
  test('a visitor opening /project signs in and comes back to it', async ({ page }) => {
    const user = await createAccount();
    await page.goto('/project');
    await expect(page).toHaveURL(/\/login\?next=%2Fproject$/);
    await shot(page, 'guard-login-next');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/project$/);
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  });

  test('a guest on /project is asked to sign up, word for word', async ({ page }) => {
    await signInAs(page, await createGuest(), '/project');
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page)).toContainText(MESSAGES.guardSignUpPrompt);
    await shot(page, 'guard-guest-prompt');
  });

  test('declining goes back to the page before', async ({ page }) => {
    await signInAs(page, await createGuest(), '/operator');
    // Inside the app, so the browser has a page to go back to.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Project:/ })
      .click();
    await page.getByRole('menuitem', { name: MESSAGES.viewAllProjects }).click();
    await expect(page).toHaveURL(/\/project$/);
    await prompt(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/operator$/);
    await expect(prompt(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBeNull();
  });

  test('confirming signs the guest out and opens /signup', async ({ page }) => {
    await signInAs(page, await createGuest(), '/project');
    await prompt(page).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('access'),
      refresh: localStorage.getItem('refresh'),
      email: JSON.parse(localStorage.getItem('auth') ?? 'null')?.state?.email ?? '',
    }));
    expect(stored).toEqual({ access: null, refresh: null, email: '' });
  });

  test('a guest on an education page is asked too', async ({ page }) => {
    await signInAs(page, await createGuest(), '/education/home');
    await expect(prompt(page)).toBeVisible();
    await shot(page, 'guard-guest-education');
  });
});
