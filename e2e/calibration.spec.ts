import type { Page } from '@playwright/test';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCameraInfoYaml } from '@ads/contract';
import { renderBoard, syntheticViews } from '../test-support/calibration/render-board';
import { BARREL, board } from '../test-support/calibration/test-cameras';
import { encodePng } from '../test-support/calibration/write-png';
import { api, createAccount, expect, shot, signInAs, test } from './fixtures';

// Calibration in the real browser: board photos rendered through a known lens (barrel
// distortion, blur, noise) are detected and calibrated in the page's Web Worker (OpenCV.js under
// its worker-only CSP), a view is dropped and the camera calibrated again, camera_info is
// downloaded and the result saved to the project's sensor; radar reflectors are fitted. SUPER:
// Calibration is off for every other role by default.

const BOARD = board(8, 6, 0.04);
const VIEWS = 8;

async function chooseProject(page: Page, title: string) {
  await page.getByRole('button', { name: 'Project: Projects', exact: true }).click();
  await page.getByRole('menuitem', { name: new RegExp(title) }).click();
}

/** VIEWS board photos as PNG files in a folder of their own. */
async function boardPhotos(): Promise<{ folder: string; files: string[] }> {
  const folder = await mkdtemp(join(tmpdir(), 'ads-e2e-calibration-'));
  const files: string[] = [];
  const poses = syntheticViews(BARREL, BOARD, VIEWS, 23);
  for (const [i, pose] of poses.entries()) {
    const { image } = renderBoard(BARREL, BOARD, pose, {
      blurSigma: 0.8,
      noiseSigma: 1.5,
      seed: 2300 + i,
      supersample: 3,
    });
    const file = join(folder, `board-${String(i + 1).padStart(2, '0')}.png`);
    await writeFile(file, encodePng(image));
    files.push(file);
  }
  return { folder, files };
}

test.describe('Calibration', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('camera intrinsics: detect, calibrate, drop a view, export camera_info, save', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const user = await createAccount('SUPER');
    await api('POST', '/api/project/', { title: 'Sensor kit', vehicle: 'Ioniq 5' }, user.access);
    const photos = await boardPhotos();
    try {
      await signInAs(page, user, '/calibration');
      await chooseProject(page, 'Sensor kit');
      const root = page.getByTestId('calibration');
      await expect(root).toHaveAttribute('data-tab', 'intrinsics');
      await shot(page, 'calibration-empty');

      // The board as printed: 8 × 6 inner corners of 40 mm (the other tabs, mounted but
      // hidden, have board fields too).
      const tab = page.getByRole('tabpanel', { name: 'Camera intrinsics' });
      await tab.getByLabel('Inner corners across').fill('8');
      await tab.getByLabel('Inner corners down').fill('6');
      await tab.getByLabel('Square size (mm)').fill('40');
      await tab.getByLabel('Board images').setInputFiles(photos.files);
      const views = page.getByRole('region', { name: 'Board and images' });
      await expect(views).toHaveAttribute('data-views', String(VIEWS));
      await expect(views).toHaveAttribute('data-found', String(VIEWS), { timeout: 90_000 });
      await shot(page, 'calibration-views');

      await page.getByRole('button', { name: 'Calibrate', exact: true }).click();
      const result = page.getByRole('region', { name: 'Calibration result' });
      await expect(result).toHaveAttribute('data-state', 'current', { timeout: 60_000 });
      await expect(result).toHaveAttribute('data-views', String(VIEWS));
      // The lens it was rendered through: fx 480 px, and a sub-pixel fit.
      expect(Number(await result.getAttribute('data-rms'))).toBeLessThan(0.3);
      expect(
        Math.abs(Number(await result.getAttribute('data-fx')) / BARREL.K[0]! - 1),
      ).toBeLessThan(0.01);
      await shot(page, 'calibration-result');

      // Leave the first view out: the camera is calibrated again from the others.
      await result.getByRole('button', { name: /^board-01\.png: .* px\. Leave it out/ }).click();
      await expect(result).toHaveAttribute('data-views', String(VIEWS - 1), { timeout: 60_000 });
      await expect(result).toHaveAttribute('data-state', 'current');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'camera_info YAML' }).click();
      const yaml = await readFile(await (await download).path(), 'utf8');
      const info = parseCameraInfoYaml(yaml);
      expect(info.intrinsics).toMatchObject({ model: 'plumb_bob', width: 640, height: 480 });
      expect(Math.abs(info.intrinsics.K[0]! / BARREL.K[0]! - 1)).toBeLessThan(0.01);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved as the newest' })).toHaveText(
        'Saved as the newest calibration of camera0.',
      );
      const history = page.getByRole('region', { name: /^Saved calibrations of / });
      await expect(history).toHaveAttribute('data-entries', '1');
      await shot(page, 'calibration-saved');
    } finally {
      await rm(photos.folder, { recursive: true, force: true });
    }
  });

  test('radar: reflectors matched and fitted as x, y, yaw with residuals', async ({ page }) => {
    const user = await createAccount('SUPER');
    await api('POST', '/api/project/', { title: 'Radar kit', vehicle: 'Ioniq 5' }, user.access);
    await signInAs(page, user, '/calibration');
    await chooseProject(page, 'Radar kit');
    await page.getByRole('tab', { name: 'Radar' }).click();
    await page.getByRole('button', { name: /^Paste the example radar/ }).click();
    await page.getByRole('button', { name: /^Paste the example lidar/ }).click();
    await page.getByRole('button', { name: 'Match and fit' }).click();
    const result = page.getByRole('region', { name: 'Radar result' });
    // The page's first solver call starts its Web Worker, which loads OpenCV.js (10 MB) first:
    // seconds on a loaded two-core machine (the intrinsics case waits for the same).
    await expect(result).toHaveAttribute('data-state', /current|saved/, { timeout: 60_000 });
    expect(Number(await result.getAttribute('data-matched'))).toBeGreaterThanOrEqual(3);
    expect(Number(await result.getAttribute('data-rms'))).toBeLessThan(0.1);
    await expect(result.getByRole('group', { name: /^Pose of .* in / })).toBeVisible();
    await shot(page, 'calibration-radar');
  });
});
