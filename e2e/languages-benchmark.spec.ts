import type { Page } from '@playwright/test';
import {
  type Account,
  api,
  expect,
  mailedCode,
  shot,
  signInAs,
  superAccount,
  test,
} from './fixtures';
import { type Language, expectOneLanguage } from './one-language';

// AI Benchmark, the Notice and FAQ boards and the static pages in one language at a time
// (issue 30): a SUPER (AI Benchmark is on for it by default; the studio's app settings are left
// alone) whose account is set to Korean, then English, walks the benchmark's home, a dataset's
// frames, the baseline's submission and the admin page, the boards' lists, an entry and the
// editor, and the terms, privacy and contact pages; each is checked for words of the other
// language and saved as a screenshot at 1440×900. The data is made through the API and named in
// digits, which are neither language's words (what people type is shown as it is).

const DESKTOP = { width: 1440, height: 900 };

const WORDS = {
  ko: {
    leaderboard: '리더보드',
    baseline: '베이스라인',
    testTable: '리더보드, 테스트 분할',
    worst: '오류가 많은 프레임',
    queue: '대기열',
    connecting: '연결 중…',
    notices: '공지사항',
    edit: '수정',
    publish: '게시',
    terms: '이용약관',
    privacy: '개인정보 처리방침',
    contact: '문의하기',
    send: '메시지 보내기',
    frame: /^.* 프레임 3D 보기$/,
  },
  en: {
    leaderboard: 'Leaderboard',
    baseline: 'Baseline',
    testTable: 'Leaderboard, test split',
    worst: 'Worst frames',
    queue: 'Queue',
    connecting: 'Connecting…',
    notices: 'Notice',
    edit: 'Edit',
    publish: 'Publish',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    contact: 'Contact us',
    send: 'Send message',
    frame: /^Frame .* in 3D$/,
  },
} as const;

interface Made {
  admin: Account;
  dataset: { id: number; name: string };
  baseline: number;
  notice: { number: number; title: string };
  faq: { number: number; title: string };
}

/**
 * A SUPER named in digits. The checker reads a label without the typed texts the page shows,
 * the top bar's avatar initial among them: a 'Tester' account's 'T' would cut 'KITTI' apart.
 */
