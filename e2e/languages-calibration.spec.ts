import type { Page } from '@playwright/test';
import en from '../apps/web/src/lib/i18n/locales/en/calibration';
import ko from '../apps/web/src/lib/i18n/locales/ko/calibration';
import { chooseProject } from './calibration-scenes';
import { api, createAccount, expect, shot, signInAs, test } from './fixtures';
import { type Language, expectOneLanguage } from './one-language';

// Calibration in one language at a time (issue 30): the intrinsics tab with the chessboard
// sample calibrated, the lidar–camera tab with its sample scene solved (and its record dialog),
// and the radar tab, in Korean; each checked for words of another language and saved as a
// screenshot at 1440×900. A SUPER loads the samples with one click. The same pages in English are
// checked where calibration-samples.spec.ts and calibration.spec.ts calibrate them (each sample
// calibrated a third time here would cost the suite a minute of CPU).

const WORDS = { en, ko } as const;

async function walk(page: Page, language: Language) {
  const words = WORDS[language];
  const tab = (name: string) => page.getByRole('tabpanel', { name });

  // Intrinsics: the chessboard sample found in its twelve pictures, then calibrated.
  const intrinsics = tab(words.page.tabs.intrinsics);
  await intrinsics.getByRole('button', { name: words.samples.chessboard }).click();
  const images = page.getByRole('region', { name: words.images.title });
  await expect(images).toHaveAttribute('data-views', '12', { timeout: 60_000 });
  await expect(images).toHaveAttribute('data-found', '12', { timeout: 90_000 });
  const result = page.getByRole('region', { name: words.result.title });
  await intrinsics.getByRole('button', { name: words.result.calibrate, exact: true }).click();
  await expect(result).toHaveAttribute('data-state', 'current', { timeout: 90_000 });
  await expectOneLanguage(page, language, 'the intrinsics tab, calibrated');
  await shot(page, `lang-calibration-intrinsics-${language}`);

  // Lidar–camera: the sample scene, its first capture's board in both, solved.
  await page.getByRole('tab', { name: words.page.tabs.lidar }).click();
  const lidar = tab(words.page.tabs.lidar);
  const inputs = lidar.getByRole('region', { name: words.lidar.captures.title });
  await inputs.getByRole('button', { name: words.lidar.captures.sample }).click();
  await expect(inputs).toHaveAttribute('data-captures', '3', { timeout: 60_000 });
  const first = words.lidar.captures.capture.replace('{{n}}', '1');
  await inputs.getByRole('button', { name: first, exact: true }).click();
  await expect(inputs).toHaveAttribute('data-image-board', 'found', { timeout: 60_000 });
  await expect(inputs).toHaveAttribute('data-cloud-board', 'found', { timeout: 60_000 });
  const solved = lidar.getByRole('region', { name: words.lidar.result.title });
  await solved.getByRole('button', { name: words.lidar.result.solve, exact: true }).click();
  await expect(solved).toHaveAttribute('data-state', 'current', { timeout: 60_000 });
  await expectOneLanguage(page, language, 'the lidar–camera tab, solved');
  await shot(page, `lang-calibration-lidar-${language}`);

  // Its dialog: a cloud from one of the project's records (none yet).
  await inputs.getByRole('button', { name: words.lidar.record.button }).click();
  const dialog = page.getByRole('dialog', { name: words.lidar.record.title });
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expectOneLanguage(page, language, 'the record cloud dialog');
  await shot(page, `lang-calibration-record-dialog-${language}`);
  await dialog.getByRole('button', { name: language === 'ko' ? '취소' : 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Radar: the example pasted in both lists.
  await page.getByRole('tab', { name: words.page.tabs.radar }).click();
  const radar = tab(words.page.tabs.radar);
  for (const label of [words.radar.reflectors.radar, words.radar.reflectors.lidar]) {
    const name = language === 'en' ? label.toLowerCase() : label;
    await radar
      .getByRole('button', { name: words.radar.csv.pasteOf.replace('{{label}}', name) })
      .click();
  }
  const fit = radar.getByRole('region', { name: words.radar.result.title });
  await fit.getByRole('button', { name: words.radar.result.fit }).click();
  await expect(fit).toHaveAttribute('data-state', 'current', { timeout: 60_000 });
  await expectOneLanguage(page, language, 'the radar tab, fitted');
  await shot(page, `lang-calibration-radar-${language}`);
}

test.describe('Calibration in one language at a time', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const language of ['ko'] as const) {
    test(`every tab with its sample, in ${language}`, async ({ page }) => {
      test.setTimeout(240_000);
      const user = await createAccount('SUPER');
      await api('POST', '/api/project/', { title: '2030', vehicle: '5' }, user.access);
      // The project is chosen in English (the top bar's own words), then the account's
      // language set and the page read again.
      await signInAs(page, user, '/calibration');
      await chooseProject(page, '2030');
      await expect(page.getByRole('tab', { name: en.page.tabs.intrinsics })).toBeVisible();
      const saved = await api('PUT', '/api/user/language/', { language }, user.access);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await walk(page, language);
    });
  }
});
