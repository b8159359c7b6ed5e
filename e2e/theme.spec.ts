import type { Page } from '@playwright/test';
import { expect, shot, test } from './fixtures';
import { settled } from './settled';

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the dark theme is kept across a reload', async ({ page }) => {
  await page.goto('/home');
  await expect.poll(() => background(page)).toBe('rgb(246, 246, 251)');
  await page.getByRole('button', { name: 'Use dark theme' }).click();
  await expect.poll(() => background(page)).toBe('rgb(18, 18, 26)');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Use light theme' })).toBeVisible();
  await expect.poll(() => background(page)).toBe('rgb(18, 18, 26)');
  await settled(page);
  await shot(page, 'theme-dark');
  await page.getByRole('banner').getByRole('button', { name: 'Switch to', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Switch to' })).toBeVisible();
  await settled(page);
  await shot(page, 'theme-dark-switch-to');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Use light theme' }).click();
  await expect.poll(() => background(page)).toBe('rgb(246, 246, 251)');
  await page.reload();
  await expect.poll(() => background(page)).toBe('rgb(246, 246, 251)');
  await settled(page);
  await shot(page, 'theme-light');
});