async function digitsSuper(): Promise<Account> {
  const stamp = `${Date.now() % 1e9}`;
  const email = `bench-lang-${stamp}@ads.test`;
  const password = 'correct-horse-1';
  const username = `7${stamp}`;
  await api('POST', '/api/user/email/verify/', { email });
  const code = await mailedCode(email);
  await api('POST', '/api/user/email/code/', { email, code });
  const registered = await api('POST', '/api/user/register/', {
    username,
    email,
    code,
    password,
    company: '',
    privacy_agreement: true,
    terms_agreement: true,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const root = await superAccount();
  const role = { user_id: registered.body.detail.id, role: 'SUPER' };
  expect((await api('POST', '/api/user/info/', role, root.access)).status).toBe(200);
  const signedIn = await api('POST', '/api/user/login/', { email, password });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return { id: role.user_id, email, password, username, ...signedIn.body.detail };
}

/** A small sample dataset with its baseline scored on both splits, a notice and a FAQ entry. */
async function makeData(): Promise<Made> {
  const admin = await digitsSuper();
  const name = `${Date.now() % 1e9}`;
  const made = await api(
    'POST',
    '/api/benchmark/dataset/sample/',
    { name, frames: 4, points_per_frame: 20_000, seed: 7, test_fraction: 0.5 },
    admin.access,
  );
  expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);
  const id = made.body.detail.id as number;
  let baseline = 0;
  await expect
    .poll(
      async () => {
        const scored = await Promise.all(
          (['val', 'test'] as const).map(async (split) => {
            const board = await api(
              'GET',
              `/api/benchmark/list/?dataset=${id}&split=${split}&sort=nd_score`,
              undefined,
              admin.access,
            );
            const rows = (board.body.detail ?? []) as Array<{
              baseline: boolean;
              submission_id: number;
            }>;
            const row = rows.find((r) => r.baseline);
            if (row && split === 'val') baseline = row.submission_id;
            return !!row;
          }),
        );
        return scored.every(Boolean);
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(true);
  const stamp = `${Date.now() % 1e6}`;
  const titles = { notice: `${stamp} — 2025.01.01`, faq: `${stamp}?` };
  const notice = await api(
    'POST',
    '/api/notice/',
    { title: titles.notice, content: `${stamp}\n02:00 – 04:00` },
    admin.access,
  );
  expect(notice.status, JSON.stringify(notice.body)).toBeLessThan(300);
  const faq = await api(
    'POST',
    '/api/faq/',
    { title: titles.faq, content: `${stamp}.` },
    admin.access,
  );
  expect(faq.status, JSON.stringify(faq.body)).toBeLessThan(300);
  return {
    admin,
    dataset: { id, name },
    baseline,
    notice: { number: notice.body.detail.number as number, title: titles.notice },
    faq: { number: faq.body.detail.number as number, title: titles.faq },
  };
}

/** Checks the page for the other language's words once its data has come, and saves it. */
async function check(page: Page, language: Language, name: string) {
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 30_000 });
  await expectOneLanguage(page, language, name);
  await shot(page, `lang-benchmark-${name}-${language}`);
}

let made: Made;

test.describe('AI Benchmark, boards and static pages in one language', () => {
  test.use({ viewport: DESKTOP });
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    made = await makeData();
  });

  for (const language of ['ko', 'en'] as const) {
    test(`the benchmark's pages read in ${language} only`, async ({ page }) => {
      test.setTimeout(150_000);
      const words = WORDS[language];
      const { admin, dataset } = made;
      const chosen = await api('PUT', '/api/user/language/', { language }, admin.access);
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);

      // The benchmark's home: the leaderboard with the baseline, how to submit, the facts.
      await signInAs(page, admin, '/benchmark');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { name: words.leaderboard })).toBeVisible();
      const tab = page.getByRole('tab', { name: dataset.name });
      if ((await tab.count()) > 0) await tab.click();
      await expect(page.getByRole('region', { name: dataset.name })).toBeVisible();
      const board = page.getByRole('table', { name: words.testTable });
      await expect(board.getByRole('row', { name: new RegExp(words.baseline) })).toBeVisible();
      await check(page, language, 'home');

      // The dataset's frames in 3D.
      await page.goto(`/benchmark/dataset/${dataset.id}`);
      await expect(page.getByLabel(words.frame)).toHaveAttribute('data-points', /^[1-9]\d{3,}$/, {
        timeout: 30_000,
      });
      await check(page, language, 'dataset');

      // The baseline's val submission: metrics, curves, worst frames, 3D.
      await page.goto(`/benchmark/submission/${made.baseline}`);
      const worst = page.getByRole('table', { name: words.worst });
      await expect(worst).toBeVisible({ timeout: 30_000 });
      await expect(page.getByLabel(words.frame)).toHaveAttribute('data-points', /^[1-9]\d{3,}$/, {
        timeout: 30_000,
      });
      await check(page, language, 'submission');

      // The admin page: datasets, the pushed queue, every submission.
      await page.goto('/benchmark/admin');
      const queue = page.getByRole('region', { name: words.queue });
      await expect(queue).toBeVisible();
      await expect(queue).not.toContainText(words.connecting);
      await check(page, language, 'admin');
    });

    test(`the boards and the static pages read in ${language} only`, async ({ page }) => {
      test.setTimeout(120_000);
      const chosen = await api('PUT', '/api/user/language/', { language }, made.admin.access);
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
      const words = WORDS[language];
      await signInAs(page, made.admin, '/notice');
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      // The boards: the notice list, an entry with its admin actions, the editor, the FAQ.
      await expect(page.getByRole('heading', { level: 1, name: words.notices })).toBeVisible();
      await expect(page.getByRole('link', { name: made.notice.title })).toBeVisible();
      await check(page, language, 'notice-list');
      await page.goto(`/notice/${made.notice.number}`);
      await expect(page.getByRole('button', { name: words.edit })).toBeVisible();
      await check(page, language, 'notice-post');
      await page.getByRole('button', { name: words.edit }).click();
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await check(page, language, 'notice-edit');
      await page.goto('/notice/new');
      await expect(page.getByRole('button', { name: words.publish })).toBeVisible();
      await check(page, language, 'notice-new');
      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
      await page.getByRole('button', { name: made.faq.title }).click();
      await expect(page.getByRole('region', { name: made.faq.title })).toBeVisible();
      await check(page, language, 'faq-list');
      await page.goto(`/faq/${made.faq.number}`);
      await expect(page.getByTestId('post-content')).toBeVisible();
      await check(page, language, 'faq-post');
      await page.goto('/faq/999999999');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, language, 'faq-missing');

      // The static pages.
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1, name: words.terms })).toBeVisible();
      await check(page, language, 'terms');
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: words.privacy })).toBeVisible();
      await check(page, language, 'privacy');
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: words.contact })).toBeVisible();
      await expect(page.getByRole('button', { name: words.send })).toBeVisible();
      await check(page, language, 'contact');
    });
  }
});
