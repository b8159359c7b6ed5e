import type { Page } from '@playwright/test';
import {
  api,
  createAccount,
  createGuest,
  expect,
  shot,
  signInAs,
  superAccount,
  test,
} from './fixtures';

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

// The page prerendered into index.html (docs/adr/0015): what public/home-shell.js shows before
// the app has run, seen with the app's scripts held back, then the app's own page.
test.describe('home first paint', () => {
  const APP_SCRIPTS = /\/assets\/index-[^/]*\.js$/;
  /** Where the parts that could move are, on the page as it is now. */
  const layout = (page: Page) =>
    page.evaluate(() =>
      [
        'header a[href="/home"]',
        '[data-testid="project-selector-label"]',
        'header .MuiAvatar-root',
        '[data-testid="hero-badge"]',
        'h1',
        'section a[href="/launcher"]',
        'aside',
      ].map((selector) => {
        const box = document.querySelector(`#root ${selector}`)!.getBoundingClientRect();
        return [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width)];
      }),
    );

  test('a signed-in user is shown their page in their theme, then the app draws the same', async ({
    page,
  }) => {
    const user = await createAccount('USER');
    const made = await api(
      'POST',
      '/api/project/',
      { title: 'Lane keeping', vehicle: 'Ioniq 5' },
      user.access,
    );
    await api('PUT', '/api/user/project/', { project_id: made.body.detail.id }, user.access);
    await signInAs(page, user);
    // The app keeps the current project it reads, as after a sign-in.
    await expect(page.getByTestId('project-selector-label')).toHaveText('Lane keeping');
    const name = (await api('GET', '/api/user/info/', undefined, user.access)).body.detail
      .username as string;

    for (const theme of ['dark', 'light'] as const) {
      await page
        .getByRole('button', { name: theme === 'dark' ? 'Use dark theme' : 'Use light theme' })
        .click();
      await page.route(APP_SCRIPTS, (route) => route.abort());
      await page.goto('/home');
      await expect(page.locator('html')).toHaveAttribute('data-home-shell', `user-${theme}`);
      const shell = page.locator('#home-shell');
      await expect(shell).toBeVisible();
      await expect(shell.locator('[data-testid="hero-badge"]')).toHaveText(`Welcome back, ${name}`);
      await expect(shell.getByTestId('project-selector-label')).toHaveText('Lane keeping');
      await expect(shell.locator('header .MuiAvatar-root')).toHaveText(name[0]!.toUpperCase());
      // Inert: nothing in it takes the focus (nor is read out).
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      const before = await layout(page);
      await shot(page, `home-shell-user-${theme}`);

      await page.unroute(APP_SCRIPTS);
      await page.goto('/home');
      await expect(cards(page)).toHaveCount(10);
      await expect(page.locator('#home-shell')).toHaveCount(0);
      await expect(page.getByTestId('project-selector-label')).toHaveText('Lane keeping');
      expect(await layout(page)).toEqual(before);
      await shot(page, `home-user-${theme}`);
    }
  });

  test('a visitor in the dark theme is shown the dark page', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Use dark theme' }).click();
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('data-home-shell', 'visitor-dark');
    await expect(page.locator('#home-shell header a[href="/login"]')).toBeVisible();
    await shot(page, 'home-shell-visitor-dark');
  });
});
