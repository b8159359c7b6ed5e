import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E } from './env';
import { type Account, api, createAccount, expect, shot, signInAs, test } from './fixtures';
import { type Language, expectOneLanguage } from './one-language';
import { type RecordFiles, recordFiles, uploadRecord } from './records';
import { settled } from './settled';

// Data Management in one language at a time (issue 30): the dashboard, the record list with its
// filters, the upload dialog (both tabs, a refused file), a record's page (facts, route, speed,
// signals, classification, topics) with its edit dialog, and the admin's list, in Korean and
// then in English, as the account's chosen language. Each is checked for words of the other
// language and saved as a screenshot at 1440×900.

test.use({ viewport: { width: 1440, height: 900 } });

const TEXT = {
  ko: {
    dashboard: 'Data Management',
    byVehicle: '차량별',
    list: '주행 기록',
    upload: '업로드',
    uploadTitle: '기록 업로드',
    files: '기록 파일',
    fromPc: 'PC에서',
    refused: 'notes.txt 거부됨',
    onlyRecords: 'MCAP(.mcap)와 ROS bag(.bag) 파일만 업로드할 수 있습니다.',
    close: '닫기',
    facts: '최고 속도',
    weather: '날씨',
    rain: '비',
    signals: '신호',
    edit: '편집',
    cancel: '취소',
    share: '공유',
    shareTitle: 'e2e-lang-drive.mcap 공유',
    revoke: '링크 취소',
    allRecords: '전체 기록',
    storage: '사용자별 저장 용량',
  },
  en: {
    dashboard: 'Data Management',
    byVehicle: 'By vehicle',
    list: 'Driving records',
    upload: 'Upload',
    uploadTitle: 'Upload records',
    files: 'Record files',
    fromPc: 'From a PC',
    refused: 'notes.txt refused',
    onlyRecords: 'Only MCAP (.mcap) and ROS bag (.bag) files can be uploaded.',
    close: 'Close',
    facts: 'Top speed',
    weather: 'Weather',
    rain: 'Rain',
    signals: 'Signals',
    edit: 'Edit',
    cancel: 'Cancel',
    share: 'Share',
    shareTitle: 'Share e2e-lang-drive.mcap',
    revoke: 'Revoke link',
    allRecords: 'All records',
    storage: 'Storage per user',
  },
} as const;

/** Checks the page for the other language's words and saves it (top of the page, no hover). */
async function checkAndShoot(page: Page, language: Language, name: string, where: string) {
  await page.mouse.move(1, 300);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expectOneLanguage(page, language, where);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await shot(page, `lang-statistics-${name}-${language}`);
}

/** A dialog as the user sees it (a full-page shot would dim only the first screen under it). */
async function checkAndShootDialog(page: Page, language: Language, name: string, where: string) {
  await page.mouse.move(1, 300);
  await expectOneLanguage(page, language, where);
  await settled(page);
  await page.screenshot({ path: `${E2E.screenshots}/lang-statistics-${name}-${language}.png` });
}

