import type { Page } from '@playwright/test';
import type { BenchBox, BenchPrediction } from '@ads/contract';
import { api, createAccount, expect, shot, signInAs, test } from './fixtures';

// AI Benchmark in the browser: an administrator generates the sample dataset, a user submits
// predictions from a file, watches the evaluation finish, reads the metrics and looks at the
// frames in 3D; the leaderboard ranks the submission. SUPER accounts: the app is off for
// every other role by default, and the suite's other specs rely on those defaults.

/** Datasets show as tabs only when there are several (other runs of this spec may add some). */
async function chooseDataset(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  const tab = page.getByRole('tab', { name });
  if ((await tab.count()) > 0) await tab.click();
  await expect(page.getByRole('region', { name })).toBeVisible();
}

test.describe('AI Benchmark', () => {
  test('generate a dataset, submit, see the scores, the leaderboard and the 3D view', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const admin = await createAccount('SUPER');
    const name = `Sample ${Date.now().toString(36)}`;

    // The administrator generates the deterministic sample dataset and watches its import.
    await signInAs(page, admin, '/benchmark/admin');
    await page.getByLabel('Frames').fill('6');
    await page.getByRole('button', { name: 'Generate the sample dataset' }).click();
    const datasets = page.getByRole('table', { name: 'Datasets' });
    const row = datasets.getByRole('row').filter({ hasText: 'Sample lidar dataset' }).last();
    await expect(row).toContainText('Ready', { timeout: 60_000 });
    const listed = await api('GET', '/api/benchmark/dataset/list/', undefined, admin.access);
    const dataset = (listed.body.detail as Array<{ id: number; name: string }>).at(-1)!;
    await api('PATCH', `/api/benchmark/dataset/${dataset.id}`, { name }, admin.access);
    await page.reload();
    await expect(datasets.getByRole('row').filter({ hasText: name })).toContainText('Ready');
    await shot(page, 'benchmark-admin');

    // Predictions made from the val ground truth with some boxes moved, dropped and invented.
    const gt = (
      await api('GET', `/api/benchmark/dataset/${dataset.id}/gt/`, undefined, admin.access)
    ).body.gt as BenchBox[];
    const pred: BenchPrediction[] = gt
      .filter((_box, at) => at % 4 !== 0)
      .map((box, at) => ({ ...box, x: box.x + (at % 3) * 0.6, score: 0.95 - at / 500 }));
    pred.push({ ...gt[0]!, x: gt[0]!.x + 25, score: 0.3 });

    const user = await createAccount('SUPER');
    await signInAs(page, user, '/benchmark');
    await chooseDataset(page, name);
    const submit = page.getByRole('region', { name: 'Submit predictions' });
    await submit.getByLabel('Name (optional)').fill('shifted boxes');
    await submit.getByLabel('Predictions file').setInputFiles({
      name: 'pred.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ pred })),
    });
    await submit.getByRole('button', { name: 'Submit' }).click();

    // The submission's page follows the evaluation, then shows its metrics.
    await expect(page).toHaveURL(/\/benchmark\/submission\/\d+$/);
    const nuscenes = page.getByRole('table', { name: 'nuScenes metrics per class' });
    await expect(nuscenes).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('table', { name: 'KITTI metrics per class' })).toBeVisible();
    await expect(nuscenes.getByRole('row', { name: /^Car/ })).toBeVisible();
    const worst = page.getByRole('table', { name: 'Worst frames' });
    await expect(worst.getByRole('row')).not.toHaveCount(1);

    // The 3D view draws the worst frame's points and its judged boxes.
    const view = page.getByLabel(/^Frame .* in 3D$/);
    await expect(view).toHaveAttribute('data-points', /^[1-9]\d{3,}$/, { timeout: 30_000 });
    await expect(view).not.toHaveAttribute('data-boxes', '0');
    await expect(page.getByText(/TP \d+ · FP \d+ · FN \d+/)).toBeVisible();
    await shot(page, 'benchmark-submission');

    // Another frame from the scrubber, in the orbit view.
    await page.getByRole('button', { name: 'Orbit' }).click();
    await page.getByRole('slider', { name: 'Frame' }).press('ArrowRight');
    await expect(page.getByText(/Frame \S+ · 2 of 3/)).toBeVisible();
    await page.getByRole('region', { name: 'Frames in 3D' }).screenshot({
      path: `${process.env.E2E_OUT ?? 'test-results'}/screenshots/benchmark-orbit.png`,
    });

    // The leaderboard ranks it on the val split.
    await page.goto('/benchmark');
    await chooseDataset(page, name);
    await page.getByRole('button', { name: 'Val', exact: true }).click();
    const board = page.getByRole('table', { name: 'Leaderboard, val split' });
    await expect(board.getByRole('row', { name: /shifted boxes/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'My submissions' })).toContainText('Done');
    await shot(page, 'benchmark-home');
  });
});
