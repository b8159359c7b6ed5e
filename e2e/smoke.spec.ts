import { expect, shot, test } from './fixtures';

test('the studio opens on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await shot(page, 'smoke-home');
});
