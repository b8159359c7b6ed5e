import type { Page } from '@playwright/test';
import { createAccount, createGuest, expect, shot, signInAs, superAccount, test } from './fixtures';

const cards = (page: Page) => page.getByRole('article');
const disabledCards = (page: Page) => page.locator('article[data-disabled="true"]');

test.describe('home catalogue', () => {
  test('anonymous visitors see what a guest has, and are asked to sign in first', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole('article', { name: 'ADS IDE Remote' })).toHaveCount(0);
    await expect(disabledCards(page)).toHaveCount(4);
    await expect(page.getByText('5 of 9 apps open once you sign in')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toHaveCount(0);
    await shot(page, 'home-anonymous');
    const fms = page.getByRole('article', { name: 'FMS' });
    await expect(fms.getByText('Sign in to open')).toBeVisible();
    await fms.click();
    await expect(page).toHaveURL(/\/login\?next=%2Fmonitoring$/);
    await page.goto('/home');

    await page.goto('/guest');
    await expect(cards(page)).toHaveCount(10);
  });

  test('a guest sees every app but the remote IDE, four of them disabled', async ({ page }) => {
    await signInAs(page, await createGuest(), '/guest');
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole('article', { name: 'ADS IDE Remote' })).toHaveCount(0);
    await expect(disabledCards(page)).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'FMS' }).getByText('Sign up to open'),
    ).toBeVisible();
    await shot(page, 'home-guest');
  });

  test('a user opens enabled apps and hears "Update soon" from disabled ones', async ({ page }) => {
    await signInAs(page, await createAccount('USER'));
    await expect(cards(page)).toHaveCount(10);
    const disabled = await disabledCards(page).evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('aria-label')).sort(),
    );
    expect(disabled).toEqual(['AI Benchmark', 'Calibration', 'HDMAP Builder', 'IP Repository']);
    await shot(page, 'home-user');

    await page.getByRole('article', { name: 'Calibration' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Update soon' })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await shot(page, 'home-update-soon');

    await page.getByRole('article', { name: 'Data Management' }).click();
    await expect(page).toHaveURL(/\/statistics$/);
  });

  test('SUPER sees all eleven apps enabled', async ({ page }) => {
    await signInAs(page, await superAccount());
    await expect(cards(page)).toHaveCount(11);
    await expect(disabledCards(page)).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'ADS IDE Remote' })).toBeVisible();
    await shot(page, 'home-super');
  });

  test('card images load from the file service', async ({ page }) => {
    await signInAs(page, await superAccount());
    for (const name of ['Home', 'Calibration']) {
      const image = page.getByRole('article', { name, exact: true }).locator('img');
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', /\/api\/file\/image\/\?name=app-/);
      await expect
        .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('the page fits a phone and reads well in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/home');
    await expect(cards(page)).toHaveCount(10);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await shot(page, 'home-mobile');
    await page.getByRole('button', { name: 'Use dark theme' }).click();
    await shot(page, 'home-mobile-dark');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'home-dark');
  });
});
