import type { Page } from '@playwright/test';
import type { BenchBox, BenchPrediction } from '@ads/contract';
import { cutOffTexts } from './cut-off';
import { E2E } from './env';
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

/** What the first screen shows, as someone at 1440×900 sees it (not the whole page). */
async function viewportShot(page: Page, name: string) {
  await page.screenshot({ path: `${E2E.screenshots}/${name}.png` });
}

/** The table shows all its columns: its box does not scroll sideways. */
async function allColumnsShown(table: ReturnType<Page['getByRole']>) {
  const overflow = await table.evaluate((element) => {
    const box = element.parentElement!;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(1);
}

/** Nothing of `name` ends below the first screen. */
async function aboveTheFold(page: Page, what: ReturnType<Page['getByRole']>) {
  const box = await what.boundingBox();
  expect(box, 'on the page').not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test.describe('AI Benchmark', () => {
  // The size the screenshots were judged at.
  test.use({ viewport: { width: 1440, height: 900 } });

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
    // The queue is pushed (no poll): the baseline's detector and evaluations pass through it.
    const queue = page.getByRole('region', { name: 'Queue' });
    await expect(queue).not.toContainText('Connecting…');
    await shot(page, 'benchmark-admin');

    // The baseline: on the test board before anyone submits, with the 'How to submit' panel.
    const watcher = await createAccount('SUPER');
    await signInAs(page, watcher, '/benchmark');
    await chooseDataset(page, name);
    const testBoard = page.getByRole('table', { name: 'Leaderboard, test split' });
    await expect(async () => {
      await page.reload();
      await chooseDataset(page, name);
      await expect(testBoard.getByRole('row', { name: /Baseline/ })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 90_000 });
    await expect(testBoard.getByRole('row', { name: /Baseline/ })).toContainText('ADS Studio');
    await allColumnsShown(testBoard);
    const howTo = page.getByRole('region', { name: 'How to submit' });
    await expect(howTo.getByLabel('Predictions format')).toContainText('{"pred": [');
    await expect(howTo.getByRole('button', { name: 'Example file (val)' })).toBeVisible();
    // The example file, as the browser saves it, is JSON in the submission format.
    const saving = page.waitForEvent('download');
    await howTo.getByRole('button', { name: 'Example file (val)' }).click();
    const example = await saving;
    expect(example.suggestedFilename()).toBe(`${name} val example.json`);
    expect(await cutOffTexts(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await aboveTheFold(page, testBoard.getByRole('row', { name: /Baseline/ }));
    await aboveTheFold(page, howTo.getByLabel('Predictions format'));
    await viewportShot(page, 'benchmark-board-1440');
    await shot(page, 'benchmark-board-full');

    // The frames in 3D: the view, its scrubber and legend fit the first screen at 1440×900.
    await page.getByRole('link', { name: 'Explore frames' }).click();
    const frameView = page.getByLabel(/^Frame .* in 3D$/);
    await expect(frameView).toHaveAttribute('data-points', /^[1-9]\d{3,}$/, { timeout: 30_000 });
    await aboveTheFold(page, page.getByRole('slider', { name: 'Frame' }));
    await aboveTheFold(page, page.getByText('Ground truth', { exact: true }));
    expect(await cutOffTexts(page)).toEqual([]);
    await viewportShot(page, 'benchmark-dataset-1440');

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
    expect(await cutOffTexts(page)).toEqual([]);
    await shot(page, 'benchmark-submission');
    await page.getByRole('region', { name: 'Frames in 3D' }).screenshot({
      path: `${E2E.screenshots}/benchmark-submission-3d.png`,
    });

    // Another frame from the scrubber, in the orbit view.
    await page.getByRole('button', { name: 'Orbit' }).click();
    await page.getByRole('slider', { name: 'Frame' }).press('ArrowRight');
    await expect(page.getByText(/Frame \S+ · 2 of 3/)).toBeVisible();
    await page.getByRole('region', { name: 'Frames in 3D' }).screenshot({
      path: `${E2E.screenshots}/benchmark-orbit.png`,
    });

    // The leaderboard ranks it on the val split.
    await page.goto('/benchmark');
    await chooseDataset(page, name);
    await page.getByRole('button', { name: 'Val', exact: true }).click();
    const board = page.getByRole('table', { name: 'Leaderboard, val split' });
    await expect(board.getByRole('row', { name: /shifted boxes/ })).toBeVisible();
    await expect(board.getByRole('row', { name: /Baseline/ })).toBeVisible();
    await allColumnsShown(board);
    await expect(page.getByRole('table', { name: 'My submissions' })).toContainText('Done');
    await shot(page, 'benchmark-home');
  });
});
