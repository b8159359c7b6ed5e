import { API } from '@ads/contract';
import { type CharucoSpec, type ChessboardSpec, charucoLayout } from '@ads/calibration';
import { expect } from 'vitest';
import { renderBoard, syntheticViews } from '../../../test-support/calibration/render-board';
import {
  centredCharucoPose,
  charucoViews,
  renderCharuco,
} from '../../../test-support/calibration/render-charuco';
import { BARREL, board } from '../../../test-support/calibration/test-cameras';
import { encodePng } from '../../../test-support/calibration/write-png';
import { loadOpenCv } from '../../../test-support/opencv';
import type { Account, TestServer } from '../../../test-support/studio/harness';

/** Calibration is SUPER-only by default (spec §4): the tests open it to USER and ADMIN. */
export async function openCalibration(server: TestServer, root: Account) {
  const opened = await server.call(API.changeAppAvailability, {
    token: root.access,
    params: { key: 'calibration' },
    body: { states: { USER: 'enabled', ADMIN: 'enabled' } },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
}

export const CAMERA = BARREL;
export const BOARD: ChessboardSpec = board(8, 6, 0.04);

/** `n` rendered PNG views of BOARD through CAMERA (blur and noise as a real camera has). */
export function boardPngs(n: number, seed = 7): Array<{ name: string; png: Buffer }> {
  return syntheticViews(CAMERA, BOARD, n, seed).map((pose, i) => {
    const { image } = renderBoard(CAMERA, BOARD, pose, {
      blurSigma: 0.8,
      noiseSigma: 1.5,
      seed: seed * 100 + i,
      supersample: 3,
    });
    return { name: `view-${String(i).padStart(2, '0')}.png`, png: encodePng(image) };
  });
}

/** A ChArUco board of 7 × 5 squares of 40 mm, 30 mm markers of DICT_4X4_50. */
export const CHARUCO: CharucoSpec = {
  kind: 'charuco',
  squaresX: 7,
  squaresY: 5,
  square: 0.04,
  marker: 0.03,
  dictionary: 'DICT_4X4_50',
};

/**
 * `n` rendered PNG views of CHARUCO through CAMERA (blur and noise), then one with the board
 * half out of the picture (`partial.png`): a ChArUco view counts with the corners it shows.
 */
export async function charucoPngs(
  n: number,
  seed = 5,
): Promise<Array<{ name: string; png: Buffer }>> {
  const layout = charucoLayout(await loadOpenCv(), CHARUCO);
  const options = (i: number) => ({
    blurSigma: 0.8,
    noiseSigma: 1.5,
    seed: seed * 100 + i,
    supersample: 3,
  });
  const views = charucoViews(CAMERA, CHARUCO, n, seed).map((pose, i) => ({
    name: `charuco-${String(i).padStart(2, '0')}.png`,
    png: encodePng(renderCharuco(CAMERA, layout, pose, options(i)).image),
  }));
  // Moved right until 4 of its 24 inner corners are out of the picture (15 of the rest found).
  const cut = centredCharucoPose(CHARUCO, 0.45, [0.3, -0.2, 0.1], [0.3, 0]);
  views.push({
    name: 'partial.png',
    png: encodePng(renderCharuco(CAMERA, layout, cut, options(n)).image),
  });
  return views;
}

/** `POST /api/calibration/intrinsic/` as a browser sends it: multipart files and fields. */
export async function postIntrinsic(
  server: TestServer,
  token: string | undefined,
  files: Array<{ name: string; png: Buffer | Uint8Array; type?: string }>,
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append('images', new Blob([file.png], { type: file.type ?? 'image/png' }), file.name);
  }
  const response = await fetch(`${server.url}${API.calibration.intrinsic.path}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** A saved camera calibration's body, as the page saves one. */
export const SAVED_INTRINSIC = {
  kind: 'camera_intrinsics' as const,
  board: BOARD,
  result: {
    rms: 0.21,
    K: CAMERA.K,
    D: CAMERA.D,
    model: 'plumb_bob' as const,
    image_size: [CAMERA.width, CAMERA.height] as [number, number],
    views: [{ file: 'a.png', found: true, rms: 0.2 }],
  },
};
