import { MESSAGES } from '@ads/contract';
import { type Page } from '@playwright/test';
import { createAccount, createGuest, expect, shot, signInAs, test } from './fixtures';

const TAB_LABELS = ['홈', '챌린지', '런처', '더보기'];

const PAGES = [
  { path: '/education/home', heading: /안녕하세요/ },
  { path: '/education/challenge', heading: '챌린지' },
  { path: '/education/challenge/1', heading: '차선 유지 주행' },
  { path: '/education/launcher', heading: '런처' },
  { path: '/education/more', heading: '더보기' },
];

const bar = (page: Page) => page.getByRole('navigation', { name: 'Education' });

test.describe('education shell', () => {
  test('an EDU account sees the five pages with the Korean bottom bar', async ({ page }) => {
    const edu = await createAccount('EDU');
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, edu, '/education/home');
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(bar(page).getByRole('button')).toHaveText(TAB_LABELS);
      await shot(page, `edu-${path.slice(1).replaceAll('/', '-')}-375`);
    }
    await expect(page.getByText(edu.email)).toBeVisible();
  });

  test('the bar is at most 500px wide on a desktop screen and its tabs navigate', async ({
    page,
  }) => {
    const edu = await createAccount('EDU');
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, edu, '/education/home');
    const box = await bar(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(500);
    expect(box!.x).toBeCloseTo((1280 - box!.width) / 2, 0);
    await shot(page, 'edu-home-1280');

    await bar(page).getByRole('button', { name: '챌린지' }).click();
    await expect(page).toHaveURL(/\/education\/challenge$/);
    await page.getByRole('link', { name: /긴급 제동/ }).click();
    await expect(page).toHaveURL(/\/education\/challenge\/2$/);
    await bar(page).getByRole('button', { name: '더보기' }).click();
    await expect(page).toHaveURL(/\/education\/more$/);
    await bar(page).getByRole('button', { name: '홈' }).click();
    await expect(page).toHaveURL(/\/education\/home$/);
    await bar(page).getByRole('button', { name: '런처' }).click();
    await expect(page).toHaveURL(/\/launcher$/);
  });

  test('an unknown challenge says so and leads back to the list', async ({ page }) => {
    const edu = await createAccount('EDU');
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, edu, '/education/challenge/999');
    await expect(page.getByRole('heading', { name: '챌린지를 찾을 수 없습니다' })).toBeVisible();
    await shot(page, 'edu-challenge-unknown-375');
    await page.getByRole('link', { name: '챌린지 목록으로' }).click();
    await expect(page).toHaveURL(/\/education\/challenge$/);
  });

  test('more: the theme switch turns dark mode on and logout leaves the shell', async ({
    page,
  }) => {
    const edu = await createAccount('EDU');
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, edu, '/education/more');
    const dark = page.getByRole('switch', { name: '다크 모드' });
    await expect(dark).not.toBeChecked();
    await dark.click();
    await expect(dark).toBeChecked();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 26)');
    await shot(page, 'edu-more-dark-375');
    await page.goto('/education/challenge');
    await shot(page, 'edu-challenge-dark-375');
    await page.goto('/education/more');
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
  });

  test('a USER, above EDU, opens the pages and the launcher tab reaches the launcher', async ({
    page,
  }) => {
    const user = await createAccount('USER');
    await signInAs(page, user, '/education/home');
    await expect(page.getByRole('heading', { level: 1, name: /안녕하세요/ })).toBeVisible();
    await page.goto('/education/more');
    await expect(page.getByRole('link', { name: '공지사항' })).toBeVisible();
    await bar(page).getByRole('button', { name: '런처' }).click();
    await expect(page).toHaveURL(/\/launcher$/);
    await expect(page.getByText(MESSAGES.guardSignUpPrompt)).toHaveCount(0);
  });

  test('a guest gets the guard prompt', async ({ page }) => {
    const guest = await createGuest();
    await signInAs(page, guest, '/education/home');
    await expect(page.getByText(MESSAGES.guardSignUpPrompt)).toBeVisible();
    await shot(page, 'edu-guard-guest');
  });
});
