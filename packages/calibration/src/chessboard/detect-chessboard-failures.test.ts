import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../../../test-support/calibration/render-board';
import { board, centredPose, VGA } from '../../../../test-support/calibration/test-cameras';
import { detectChessboard } from './index';

// What the user is told when there is no whole board of the set size to find.
describe('detectChessboard says why it found no board', { timeout: 60_000 }, () => {
  const nineBySix = board(9, 6);
  const options = { blurSigma: 0.8, noiseSigma: 2 };
  const wholeBoard = renderBoard(
    VGA,
    nineBySix,
    centredPose(nineBySix, 0.5, [0.1, -0.2, 0.05]),
    options,
  );

  it('a board cut by the picture’s edge: found corners, and that the whole board must show', () => {
    // Shifted right, the board's last columns fall outside the picture.
    const pose = centredPose(nineBySix, 0.4, [0.1, -0.2, 0.05], [0.2, 0]);
    const cut = renderBoard(VGA, nineBySix, pose, options);
    expect(cut.visible).toBe(false);
    const detection = detectChessboard(cut.image, nineBySix);
    expect(detection.found).toBe(false);
    expect(detection.corners).toEqual([]);
    expect(detection.reason).toMatch(
      /^Found [1-8]×6 corners of a 9×6 board: the whole board must be in view\.$/,
    );
  });

  it('a board cut at the bottom', () => {
    const pose = centredPose(nineBySix, 0.4, [0.2, 0, 0.1], [0, 0.13]);
    const cut = renderBoard(VGA, nineBySix, pose, options);
    expect(cut.visible).toBe(false);
    const detection = detectChessboard(cut.image, nineBySix);
    expect(detection.found).toBe(false);
    expect(detection.reason).toMatch(/^Found 9×[1-5] corners of a 9×6 board: the whole board/);
  });

  it('a 9×6 board set as 8×6: the size it found and to check the setting', () => {
    expect(detectChessboard(wholeBoard.image, nineBySix).found).toBe(true);
    const detection = detectChessboard(wholeBoard.image, board(8, 6));
    expect(detection.found).toBe(false);
    expect(detection.reason).toBe(
      'Found 9×6 inner corners, but the board is set as 8×6: ' +
        'check the board size (count inner corners, not squares).',
    );
  });

  it('a 9×6 board set as 10×7 (squares counted): the size it found, whole and in view', () => {
    const detection = detectChessboard(wholeBoard.image, board(10, 7));
    expect(detection.found).toBe(false);
    expect(detection.reason).toMatch(
      /^Found 9×6 inner corners with the board in view, but the board is set as 10×7: check the board size/,
    );
  });

  it('a blank picture and one of pure noise: no chessboard', () => {
    const blank = { width: 640, height: 480, data: new Uint8Array(640 * 480).fill(128) };
    // The board behind the camera: only the background and sensor noise are drawn.
    const noise = renderBoard(
      VGA,
      nineBySix,
      { rpy: [0, 0, 0], t: [0, 0, -1] },
      { noiseSigma: 20 },
    );
    for (const image of [blank, noise.image]) {
      const detection = detectChessboard(image, nineBySix);
      expect(detection).toEqual({
        found: false,
        corners: [],
        ids: [],
        reason: expect.stringMatching(/^No chessboard found: hold the whole board in view/),
      });
    }
  });

  it('a board set smaller than 2×2, or a picture too small to search', () => {
    expect(detectChessboard(wholeBoard.image, board(1, 6)).reason).toMatch(/at least 2×2/);
    expect(detectChessboard(wholeBoard.image, board(9.5, 6)).reason).toMatch(/whole numbers/);
    const tiny = { width: 8, height: 8, data: new Uint8Array(64) };
    expect(detectChessboard(tiny, nineBySix).reason).toMatch(/too small/);
  });
});