/** The walk: every page of Data Management and its main dialogs, in `language`. */
async function walk(page: Page, language: Language, recordId: number, notes: string) {
  const text = TEXT[language];
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { name: text.dashboard, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: text.byVehicle })).toBeVisible();
  await checkAndShoot(page, language, 'dashboard', '/statistics');

  await page.goto('/statistics/record');
  await expect(page.getByRole('heading', { name: text.list, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'e2e-lang-drive.mcap' })).toBeVisible();
  await checkAndShoot(page, language, 'list', '/statistics/record');

  // The upload dialog: a file that is not a record is refused at once, with the reason.
  await page.getByRole('button', { name: text.upload, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.uploadTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text.files).setInputFiles(notes);
  await expect(dialog.getByRole('alert', { name: text.refused })).toHaveText(text.onlyRecords);
  await checkAndShootDialog(page, language, 'upload', 'the upload dialog');
  await dialog.getByRole('tab', { name: text.fromPc }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await checkAndShootDialog(page, language, 'upload-pc', 'the upload dialog from a PC');
  await dialog.getByRole('button', { name: text.close }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/statistics/record/${recordId}`);
  await expect(page.getByRole('heading', { name: 'e2e-lang-drive.mcap' })).toBeVisible();
  await expect(page.getByLabel(text.facts, { exact: true })).toHaveText(/ km\/h$/);
  await expect(page.getByTestId('route-map')).toHaveAttribute('data-route-points', /^[1-9]\d*$/, {
    timeout: 20_000,
  });
  await expect(
    page.getByRole('region', { name: text.signals }).locator('path.MuiLineChart-line'),
  ).toHaveCount(1, { timeout: 15_000 });
  // The stored value (Rain) shows in the page's language.
  await expect(page.getByRole('combobox', { name: text.weather })).toHaveText(text.rain);
  await checkAndShoot(page, language, 'record', `/statistics/record/${recordId}`);

  await page.getByRole('button', { name: text.edit, exact: true }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('textbox').first()).toHaveValue('e2e-lang-drive.mcap');
  await checkAndShootDialog(page, language, 'edit', 'the edit dialog');
  await edit.getByRole('button', { name: text.cancel }).click();
  await expect(edit).toBeHidden();

  // Sharing makes a public link; revoking it leaves the record as it was for the next walk.
  await page.getByRole('button', { name: text.share, exact: true }).click();
  const share = page.getByRole('dialog', { name: text.shareTitle });
  // The download link first, the playback link of the same share under it.
  const links = share.getByRole('textbox');
  await expect(links.first()).toHaveValue(/\/api\/record\/download\/\?token=/);
  await expect(links.nth(1)).toHaveValue(/\/statistics\/record\/shared\/[\w-]{43}$/);
  await checkAndShootDialog(page, language, 'share', 'the share dialog');
  await share.getByRole('button', { name: text.revoke }).click();
  await expect(share).toBeHidden();

  await page.goto('/statistics/record/admin');
  await expect(page.getByRole('heading', { name: text.allRecords, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: text.storage })).toBeVisible();
  await checkAndShoot(page, language, 'admin', '/statistics/record/admin');
}

/** What the walk needs, made once through the API: an admin, a classified record, a text file. */
interface Walked {
  admin: Account;
  recordId: number;
  notes: string;
}

test.describe('Data Management in one language at a time', () => {
  let files: RecordFiles;
  let walked: Walked;

  test.beforeAll(async () => {
    files = await recordFiles();
    const admin = await createAccount('ADMIN');
    const project = await api(
      'POST',
      '/api/project/',
      { title: 'Shuttle A', vehicle: 'Ioniq 5' },
      admin.access,
    );
    expect(project.status).toBe(201);
    const path = await files.mcap('e2e-lang-drive.mcap', {
      profile: 'highway',
      durationS: 20,
      sensors: ['gnss', 'odometry', 'imu'],
    });
    const recordId = await uploadRecord(admin.access, path, {
      filename: 'e2e-lang-drive.mcap',
      project_id: String(project.body.detail.id),
      vehicle: 'Ioniq 5',
    });
    const classified = await api(
      'PATCH',
      `/api/record/${recordId}/`,
      { categories: { weather: 'Rain', time_of_day: 'Night' }, tags: ['e2e-lang'] },
      admin.access,
    );
    expect(classified.status, JSON.stringify(classified.body)).toBe(200);
    const notes = join(files.dir, 'notes.txt');
    await writeFile(notes, 'not a record\n');
    walked = { admin, recordId, notes };
  });

  test.afterAll(() => files?.remove());

  for (const language of ['ko', 'en'] as const) {
    test(`an admin chose ${language === 'ko' ? 'Korean' : 'English'}: the dashboard, list, upload, a record and all records`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const chosen = await api('PUT', '/api/user/language/', { language }, walked.admin.access);
      expect(chosen.status).toBe(200);
      await signInAs(page, walked.admin, '/statistics');
      await walk(page, language, walked.recordId, walked.notes);
    });
  }
});
