import { type Page } from '@playwright/test';
import { type Account, api, createAccount, expect, shot, signInAs, test } from './fixtures';
import { watchPage } from './page-watch';

// Stored HTML in notices and FAQ must reach the screen as text, and the real app must work under
// the server's Content-Security-Policy (docs/adr/0009-security-headers-and-suite.md).

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';
const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Nothing of the stored markup became an element or ran. */
async function expectInert(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
}

test.describe('stored HTML and the content security policy', () => {
  let user: Account;
  const notice = { title: `Notice ${IMG} ${stamp}`, content: `${IMG}\n${SCRIPT}\nPlain line.` };
  const faq = { title: `FAQ ${SCRIPT} ${stamp}`, content: `${SCRIPT}\n${IMG}` };
  let noticeNumber = 0;
  let faqNumber = 0;

  test.beforeAll(async () => {
    const [admin, reader] = await Promise.all([createAccount('ADMIN'), createAccount('USER')]);
    user = reader;
    const [postedNotice, postedFaq] = await Promise.all([
      api('POST', '/api/notice/', notice, admin.access),
      api('POST', '/api/faq/', faq, admin.access),
    ]);
    expect([postedNotice.status, postedFaq.status]).toEqual([201, 201]);
    noticeNumber = postedNotice.body.detail.number;
    faqNumber = postedFaq.body.detail.number;
    // With a PC the shell opens the realtime socket, so the policy is tried on ws: too.
    const minted = await api('GET', '/api/user/token/', undefined, user.access);
    const pc = await api(
      'POST',
      '/api/user/pc/',
      { name: 'CSP rig', token: minted.body.detail },
      user.access,
    );
    expect(pc.status).toBe(201);
  });

  test('a notice shows its markup as text in the list and on its page', async ({ page }) => {
    const { problems, violations } = await watchPage(page);
    await signInAs(page, user, '/notice');
    const row = page.getByRole('link', { name: new RegExp(stamp) });
    await expect(row).toContainText(notice.title);
    await expectInert(page);

    await row.click();
    await expect(page).toHaveURL(new RegExp(`/notice/${noticeNumber}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);
    await expect(page.getByTestId('post-content')).toHaveText(notice.content);
    await expectInert(page);
    await shot(page, 'security-notice-markup-as-text');
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a FAQ entry shows its markup as text in the list and on its page', async ({ page }) => {
    const { problems, violations } = await watchPage(page);
    await signInAs(page, user, '/faq');
    await page.getByRole('button', { name: new RegExp(stamp) }).click();
    const answer = page.locator(`#faq-${faqNumber}-answer`);
    await expect(answer.getByTestId('post-content')).toHaveText(faq.content);
    await expectInert(page);

    await page.goto(`/faq/${faqNumber}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faq.title);
    await expect(page.getByTestId('post-content')).toHaveText(faq.content);
    await expectInert(page);
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the app runs under its Content-Security-Policy without a violation', async ({ page }) => {
    const { problems, violations } = await watchPage(page);
    const response = await page.goto('/home');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');

    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await signInAs(page, user, '/home');
    for (const path of ['/home', '/project', '/notice', '/faq', '/contact', '/operator']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // MUI's styles are injected at run time: a styled page proves style-src lets them in.
      await expect(page.locator('style[data-emotion]').first()).toBeAttached();
    }
    await shot(page, 'security-operator-under-csp');
    expect(sockets.some((url) => url.includes('/socket.io/'))).toBe(true);
    expect(await violations()).toEqual([]);
    expect(problems.filter((text) => /Refused to|Content Security Policy/i.test(text))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
