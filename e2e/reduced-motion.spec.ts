import type { Page } from '@playwright/test';
import { createAccount, expect, signInAs, test } from './fixtures';

/**
 * Opens the account menu and answers which properties of its surface started a transition
 * (`transitionrun` fires for each one the browser starts, however few frames it draws).
 */
async function menuTransitions(page: Page): Promise<string[]> {
  await signInAs(page, await createAccount('USER'));
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    document.addEventListener('transitionrun', (event) => {
      if ((event.target as Element).closest('.MuiMenu-paper')) seen.push(event.propertyName);
    });
  });
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
  // Longer than MUI's grow (its 'auto' duration for a menu this tall is under 400 ms).
  await page.waitForTimeout(600);
  return page.evaluate(() => (window as unknown as { seen: string[] }).seen);
}

test.describe('a browser that asks for reduced motion', () => {
  // The suite's default (playwright.config.ts), said here too: the test is about it.
  test.use({ reducedMotion: 'reduce' });

  test('gets the account menu in place at once, with nothing moving', async ({ page }) => {
    expect(await menuTransitions(page)).toEqual([]);
  });
});

test.describe('a browser without the preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('sees the account menu grow into place', async ({ page }) => {
    expect(await menuTransitions(page)).toEqual(expect.arrayContaining(['opacity', 'transform']));
  });
});
