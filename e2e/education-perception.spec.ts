import { E2E } from './env';
import { api, createAccount, expect, shot, signInAs, superAccount, test } from './fixtures';

// ADS Education's perception challenge (issue 29, ADR 27) at a phone's size: the SUPER makes a
// sample dataset in AI Benchmark and a perception challenge on it through the API; an EDU
// learner reads the dataset and the format, uploads a predictions file (a refused one first),
// and sees it scored with the benchmark's metrics and ranked.

const PHONE = { width: 390, height: 844 };

// The learner's pages are read in Korean here, as a Korean browser shows them (issue 30: the
// browser's language is the default); the English ones are checked by the web tests.
test.use({ locale: 'ko-KR' });

test('a learner uploads a predictions file and sees NDS, mAP and the rank', async ({ page }) => {
  test.setTimeout(180_000);
  const root = await superAccount();
  const made = await api(
    'POST',
    '/api/benchmark/dataset/sample/',
    { name: `Street ${process.pid}`, frames: 4, points_per_frame: 5_000, seed: 1 },
    root.access,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const dataset = made.body.detail.id as number;
  await expect
    .poll(
      async () =>
        (
          (await api('GET', '/api/benchmark/dataset/list/', undefined, root.access)).body
            .detail as Array<{ id: number; status: string }>
        ).find((d) => d.id === dataset)?.status,
      { timeout: 60_000 },
    )
    .toBe('ready');
  const created = await api(
    'POST',
    '/api/education/challenge/',
    {
      kind: 'perception',
      dataset_id: dataset,
      title: `차 찾기 ${process.pid}`,
      summary: '라이다 프레임에서 차·보행자·자전거를 찾으세요.',
      rules: [
        { key: 'nd_score', order: 'desc' },
        { key: 'mean_ap', order: 'desc' },
      ],
      episodes: [],
      starter: '',
      state: 'open',
    },
    root.access,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const challenge = created.body.detail as {
    id: number;
    dataset: { test_samples: string[] };
  };

  const edu = await createAccount('EDU');
  await page.setViewportSize(PHONE);
  await signInAs(page, edu, `/education/challenge/${challenge.id}?tab=code`);
  await expect(page.getByTestId('dataset-name')).toContainText('Street');
  await shot(page, 'edu-perception-upload-390');

  // A refused file: the server's sentence at the upload.
  const input = page.getByLabel('예측 파일');
  await input.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"pred": [{"sample": "nope"}]}'),
  });
  await page.getByRole('button', { name: '제출', exact: true }).click();
  await expect(page.getByRole('region', { name: '제출' }).getByRole('alert')).toContainText(
    'pred[0]',
  );

  // A car ahead in every test frame.
  const pred = challenge.dataset.test_samples.map((sample) => ({
    sample,
    class: 'car',
    ...{ x: 12, y: -3.4, z: -0.9, l: 4.5, w: 1.8, h: 1.6, yaw: 0, score: 0.8 },
  }));
  await input.setInputFiles({
    name: 'pred.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ pred })),
  });
  await page.getByRole('button', { name: '제출', exact: true }).click();
  await expect(page.getByRole('tab', { name: '내 제출' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('NDS').first()).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(
      async () =>
        (
          await api(
            'GET',
            `/api/education/challenge/${challenge.id}/submission/`,
            undefined,
            edu.access,
          )
        ).body.detail[0]?.state,
      { timeout: 60_000 },
    )
    .toBe('success');
  await page.reload();
  await expect(page.locator('[data-score="nd_score"]').first()).toBeVisible();
  await shot(page, 'edu-perception-scored-390');
  await page.getByRole('tab', { name: '순위' }).click();
  await expect(page.getByRole('table', { name: '리더보드' })).toContainText('NDS');
  await shot(page, 'edu-perception-leaderboard-390');
  expect(E2E.screenshots).toBeTruthy();
});
