import type { Page } from '@playwright/test';
import { E2E, baseURL } from './env';
import { createAccount, expect, mailedCode, shot, signInAs, test } from './fixtures';

const storedAuth = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null')?.state ?? null);

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** How many mails the real inbox holds for an address (a reset's code is mailed behind its answer). */
async function mailCount(email: string): Promise<number> {
  const response = await fetch(
    `http://127.0.0.1:${E2E.inboxPort}/count?to=${encodeURIComponent(email)}`,
  );
  return ((await response.json()) as { count: number }).count;
}

async function accountMenuShows(page: Page, text: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await expect(page.getByTestId('account-identity')).toContainText(text);
  await page.keyboard.press('Escape');
}

test.describe('signing in and out', () => {
  test('signs in with an account and lands on the home page', async ({ page }) => {
    const user = await createAccount();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await shot(page, 'auth-login');
    await fillLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/home$/);
    await accountMenuShows(page, user.email);
    expect((await storedAuth(page))?.role).toBe('USER');
  });

  test('a wrong password shows the server message and stays on the page', async ({ page }) => {
    const user = await createAccount();
    await page.goto('/login');
    await fillLogin(page, user.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is wrong.');
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, 'auth-login-wrong-password');
  });

  test("'Continue as guest' signs in a guest on the home page", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await accountMenuShows(page, 'Guest');
    expect((await storedAuth(page))?.role).toBe('ALL');
  });

  test('the sign-in pages send a signed-in account to the landing page', async ({ page }) => {
    await signInAs(page, await createAccount());
    for (const path of ['/login', '/signup', '/password/reset']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
    }
  });

  test("the account menu's Logout goes to the landing page signed out", async ({ page }) => {
    await signInAs(page, await createAccount(), '/project');
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The landing page '/' opens the home page.
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
    expect((await storedAuth(page))?.email ?? '').toBe('');
  });
});

test.describe('signing up', () => {
  test('verifies the e-mail with the mailed code, agrees, signs up and is signed in', async ({
    page,
  }) => {
    const email = `signup-${process.pid}-${Date.now()}@ads.test`;
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    const signUp = page.getByRole('button', { name: 'Sign up' });
    await expect(signUp).toBeDisabled();
    await shot(page, 'auth-signup');

    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('We sent a 6-digit code to your e-mail.')).toBeVisible();
    await page.getByLabel('Verification code').fill(await mailedCode(email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByLabel('E-mail verified')).toBeVisible();

    await page.getByLabel('Name').fill('Kim Signup');
    await page.getByLabel('Company').fill('ADS Lab');
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await page.getByLabel('Confirm password').fill('correct-horse-1');
    const privacy = page.getByRole('checkbox', { name: /privacy policy/ });
    const terms = page.getByRole('checkbox', { name: /terms of use/ });
    await expect(page.getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(page.getByRole('link', { name: 'terms of use', exact: true })).toHaveAttribute(
      'href',
      '/terms',
    );
    await privacy.check();
    await expect(signUp).toBeDisabled();
    await terms.check();
    await expect(signUp).toBeEnabled();
    await shot(page, 'auth-signup-filled');

    await signUp.click();
    await expect(page).toHaveURL(/\/home$/);
    await accountMenuShows(page, email);
    expect((await storedAuth(page))?.role).toBe('USER');
  });

  test('the agreement links open the documents in a new tab', async ({ page, context }) => {
    await page.goto('/signup');
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'terms of use', exact: true }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(/\/terms$/);
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('a forgotten password', () => {
  test("'Forgot password?' resets it with the mailed code and ends the old sign-ins", async ({
    page,
  }) => {
    const user = await createAccount();
    const fresh = 'new-horse-battery-2';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/password\/reset$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await shot(page, 'auth-reset');

    const before = await mailCount(user.email);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(
      page.getByText('If an account uses this e-mail, we sent a 6-digit code to it.'),
    ).toBeVisible();
    await expect.poll(() => mailCount(user.email)).toBe(before + 1);
    await page.getByLabel('Verification code').fill(await mailedCode(user.email));
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm new password', { exact: true }).fill(fresh);
    const reset = page.getByRole('button', { name: 'Reset password' });
    await expect(reset).toBeEnabled();
    await shot(page, 'auth-reset-filled');
    await reset.click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await shot(page, 'auth-reset-done');

    // The sign-in the account held before the reset has ended.
    const info = await fetch(new URL('/api/user/info/', baseURL), {
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect(info.status).toBe(401);

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, user.email, user.password);
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is wrong.');
    await fillLogin(page, user.email, fresh);
    await expect(page).toHaveURL(/\/home$/);
    await accountMenuShows(page, user.email);
  });
});

test.describe('sign-in pages on a phone and in dark mode', () => {
  test('look right at 375 px and in the dark theme', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible();
    await shot(page, 'auth-login-375');
    await page.goto('/signup');
    await page.getByLabel('E-mail').fill('phone@ads.test');
    await shot(page, 'auth-signup-375');
    await page.goto('/password/reset');
    await page.getByLabel('E-mail').fill('phone@ads.test');
    await shot(page, 'auth-reset-375');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() =>
      localStorage.setItem('theme', JSON.stringify({ state: { isDark: true }, version: 0 })),
    );
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await shot(page, 'auth-login-dark');
  });
});
