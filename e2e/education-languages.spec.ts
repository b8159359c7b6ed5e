import type { Page } from '@playwright/test';
import { ALLOWED_LATIN, otherLanguageText } from '../apps/web/src/lib/i18n/other-language';
import { EDUCATION_LATIN } from '../apps/web/src/apps/education/latin';
import { E2E } from './env';
import { type Account, api, createAccount, expect, signInAs, superAccount, test } from './fixtures';
import { settled } from './settled';

// ADS Education in one language at a time (issue 30): a learner's and an admin's pages as a
// Korean and an English browser show them (the browser's language, no choice made), each
// checked for words of the other language and saved as a screenshot at 1440×900.

const DESKTOP = { width: 1440, height: 900 };

/** Lane keeping at 6 m/s that stops for what is ahead. */
const STARTER = `export default function control(obs) {
  let want = Math.min(6, obs.speed_limit);
  if (obs.next_stop && obs.next_stop.distance < 40) {
    want = Math.min(want, Math.max(0, (obs.next_stop.distance - 1.5) * 0.5));
  }
  const error = want - obs.speed;
  const tyre = -0.5 * obs.lateral_offset - 1.2 * obs.heading_error + 2.7 * obs.curvature_ahead[0];
  return { throttle: error > 0 ? Math.min(1, error * 0.6) : 0, brake: error < 0 ? Math.min(1, -error * 0.5) : 0, steering: tyre / 0.6 };
}`;

/** An open challenge (titled in digits: neither language's words) with one scored submission. */
async function challengeWithResult(learner: Account): Promise<number> {
  const root = await superAccount();
  const created = await api(
    'POST',
    '/api/education/challenge/',
    {
      title: `${Date.now() % 1e9}`,
      summary: '',
      description: '',
      level: 'beginner',
      rules: [
        { key: 'completion', order: 'desc' },
        { key: 'total', order: 'asc' },
      ],
      episodes: [{ seed: 3, laps: 1, time_limit_s: 200, lights: true, obstacles: 0 }],
      attempts_per_day: 5,
      points: 100,
      starter: STARTER,
      state: 'open',
    },
    root.access,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.detail.id as number;
  const sent = await api(
    'POST',
    `/api/education/challenge/${id}/submission/`,
    { source: STARTER },
    learner.access,
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  await expect
    .poll(
      async () =>
        (
          await api(
            'GET',
            `/api/education/submission/${sent.body.detail.id}/`,
            undefined,
            learner.access,
          )
        ).body.detail.state,
      { timeout: 60_000 },
    )
    .toBe('success');
  return id;
}

/** Waits for the page, checks it for the other language's words, and saves it. */
async function checkAndShoot(page: Page, language: 'en' | 'ko', name: string) {
  await settled(page);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  // The app's own part of the window: the page (main); the shell's top and bottom bars are
  // the shell's to check (e2e/languages.spec.ts).
  const main = await page.locator('main').elementHandle();
  const found = await page.evaluate(otherLanguageText, {
    language,
    allowed: [...ALLOWED_LATIN, ...EDUCATION_LATIN],
    root: main ?? undefined,
  });
  expect(found, name).toEqual([]);
  await page.screenshot({ path: `${E2E.screenshots}/education-${language}-${name}.png` });
}

for (const [language, locale] of [
  ['ko', 'ko-KR'],
  ['en', 'en-US'],
] as const) {
  test.describe(`ADS Education in ${language}`, () => {
    test.use({ locale, viewport: DESKTOP });

    test(`a learner's and an admin's pages read in ${language} only`, async ({ page }) => {
      test.setTimeout(180_000);
      const learner = await createAccount('EDU');
      const id = await challengeWithResult(learner);

      await signInAs(page, learner, '/education/home');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('season')).toBeVisible();
      await checkAndShoot(page, language, 'home');

      await page.goto(`/education/challenge/${id}`);
      await expect(page.getByTestId('tie-break')).toBeVisible();
      await checkAndShoot(page, language, 'rules');

      await page.goto(`/education/challenge/${id}?tab=code`);
      // Monaco comes with this tab: its first load on a busy machine takes a while.
      await expect(page.getByTestId('code-editor')).toBeVisible({ timeout: 45_000 });
      await checkAndShoot(page, language, 'code');

      await page.goto(`/education/challenge/${id}?tab=submissions`);
      await expect(page.locator('article[data-state="success"]')).toBeVisible();
      await checkAndShoot(page, language, 'submissions');

      const admin = await createAccount('ADMIN');
      await signInAs(page, admin, `/education/admin/challenge/${id}`);
      await expect(page.locator('form#challenge-form')).toBeVisible();
      await checkAndShoot(page, language, 'admin-editor');
    });
  });
}
