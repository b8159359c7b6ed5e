import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CharucoSpec,
  type FramePose,
  charucoLayout,
  cameraPoseInLidar,
  parseCameraInfoYaml,
  parseSensorKitYaml,
  projectCloud,
} from '@ads/calibration';
import { LIDAR_CAMERA_SCENE as SCENE } from '../test-support/calibration/lidar-camera-scene';
import { charucoViews, renderCharuco } from '../test-support/calibration/render-charuco';
import { BARREL, VGA } from '../test-support/calibration/test-cameras';
import { encodePng } from '../test-support/calibration/write-png';
import { loadOpenCv } from '../test-support/opencv';
import { api, createAccount, expect, shot, signInAs, test } from './fixtures';
import {
  VIEWS,
  chooseProject,
  boardPhotos,
  lidarCameraFiles,
  shownPose,
  expectPoseNear,
  inDegrees,
} from './calibration-scenes';
import { expectOneLanguage } from './one-language';

// Calibration in the real browser: board photos rendered through a known lens (barrel
// distortion, blur, noise) are detected and calibrated in the page's Web Worker (OpenCV.js under
// its worker-only CSP), a view is dropped and the camera calibrated again, camera_info is
// downloaded and the result saved to the project's sensor; a lidar–camera transform is solved
// from a chessboard seen by both (the board found in the image and, where it is clicked, in the
// cloud) and checked against the one the fixture was built with; radar reflectors are fitted.
// SUPER: Calibration is off for every other role by default.

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

  test('lidar–camera: a board target in three captures, solved, with the overlay and sensor-kit YAML', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const user = await createAccount('SUPER');
    await api('POST', '/api/project/', { title: 'Lidar kit', vehicle: 'Ioniq 5' }, user.access);
    const scene = await lidarCameraFiles();
    try {
      await signInAs(page, user, '/calibration');
      await chooseProject(page, 'Lidar kit');
      await page.getByRole('tab', { name: 'Lidar–camera' }).click();
      await expect(page.getByTestId('calibration')).toHaveAttribute('data-tab', 'lidar');
      const tab = page.getByRole('tabpanel', { name: 'Lidar–camera' });

      // The camera's intrinsics from its camera_info YAML, read into the typed fields.
      const intrinsics = tab.getByRole('region', { name: 'Camera intrinsics' });
      await expect(intrinsics).toHaveAttribute('data-ready', 'false');
      await tab.getByLabel('Intrinsics YAML file').setInputFiles(scene.intrinsics);
      await expect(intrinsics).toHaveAttribute('data-ready', 'true');
      await expect(intrinsics.getByLabel('fx', { exact: true })).toHaveValue('900');
      await expect(intrinsics.getByLabel('Width', { exact: true })).toHaveValue('1280');

      // The board as printed: 7 × 5 inner corners of 120 mm, half a square of white border.
      await tab.getByLabel('Inner corners across').fill('7');
      await tab.getByLabel('Inner corners down').fill('5');
      await tab.getByLabel('Square size (mm)').fill('120');
      await tab.getByLabel('White border (squares)').fill('0.5');

      // Each capture: the image (its board found by itself) and the cloud, where a click on the
      // board finds it. The first view of a cloud is centred on its footprint, which the scene
      // centres on the board: the middle of the 3D view is on the board.
      const inputs = tab.getByRole('region', { name: 'Image and point cloud' });
      await expect(inputs).toHaveAttribute('data-mode', 'target');
      for (const [i, capture] of scene.captures.entries()) {
        if (i > 0) await inputs.getByRole('button', { name: 'Add a capture' }).click();
        await expect(inputs).toHaveAttribute('data-captures', String(i + 1));
        await tab.getByLabel('Camera image', { exact: true }).setInputFiles(capture.image);
        await tab.getByLabel('Point cloud file', { exact: true }).setInputFiles(capture.cloud);
        // The first detection starts the page's worker (a chessboard needs no OpenCV.js).
        await expect(inputs).toHaveAttribute('data-image-board', 'found', { timeout: 60_000 });
        const cloud = inputs.getByRole('img', { name: `Lidar cloud ${capture.cloudName}` });
        await expect(cloud).toHaveAttribute('data-points', String(capture.sweep.count), {
          timeout: 30_000,
        });
        await expect(cloud).toHaveAttribute('data-pickable', 'true');
        await expect(inputs).toHaveAttribute('data-cloud-board', 'none');
        await cloud.click();
        await expect(inputs).toHaveAttribute('data-cloud-board', 'found', { timeout: 30_000 });
        if (i === 0) await shot(page, 'calibration-lidar-capture');
      }

      const result = tab.getByRole('region', { name: 'Lidar–camera result' });
      await expect(result).toHaveAttribute('data-state', 'none');
      await result.getByRole('button', { name: 'Solve', exact: true }).click();
      await expect(result).toHaveAttribute('data-state', 'current', { timeout: 60_000 });
      // Three poses of the board settle which way round it is; corners a few mm off in the
      // cloud reproject within a pixel.
      await expect(result).toHaveAttribute('data-ambiguous', 'false');
      expect(Number(await result.getAttribute('data-rms'))).toBeLessThan(1);

      // The camera's optical frame in the lidar frame (the defaults), as built.
      const optical = result.getByRole('group', {
        name: 'Pose of camera0/camera_optical_link in lidar',
      });
      await expect(optical).toHaveAttribute('data-parent', 'lidar');
      expectPoseNear(
        await shownPose(optical),
        inDegrees(cameraPoseInLidar(scene.truth, 'lidar', 'camera0', 'camera_optical_link')),
        'optical frame',
      );
      await expect(result.locator('[data-direction]')).toHaveAttribute(
        'data-direction',
        'lidar <- camera0/camera_optical_link',
      );

      // The last capture's cloud over its image, through the solved transform: as many points
      // as the true transform lands in the picture, within 1 % (an inverted transform lands
      // none, the lens left out 12 % fewer, another capture's cloud 3 % more).
      const overlay = inputs.getByRole('img', {
        name: 'Lidar points on the image, coloured by depth',
      });
      const last = scene.captures.at(-1)!.sweep;
      const expected = projectCloud(SCENE.camera, scene.truth.R, scene.truth.t, last.xyz).count;
      expect(expected).toBeGreaterThan(1000);
      await expect
        .poll(async () => Number(await overlay.getAttribute('data-overlay-points')))
        .toBeGreaterThan(0);
      const drawn = Number(await overlay.getAttribute('data-overlay-points'));
      expect(Math.abs(drawn - expected) / expected).toBeLessThan(0.01);
      await shot(page, 'calibration-lidar-result');

      // The camera body frame (x forward, z up): the pose the scene was made with, in the
      // sensor-kit YAML and the static TF command too.
      await result.getByLabel('Child frame').fill('camera0/camera_link');
      const link = result.getByRole('group', { name: 'Pose of camera0/camera_link in lidar' });
      const built: FramePose = {
        x: SCENE.link.t[0],
        y: SCENE.link.t[1],
        z: SCENE.link.t[2],
        roll: SCENE.link.rpyDeg[0],
        pitch: SCENE.link.rpyDeg[1],
        yaw: SCENE.link.rpyDeg[2],
      };
      expectPoseNear(await shownPose(link), built, 'camera_link');
      await expect(result.getByLabel('Static transform command', { exact: true })).toContainText(
        '--frame-id lidar --child-frame-id camera0/camera_link',
      );
      const download = page.waitForEvent('download');
      await result.getByRole('button', { name: 'Sensor-kit calibration YAML' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('camera0_camera_link_sensor_kit_calibration.yaml');
      const kit = parseSensorKitYaml(await readFile(await file.path(), 'utf8'));
      expect(kit.parent).toBe('lidar');
      expect(kit.entries.map((entry) => entry.frame)).toEqual(['camera0/camera_link']);
      expectPoseNear(inDegrees(kit.entries[0]!), built, 'sensor-kit YAML');
      await shot(page, 'calibration-lidar-export');
    } finally {
      await rm(scene.folder, { recursive: true, force: true });
    }
  });

  test('camera intrinsics from a ChArUco board: markers decoded in the worker, calibrated', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // 7 × 5 squares of 40 mm with 30 mm markers of OpenCV's 4×4 dictionary, photographed through
    // a known 640×480 camera (fx 520 px), some views partly off the picture's edge.
    const charuco: CharucoSpec = {
      kind: 'charuco',
      squaresX: 7,
      squaresY: 5,
      square: 0.04,
      marker: 0.03,
      dictionary: 'DICT_4X4_50',
    };
    const user = await createAccount('SUPER');
    await api('POST', '/api/project/', { title: 'ChArUco kit', vehicle: 'Ioniq 5' }, user.access);
    const layout = charucoLayout(await loadOpenCv(), charuco);
    const folder = await mkdtemp(join(tmpdir(), 'ads-e2e-charuco-'));
    const files: string[] = [];
    for (const [i, pose] of charucoViews(VGA, charuco, 8, 29).entries()) {
      const { image } = renderCharuco(VGA, layout, pose, {
        blurSigma: 0.8,
        noiseSigma: 1.5,
        seed: 2900 + i,
        supersample: 3,
      });
      const file = join(folder, `charuco-${i + 1}.png`);
      await writeFile(file, encodePng(image));
      files.push(file);
    }
    try {
      await signInAs(page, user, '/calibration');
      await chooseProject(page, 'ChArUco kit');
      const tab = page.getByRole('tabpanel', { name: 'Camera intrinsics' });
      await tab.getByRole('combobox', { name: 'Board type' }).click();
      await page.getByRole('option', { name: 'ChArUco' }).click();
      await tab.getByLabel('Squares across').fill('7');
      await tab.getByLabel('Squares down').fill('5');
      await tab.getByLabel('Square size (mm)').fill('40');
      await tab.getByLabel('Marker size (mm)').fill('30');
      await tab.getByRole('combobox', { name: 'Dictionary' }).click();
      await page.getByRole('option', { name: 'DICT_4X4_50', exact: true }).click();
      await tab.getByLabel('Board images').setInputFiles(files);
      const views = page.getByRole('region', { name: 'Board and images' });
      await expect(views).toHaveAttribute('data-found', String(files.length), {
        timeout: 90_000,
      });
      // Every inner corner of the first view (the whole board is in it), each with its id.
      const first = page.getByRole('figure', { name: 'charuco-1.png' });
      await expect(first).toHaveAttribute('data-corners', '24');
      await shot(page, 'calibration-charuco-views');

      await page.getByRole('button', { name: 'Calibrate', exact: true }).click();
      const result = page.getByRole('region', { name: 'Calibration result' });
      await expect(result).toHaveAttribute('data-state', 'current', { timeout: 60_000 });
      expect(Number(await result.getAttribute('data-rms'))).toBeLessThan(0.3);
      expect(Math.abs(Number(await result.getAttribute('data-fx')) / VGA.K[0]! - 1)).toBeLessThan(
        0.01,
      );
      await shot(page, 'calibration-charuco-result');
    } finally {
      await rm(folder, { recursive: true, force: true });
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
    // The page's first solver call starts its Web Worker (radar matching needs no OpenCV.js,
    // which the worker loads only for the tasks that use it).
    await expect(result).toHaveAttribute('data-state', /current|saved/, { timeout: 60_000 });
    expect(Number(await result.getAttribute('data-matched'))).toBeGreaterThanOrEqual(3);
    expect(Number(await result.getAttribute('data-rms'))).toBeLessThan(0.1);
    await expect(result.getByRole('group', { name: /^Pose of .* in / })).toBeVisible();
    await shot(page, 'calibration-radar');
    await expectOneLanguage(page, 'en', 'the radar tab, fitted');
  });
});
