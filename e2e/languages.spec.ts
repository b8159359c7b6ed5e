import type { Page } from '@playwright/test';
import { type Account, api, createAccount, expect, shot, signInAs, test } from './fixtures';
import { type Language, expectOneLanguage } from './one-language';
import { settled } from './settled';

// One language at a time (issue 30): every route converted so far is walked in English and in
// Korean, with its menus open, and no text of the other language may be on it (Hangul on an
// English page; on a Korean one, Latin words that are not product names, codes or units).

const VISITOR_ROUTES = ['/home', '/login', '/signup', '/password/reset', '/no-such-page'];
/** What a SUPER reaches of the converted routes, and a page an app off for USER would show. */
const SIGNED_IN_ROUTES = [
  '/home',
  '/admin/user',
  '/admin/apps',
  '/admin/basemap',
  '/launcher',
  '/remote',
  '/store/home',
  '/store/search',
];

/** Opens each top-bar menu of a signed-in account in turn and checks it. */
async function walkMenus(page: Page, language: Language, labels: Record<string, string>) {
  for (const [name, label] of Object.entries(labels)) {
    await page.getByRole('banner').getByRole('button', { name: label, exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectOneLanguage(page, language, `the ${name} menu`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  }
}

const MENUS: Record<Language, Record<string, string>> = {
  en: { 'Switch to': 'Switch to', Projects: 'Project: Projects', Help: 'Help', Account: 'Account' },
  ko: { 'Switch to': '앱 이동', Projects: '프로젝트: 프로젝트', Help: '도움말', Account: '계정' },
};

test.describe('a visitor whose browser reads Korean', () => {
  test.use({ locale: 'ko-KR', viewport: { width: 1440, height: 900 } });

  test('gets every page in Korean, and English once chosen on a sign-in page', async ({ page }) => {
    for (const path of VISITOR_ROUTES) {
      await page.goto(path);
      await expectOneLanguage(page, 'ko', path);
    }
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('자율주행');
    await shot(page, 'languages-visitor-home-ko');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
    await shot(page, 'languages-login-ko');

    // The switch under the card: English at once, and kept for the next visit.
    await page
      .getByRole('group', { name: '언어' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectOneLanguage(page, 'en', '/login after choosing English');
    await page.goto('/home');
    await expectOneLanguage(page, 'en', '/home after choosing English');
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  test('gets every visitor page in English', async ({ page }) => {
    for (const path of VISITOR_ROUTES) {
      await page.goto(path);
      await expectOneLanguage(page, 'en', path);
    }
    await page.goto('/signup');
    await shot(page, 'languages-signup-en');
  });

  test('a SUPER walks the converted pages and menus in English, then in Korean from the account menu, and the choice follows the account', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const root: Account = await createAccount('SUPER');
    await signInAs(page, root, '/home');
    for (const path of SIGNED_IN_ROUTES) {
      await page.goto(path);
      await expectOneLanguage(page, 'en', path);
    }
    await page.goto('/home');
    await walkMenus(page, 'en', MENUS.en);

    // The account menu's language group switches the whole page at once.
    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: '한국어' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '앱' })).toBeVisible();
    await walkMenus(page, 'ko', MENUS.ko);
    await page.getByRole('banner').getByRole('button', { name: '계정', exact: true }).click();
    await settled(page);
    await shot(page, 'languages-account-menu-ko');
    await page.keyboard.press('Escape');
    for (const path of SIGNED_IN_ROUTES) {
      await page.goto(path);
      await expectOneLanguage(page, 'ko', path);
      await shot(page, `languages-${path.slice(1).replaceAll('/', '-')}-ko`);
    }
    // An app that is off for a role says so in the language shown.
    const user = await createAccount('USER');
    const other = await browser.newContext({ locale: 'en-US', viewport: page.viewportSize()! });
    try {
      // Kept for the account: another browser that reads English opens in Korean.
      const elsewhere = await other.newPage();
      await signInAs(elsewhere, root, '/home');
      await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'ko');
      await expectOneLanguage(elsewhere, 'ko', '/home on another device');
      expect((await api('GET', '/api/user/language/', undefined, root.access)).body.detail).toEqual(
        { language: 'ko' },
      );

      // Another account on that browser keeps its own (none: the browser's, English).
      await signInAs(elsewhere, user, '/calibration');
      await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
      await expectOneLanguage(elsewhere, 'en', '/calibration off for USER');
    } finally {
      await other.close();
    }
  });

  test("a language picked on the sign-in page becomes the account's", async ({ page }) => {
    const user = await createAccount('USER');
    await page.goto('/login');
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: '한국어' })
      .click();
    await page.getByLabel('이메일').fill(user.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: '앱' })).toBeVisible();
    await expectOneLanguage(page, 'ko', '/home after signing in');
    await expect
      .poll(async () => (await api('GET', '/api/user/language/', undefined, user.access)).body)
      .toMatchObject({ detail: { language: 'ko' } });
  });
});
