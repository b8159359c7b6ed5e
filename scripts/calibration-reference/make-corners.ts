/**
 * Writes the synthetic corner sets that `solver_reference.py` feeds to real OpenCV (issue 17):
 * an 11×8 chessboard seen by a plumb_bob camera and by an equidistant (fisheye) camera, 20 poses
 * each (tilted up to ±70° about x and y: steep views pin the principal point), projected with
 * our `projectPoint` and blurred by Gaussian pixel noise (σ = 0.1 px) from a seeded generator,
 * so the same file comes out on every run.
 *
 *   npx tsx scripts/calibration-reference/make-corners.ts > /tmp/corners.json
 *   /usr/bin/python3 scripts/calibration-reference/solver_reference.py /tmp/corners.json \
 *     > packages/calibration/src/fixtures/solver-reference.json
 *   npx prettier --write packages/calibration/src/fixtures/solver-reference.json
 */
import { seededRandom } from '@ads/seeded-random';
import { projectPoint, apply3, fromRpy, rodriguesVector } from '@ads/calibration';
import type { CameraIntrinsics, Vec2, Vec3 } from '@ads/calibration';

const SEED = 17;
const NOISE_PX = 0.1;
const VIEWS = 20;
const BOARD = { kind: 'chessboard' as const, cols: 11, rows: 8, square: 0.03 };

function gaussian(random: () => number): number {
  // Box–Muller; 1 − u keeps the logarithm finite.
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** The ray through pixel (u, v), ignoring distortion: good enough to aim a board. */
function rayThrough(camera: CameraIntrinsics, u: number, v: number): Vec3 {
  const x = (u - camera.K[2]!) / camera.K[0]!;
  const y = (v - camera.K[5]!) / camera.K[4]!;
  if (camera.model === 'equidistant') {
    const r = Math.hypot(x, y);
    const theta = Math.min(r, 1.3);
    const s = r > 1e-12 ? Math.sin(theta) / r : 1;
    return [x * s, y * s, Math.cos(theta)];
  }
  return [x, y, 1];
}

function makeViews(
  camera: CameraIntrinsics,
  random: () => number,
  maxTheta: number,
  near: number,
  far: number,
) {
  const { cols, rows, square } = BOARD;
  const centre: Vec3 = [((cols - 1) * square) / 2, ((rows - 1) * square) / 2, 0];
  const views = [];
  const margin = 12;
  for (let i = 0; views.length < VIEWS; i += 1) {
    // Aim at a jittered 3×3 grid first (corners and edges of the image), then anywhere.
    const slot = views.length;
    const gx = slot < 9 ? (slot % 3) / 2 : random();
    const gy = slot < 9 ? Math.floor(slot / 3) / 2 : random();
    const u = camera.width * (0.12 + 0.76 * gx + 0.05 * (random() - 0.5));
    const v = camera.height * (0.12 + 0.76 * gy + 0.05 * (random() - 0.5));
    const ray = rayThrough(camera, u, v);
    const n = Math.hypot(...ray);
    const distance = near + (far - near) * random();
    const deg = Math.PI / 180;
    const R = fromRpy(
      (random() - 0.5) * 140 * deg,
      (random() - 0.5) * 140 * deg,
      (random() - 0.5) * 40 * deg,
    );
    const c = apply3(R, centre);
    const t: Vec3 = [
      (ray[0] / n) * distance - c[0],
      (ray[1] / n) * distance - c[1],
      (ray[2] / n) * distance - c[2],
    ];
    const corners: Vec2[] = [];
    let ok = true;
    for (let r = 0; r < rows && ok; r += 1) {
      for (let col = 0; col < cols; col += 1) {
        const p = apply3(R, [col * square, r * square, 0]);
        const X = p[0] + t[0];
        const Y = p[1] + t[1];
        const Z = p[2] + t[2];
        const [pu, pv] = projectPoint(camera, X, Y, Z);
        const theta = Math.atan2(Math.hypot(X, Y), Z);
        if (
          Z <= 0.05 ||
          theta > maxTheta ||
          pu < margin ||
          pv < margin ||
          pu > camera.width - 1 - margin ||
          pv > camera.height - 1 - margin
        ) {
          ok = false;
          break;
        }
        corners.push([
          round4(pu + NOISE_PX * gaussian(random)),
          round4(pv + NOISE_PX * gaussian(random)),
        ]);
      }
    }
    if (!ok) continue;
    views.push({
      file: `view-${String(views.length).padStart(2, '0')}.png`,
      corners,
      ids: corners.map((_, k) => k),
      rvec: rodriguesVector(R),
      tvec: t,
    });
    if (i > 10000) throw new Error('could not place the board');
  }
  return views;
}

const pinhole: CameraIntrinsics = {
  model: 'plumb_bob',
  width: 1280,
  height: 720,
  K: [1000.5, 0, 645.5, 0, 1001.7, 362.25, 0, 0, 1],
  D: [-0.28, 0.09, 0.0008, -0.0005, -0.012],
};

const fisheye: CameraIntrinsics = {
  model: 'equidistant',
  width: 1280,
  height: 960,
  K: [420.5, 0, 641.2, 0, 419.8, 478.9, 0, 0, 1],
  D: [-0.0136, -0.0061, 0.0018, -0.0004],
};

const random = seededRandom(SEED);
const datasets = [
  { name: 'pinhole', camera: pinhole, maxTheta: Math.PI / 2, near: 0.35, far: 0.8 },
  { name: 'fisheye', camera: fisheye, maxTheta: (80 * Math.PI) / 180, near: 0.18, far: 0.45 },
].map(({ name, camera, maxTheta, near, far }) => ({
  name,
  model: camera.model,
  board: BOARD,
  imageSize: { width: camera.width, height: camera.height },
  truth: { K: camera.K, D: camera.D },
  noise: NOISE_PX,
  views: makeViews(camera, random, maxTheta, near, far),
}));

process.stdout.write(`${JSON.stringify({ generator: 'make-corners.ts', seed: SEED, datasets })}\n`);
