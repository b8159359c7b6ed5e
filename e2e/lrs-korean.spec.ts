import { api, expect, shot, signInAs, superAccount, test } from './fixtures';

// Issue 30: the launcher, the remote IDE and IP Repository in Korean, for a look at them
// (screenshots at 1440×900): the account's saved language is Korean.
test.use({ viewport: { width: 1440, height: 900 } });

test('the launcher, the remote IDE and IP Repository read in Korean', async ({ page }) => {
  test.setTimeout(90_000);
  const admin = await superAccount();
  await api('PUT', '/api/user/language/', { language: 'ko' }, admin.access);
  try {
    await signInAs(page, admin, '/launcher');
    await expect(page.getByRole('heading', { name: 'ADS IDE 런처' })).toBeVisible();
    await shot(page, 'ko-launcher');
    await page.goto('/remote');
    await expect(page.getByRole('heading', { name: '원격 IDE', exact: true })).toBeVisible();
    await shot(page, 'ko-remote');
    await page.goto('/store/home');
    await expect(page.getByRole('heading', { name: 'IP Repository', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '카테고리' })).toBeVisible();
    await shot(page, 'ko-store-home');
    await page.goto('/store/search');
    await expect(page.getByRole('heading', { name: 'IP Repository 검색' })).toBeVisible();
    await shot(page, 'ko-store-search');
  } finally {
    await api('PUT', '/api/user/language/', { language: null }, admin.access);
  }
});
