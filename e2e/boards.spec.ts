import { MESSAGES } from '@ads/contract';
import { type Page } from '@playwright/test';
import { type Account, api, createAccount, expect, shot, signInAs, test } from './fixtures';

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Writes an entry through the browser as an admin and returns its number from the URL. */
async function publish(page: Page, board: 'notice' | 'faq', title: string, content: string) {
  await page.goto(`/${board}`);
  await page.getByRole('link', { name: 'New' }).click();
  await expect(page).toHaveURL(new RegExp(`/${board}/new$`));
  const [titleLabel, contentLabel] =
    board === 'faq' ? ['Question', 'Answer'] : ['Title', 'Content'];
  await page.getByRole('textbox', { name: titleLabel }).fill(title);
  await page.getByRole('textbox', { name: contentLabel }).fill(content);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/${board}/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test.describe('notice and FAQ boards', () => {
  let admin: Account;
  let user: Account;

  test.beforeAll(async () => {
    [admin, user] = await Promise.all([createAccount('ADMIN'), createAccount('USER')]);
  });

  // The reader test reads what the admin test wrote in the browser, so they run in order.
  test.describe.configure({ mode: 'serial' });
  const id = stamp();
  const notice = {
    title: `Maintenance on Saturday ${id}`,
    content: 'The studio pauses at 02:00.\nBack by 04:00.',
    number: 0,
  };
  const faq = {
    title: `How do I register a PC? ${id}`,
    content: 'Open Projects, then Add PC.\nRun the agent command it shows.',
    number: 0,
  };

  test('an admin publishes a notice and a FAQ entry in the browser', async ({ page }) => {
    await signInAs(page, admin, '/notice');
    notice.number = await publish(page, 'notice', notice.title, notice.content);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await shot(page, 'boards-notice-detail-admin');
    await page.goto('/faq/new');
    await shot(page, 'boards-faq-new');
    faq.number = await publish(page, 'faq', faq.title, faq.content);
  });

  test('a user reads them by list and by number', async ({ page }) => {
    await signInAs(page, user, '/notice');
    await expect(page.getByRole('link', { name: 'New' })).toHaveCount(0);
    await page.getByRole('link', { name: notice.title }).click();
    await expect(page).toHaveURL(new RegExp(`/notice/${notice.number}$`));
    await expect(page.getByTestId('post-content')).toHaveText(notice.content);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await shot(page, 'boards-notice-detail-user');

    await page.goto('/faq');
    await expect(page.getByRole('link', { name: 'New' })).toHaveCount(0);
    await page.getByRole('button', { name: faq.title }).click();
    const answer = page.locator(`#faq-${faq.number}-answer`);
    await expect(answer.getByTestId('post-content')).toHaveText(faq.content);
    await shot(page, 'boards-faq-list-user');
    await answer.getByRole('link', { name: `Open #${faq.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/faq/${faq.number}$`));
    await expect(page.getByRole('heading', { level: 1, name: faq.title })).toBeVisible();

    await page.goto(`/notice/${notice.number}`);
    await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible();
  });

  test('stored HTML shows as literal text and runs nothing', async ({ page }) => {
    const content = `<img src=x onerror=alert(1)>\n<b>bold</b> ${stamp()}`;
    const created = await api(
      'POST',
      '/api/notice/',
      { title: '<b>bold</b>', content },
      admin.access,
    );
    expect(created.status).toBe(201);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await signInAs(page, user, `/notice/${created.body.detail.number}`);
    await expect(page.getByTestId('post-content')).toHaveText(content);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('<b>bold</b>');
    await expect(page.locator('article img, article b')).toHaveCount(0);
    await shot(page, 'boards-html-as-text');

    await page.goto('/notice');
    await expect(page.getByText('<b>bold</b>').first()).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test('an admin edits a notice and deletes it after confirming', async ({ page }) => {
    const created = await api(
      'POST',
      '/api/notice/',
      { title: `Draft ${stamp()}`, content: 'First wording.' },
      admin.access,
    );
    const number = created.body.detail.number as number;
    await signInAs(page, admin, `/notice/${number}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const title = `Release 1.2 is out ${stamp()}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Content' }).fill('New wording.\nSecond line.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('post-content')).toHaveText('New wording.\nSecond line.');

    await page.getByRole('button', { name: 'Delete' }).click();
    // Let the dialog finish fading in so the screenshot shows it as a person sees it.
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await shot(page, 'boards-delete-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page.goto(`/notice/${number}`);
    await expect(page.getByRole('heading', { name: 'Notice not found' })).toBeVisible();
  });

  test('a user gets no New button and the guard prompt on the new-entry pages', async ({
    page,
  }) => {
    await signInAs(page, user, '/notice');
    await expect(page.getByRole('heading', { level: 1, name: 'Notice' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New' })).toHaveCount(0);
    await page.goto('/notice/new');
    await expect(page.getByText(MESSAGES.guardSignUpPrompt)).toBeVisible();
    await shot(page, 'boards-new-guard-user');
    await page.goto('/faq/new');
    await expect(page.getByText(MESSAGES.guardSignUpPrompt)).toBeVisible();
  });

  test('an unknown number says not found and leads back to the list', async ({ page }) => {
    await signInAs(page, user, '/notice/987654321');
    await expect(page.getByRole('heading', { name: 'Notice not found' })).toBeVisible();
    await shot(page, 'boards-notice-not-found');
    await page.getByRole('link', { name: 'Back to notices' }).click();
    await expect(page).toHaveURL(/\/notice$/);

    await page.goto('/faq/not-a-number');
    await expect(page.getByRole('heading', { name: 'FAQ not found' })).toBeVisible();
  });

  test('the boards read well on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await api(
      'POST',
      '/api/faq/',
      {
        title: `Which browsers work? ${stamp()}`,
        content: 'Chrome, Edge and Firefox, current versions.',
      },
      admin.access,
    );
    await signInAs(page, admin, '/notice');
    await expect(page.getByRole('link', { name: 'New' })).toBeVisible();
    await shot(page, 'boards-notice-list-375');
    await page.goto('/faq');
    await page
      .getByRole('button', { name: /Which browsers work/ })
      .first()
      .click();
    await shot(page, 'boards-faq-list-375');
    await page.evaluate(() =>
      localStorage.setItem('theme', JSON.stringify({ state: { isDark: true }, version: 0 })),
    );
    await page.goto('/notice/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New notice' })).toBeVisible();
    await shot(page, 'boards-notice-new-dark-375');
  });
});
