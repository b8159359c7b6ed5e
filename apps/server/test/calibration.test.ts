import { API, type ExtrinsicResult, IntrinsicResult } from '@ads/contract';
import {
  fromRpy,
  parseCameraInfoYaml,
  parseOpenCvYaml,
  parseSensorKitYaml,
  projectPoint,
  apply3,
  transpose3,
} from '@ads/calibration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../../test-support/calibration/write-png';
import { calibrations } from '../src/db/schema';
import {
  BOARD,
  CAMERA,
  CHARUCO,
  boardPngs,
  charucoPngs,
  openCalibration,
  postIntrinsic,
} from './calibration-helpers';
import { createProject } from './map-helpers';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { snapshotRows } from './security/db-snapshot';

// Calibration's REST API end to end on a real server and database: the solvers in the server's
// worker thread on rendered board images (multipart, as the page sends them), point–pixel
// pairs and radar reflectors; results saved per project and sensor with their history, the
// YAML files they download as, and other people's ids answered as missing.

const C = API.calibration;

let server: TestServer;
let root: Account;
let owner: Account;
let other: Account;
let admin: Account;
let project: number;
let otherProject: number;
const pngs = boardPngs(12);

beforeAll(async () => {
  server = await startServer();
  root = await server.superAdmin();
  owner = await server.signUp({ username: 'Cal' });
  other = await server.signUp({ username: 'Dee' });
  admin = await server.withRole('ADMIN');
  await openCalibration(server, root);
  project = await createProject(server, owner, 'Sensor kit A');
  otherProject = await createProject(server, other, 'Elsewhere');
}, 60_000);
afterAll(() => server?.close());

const boardField = JSON.stringify(BOARD);

/** A lidar → camera transform and pairs of lidar points and their pixels through CAMERA. */
function knownPairs(count = 12) {
  // Near camera_link → optical (x forward → z forward), a little off.
  const R = transpose3(fromRpy(-1.6, 0.02, -1.55));
  const t: [number, number, number] = [0.05, -0.3, 0.12];
  const pairs = [];
  for (let i = 0; i < count; i += 1) {
    const point: [number, number, number] = [
      4 + (i % 4) * 1.5,
      -2 + ((i * 7) % 9) * 0.5,
      -0.5 + ((i * 3) % 5) * 0.4,
    ];
    const p = apply3(R, point);
    pairs.push({ point, pixel: projectPoint(CAMERA, p[0], p[1], p[2]) });
  }
  return { R, t, pairs: pairs.map((pair) => ({ ...pair })) };
}

describe('intrinsic calibration from images', () => {
  let result: IntrinsicResult;

  it('detects the board in each image and calibrates the camera it was rendered through', async () => {
    const answer = await postIntrinsic(server, owner.access, pngs, {
      board: boardField,
      model: 'plumb_bob',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    result = IntrinsicResult.parse(answer.body.detail);
    expect(result.image_size).toEqual([CAMERA.width, CAMERA.height]);
    expect(result.views.map((view) => view.file)).toEqual(pngs.map((png) => png.name));
    expect(result.views.every((view) => view.found && view.rms! < 0.5)).toBe(true);
    expect(result.rms).toBeLessThan(0.3);
    expect(Math.abs(result.K[0]! / CAMERA.K[0]! - 1)).toBeLessThan(0.005);
    expect(Math.abs(result.K[4]! / CAMERA.K[4]! - 1)).toBeLessThan(0.005);
    expect(Math.abs(result.K[2]! - CAMERA.K[2]!)).toBeLessThan(2);
    expect(Math.abs(result.K[5]! - CAMERA.K[5]!)).toBeLessThan(2);
    expect(result.D[0]).toBeCloseTo(CAMERA.D[0]!, 1);
    // No fix_k3 sent: k3 stays at 0, as ROS's camera_calibration leaves it by default.
    expect(result.D[4]).toBe(0);
    // OpenCV's standard deviations come with it: fx, fy, cx, cy and each of D's five.
    expect(result.std?.K).toHaveLength(4);
    expect(result.std?.D).toHaveLength(5);
    for (const sigma of result.std!.K) expect(sigma).toBeGreaterThan(0);
    expect(result.std!.K[0]).toBeLessThan(0.005 * CAMERA.K[0]!);
  }, 120_000);

  it('calibrates the rational_polynomial model (k1..k6) when asked, as ROS does for 6 k', async () => {
    const answer = await postIntrinsic(server, owner.access, pngs, {
      board: boardField,
      model: 'rational_polynomial',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rational = IntrinsicResult.parse(answer.body.detail);
    expect(rational.model).toBe('rational_polynomial');
    expect(rational.D).toHaveLength(8);
    expect(rational.std?.D).toHaveLength(8);
    expect(rational.rms).toBeLessThan(0.3);
    expect(Math.abs(rational.K[0]! / CAMERA.K[0]! - 1)).toBeLessThan(0.005);
  }, 120_000);

  it('answers an image without the board as not found with the reason, and keeps the rest', async () => {
    const blank = encodePng({
      width: CAMERA.width,
      height: CAMERA.height,
      data: new Uint8Array(CAMERA.width * CAMERA.height).fill(128),
    });
    const answer = await postIntrinsic(
      server,
      owner.access,
      [...pngs.slice(0, 6), { name: 'wall.png', png: blank }],
      { form: JSON.stringify({ board: BOARD, model: 'plumb_bob', fix_k3: false }) },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const wall = answer.body.detail.views.at(-1);
    expect(wall).toMatchObject({ file: 'wall.png', found: false, rms: null });
    expect(wall.reason).toEqual(expect.any(String));
    // fix_k3 false frees k3.
    expect(answer.body.detail.D[4]).not.toBe(0);
  }, 120_000);

  it('refuses what cannot be calibrated, with a sentence', async () => {
    const notMultipart = await server.call(C.intrinsic, {
      token: owner.access,
      body: { board: BOARD },
    });
    expect(notMultipart.status).toBe(415);

    const noImages = await postIntrinsic(server, owner.access, [], { board: boardField });
    expect(noImages.status).toBe(400);
    expect(noImages.body.message).toMatch(/images/);

    const badBoard = await postIntrinsic(server, owner.access, pngs.slice(0, 3), {
      board: JSON.stringify({ kind: 'chessboard', cols: 2, rows: 6, square: 0.04 }),
    });
    expect(badBoard.status).toBe(400);
    expect(Object.keys(badBoard.body.detail)).toContain('board.cols');

    const text = await postIntrinsic(
      server,
      owner.access,
      [{ name: 'notes.txt', png: Buffer.from('not an image'), type: 'text/plain' }],
      { board: boardField },
    );
    expect(text.status).toBe(422);
    expect(text.body.message).toMatch(/notes\.txt is not a PNG or JPEG/);

    const small = encodePng({ width: 320, height: 240, data: new Uint8Array(320 * 240) });
    const mixed = await postIntrinsic(
      server,
      owner.access,
      [...pngs.slice(0, 3), { name: 'small.png', png: small }],
      { board: boardField },
    );
    expect(mixed.status).toBe(422);
    expect(mixed.body.message).toMatch(/small\.png is 320×240/);

    const tooFew = await postIntrinsic(server, owner.access, pngs.slice(0, 2), {
      board: boardField,
    });
    expect(tooFew.status).toBe(422);
  }, 120_000);
});

describe('intrinsic calibration from ChArUco images', () => {
  it('finds the board’s corners by id, a partial view too, and calibrates the camera', async () => {
    const images = await charucoPngs(10);
    const answer = await postIntrinsic(server, owner.access, images, {
      board: JSON.stringify(CHARUCO),
      model: 'plumb_bob',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = IntrinsicResult.parse(answer.body.detail);
    expect(result.views.map((view) => view.file)).toEqual(images.map((image) => image.name));
    expect(result.views.every((view) => view.found && view.rms! < 0.3)).toBe(true);
    expect(result.rms).toBeLessThan(0.2);
    expect(Math.abs(result.K[0]! / CAMERA.K[0]! - 1)).toBeLessThan(0.005);
    expect(Math.abs(result.K[4]! / CAMERA.K[4]! - 1)).toBeLessThan(0.005);
    expect(Math.abs(result.K[2]! - CAMERA.K[2]!)).toBeLessThan(2);
    expect(Math.abs(result.K[5]! - CAMERA.K[5]!)).toBeLessThan(2);
    expect(result.D[0]).toBeCloseTo(CAMERA.D[0]!, 1);
  }, 120_000);

  it('answers a picture without the markers as not found, with the reason', async () => {
    const images = (await charucoPngs(4)).slice(0, 4);
    const chessboard = { ...pngs[0]!, name: 'chessboard.png' };
    const answer = await postIntrinsic(server, owner.access, [...images, chessboard], {
      board: JSON.stringify(CHARUCO),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.detail.views.at(-1)).toEqual({
      file: 'chessboard.png',
      found: false,
      rms: null,
      reason: expect.stringMatching(/^No DICT_4X4_50 markers found: check that the dictionary/),
    });
    // The same images with another dictionary set: no view has the board.
    const other = await postIntrinsic(server, owner.access, images, {
      board: JSON.stringify({ ...CHARUCO, dictionary: 'DICT_6X6_250' }),
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/at least 3 views with the board found/);
  }, 120_000);

  it('refuses a ChArUco board that cannot be, naming the field, and saves nothing', async () => {
    const before = await snapshotRows(server.database);
    const images = (await charucoPngs(3)).slice(0, 3);
    const bigMarker = await postIntrinsic(server, owner.access, images, {
      board: JSON.stringify({ ...CHARUCO, marker: 0.04 }),
    });
    expect(bigMarker.status).toBe(400);
    expect(bigMarker.body.detail['board.marker']).toMatch(/smaller than its square/);
    const unknown = await postIntrinsic(server, owner.access, images, {
      board: JSON.stringify({ ...CHARUCO, dictionary: 'DICT_9X9_42' }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail['board.dictionary']).toMatch(/Not an OpenCV ArUco dictionary/);
    const tooMany = await postIntrinsic(server, owner.access, images, {
      form: JSON.stringify({ board: { ...CHARUCO, squaresX: 12, squaresY: 10 } }),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail['board.dictionary']).toMatch(/60 markers; DICT_4X4_50 has only 50/);
    expect(await snapshotRows(server.database)).toEqual(before);
  }, 120_000);
});

describe('extrinsic and radar solvers', () => {
  it('recovers a lidar → camera transform from point–pixel pairs', async () => {
    const { R, t, pairs } = knownPairs();
    const moved = pairs.map(({ point }) => {
      const p = apply3(R, point);
      const q: [number, number, number] = [p[0] + t[0], p[1] + t[1], p[2] + t[2]];
      return { point, pixel: projectPoint(CAMERA, q[0], q[1], q[2]) };
    });
    const answer = await server.call(C.extrinsic, {
      token: owner.access,
      body: { K: CAMERA.K, D: CAMERA.D, model: 'plumb_bob', pairs: moved },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = answer.body.detail as ExtrinsicResult;
    result.R.forEach((value, i) => expect(value).toBeCloseTo(R[i]!, 6));
    result.t.forEach((value, i) => expect(value).toBeCloseTo(t[i]!, 6));
    expect(result.reprojection_rms).toBeLessThan(1e-3);
  });

  it('leaves misclicked pairs out as outliers instead of letting them bend the transform', async () => {
    const { R, t, pairs } = knownPairs(16);
    const moved = pairs.map(({ point }, i) => {
      const p = apply3(R, point);
      const [u, v] = projectPoint(CAMERA, p[0] + t[0], p[1] + t[1], p[2] + t[2]);
      // Pairs 4 and 10 clicked 40 px off.
      const off = i === 3 || i === 9 ? 40 : 0;
      return { point, pixel: [u + off, v - off / 2] };
    });
    const answer = await server.call(C.extrinsic, {
      token: owner.access,
      body: { K: CAMERA.K, D: CAMERA.D, model: 'plumb_bob', pairs: moved },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = answer.body.detail as ExtrinsicResult;
    expect(result.outliers).toEqual([3, 9]);
    expect(result.inlier_threshold).toBe(2);
    expect(result.residuals![3]).toBeGreaterThan(40);
    result.R.forEach((value, i) => expect(value).toBeCloseTo(R[i]!, 6));
    result.t.forEach((value, i) => expect(value).toBeCloseTo(t[i]!, 6));
    expect(result.reprojection_rms).toBeLessThan(1e-3);
  });

  it('refuses fewer than 6 pairs and points all on one line', async () => {
    const { pairs } = knownPairs();
    const few = await server.call(C.extrinsic, {
      token: owner.access,
      body: { K: CAMERA.K, D: CAMERA.D, pairs: pairs.slice(0, 5) },
    });
    expect(few.status).toBe(400);
    expect(few.body.detail.pairs).toMatch(/at least 6/);
    const line = pairs.map((pair, i) => ({ ...pair, point: [5 + i, 0, 0] }));
    const degenerate = await server.call(C.extrinsic, {
      token: owner.access,
      body: { K: CAMERA.K, D: CAMERA.D, pairs: line },
    });
    expect(degenerate.status).toBe(422);
  });

  it('fits the radar in the lidar frame from matched reflectors', async () => {
    const yaw = 0.05;
    const [x, y] = [1.2, -0.4];
    const radar: Array<[number, number]> = [
      [5, 1],
      [9, -3],
      [14, 4],
      [20, -1],
    ];
    const pairs = radar.map(([rx, ry]) => ({
      radar: [rx, ry] as [number, number],
      lidar: [
        Math.cos(yaw) * rx - Math.sin(yaw) * ry + x,
        Math.sin(yaw) * rx + Math.cos(yaw) * ry + y,
      ] as [number, number],
    }));
    const answer = await server.call(C.radar, { token: owner.access, body: { pairs } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.detail.x).toBeCloseTo(x, 9);
    expect(answer.body.detail.y).toBeCloseTo(y, 9);
    expect(answer.body.detail.yaw).toBeCloseTo(yaw, 9);
    expect(answer.body.detail.residuals).toHaveLength(4);
  });
});

describe('saved calibrations', () => {
  const intrinsic = {
    rms: 0.21,
    K: CAMERA.K,
    D: CAMERA.D,
    model: 'plumb_bob' as const,
    image_size: [CAMERA.width, CAMERA.height] as [number, number],
    views: [
      { file: 'a.png', found: true, rms: 0.2 },
      { file: 'b.png', found: false, rms: null, reason: 'No board.' },
    ],
  };
  const save = (token: string, body: Record<string, unknown>) =>
    server.call(C.save, { token, body });

  it('keeps each save as the sensor’s newest, and lists the history', async () => {
    const first = await save(owner.access, {
      project_id: project,
      sensor: 'camera0',
      kind: 'camera_intrinsics',
      result: intrinsic,
      board: BOARD,
      note: 'first',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await save(owner.access, {
      project_id: project,
      sensor: 'camera0',
      kind: 'camera_intrinsics',
      result: { ...intrinsic, rms: 0.18 },
      board: BOARD,
    });
    await save(owner.access, {
      project_id: project,
      sensor: 'camera1',
      kind: 'camera_intrinsics',
      result: intrinsic,
      board: BOARD,
    });
    const history = await server.call(C.list, {
      token: owner.access,
      query: { project_id: project, sensor: 'camera0' },
    });
    expect(history.status).toBe(200);
    expect(history.body.detail.map((entry: { id: number }) => entry.id)).toEqual([
      second.body.detail.id,
      first.body.detail.id,
    ]);
    expect(history.body.detail[1]).toMatchObject({
      sensor: 'camera0',
      note: 'first',
      kind: 'camera_intrinsics',
      created_by: { id: owner.id, name: 'Cal' },
      result: { rms: 0.21 },
    });
    const all = await server.call(C.list, { token: owner.access, query: { project_id: project } });
    expect(all.body.detail).toHaveLength(3);
  });

  it('downloads camera_info and OpenCV YAML that read back as the saved camera', async () => {
    const saved = await save(owner.access, {
      project_id: project,
      sensor: 'camera0',
      kind: 'camera_intrinsics',
      result: intrinsic,
      board: BOARD,
    });
    const id = saved.body.detail.id as number;
    const info = await fetch(`${server.url}/api/calibration/${id}/camera_info.yaml`, {
      headers: { authorization: `Bearer ${owner.access}` },
    });
    expect(info.status).toBe(200);
    expect(info.headers.get('content-type')).toMatch(/yaml/);
    const parsed = parseCameraInfoYaml(await info.text());
    expect(parsed.cameraName).toBe('camera0');
    expect(parsed.intrinsics).toEqual({
      model: 'plumb_bob',
      width: CAMERA.width,
      height: CAMERA.height,
      K: CAMERA.K,
      D: CAMERA.D,
    });
    const opencv = await fetch(`${server.url}/api/calibration/${id}/opencv.yaml`, {
      headers: { authorization: `Bearer ${owner.access}` },
    });
    expect(parseOpenCvYaml(await opencv.text()).intrinsics.K).toEqual(CAMERA.K);
    const noKit = await server.call(C.sensorKit, { token: owner.access, params: { id } });
    expect(noKit.status).toBe(404);
  });

  it('keeps a ChArUco calibration with its board, and writes the board’s inner corners', async () => {
    const saved = await save(owner.access, {
      project_id: project,
      sensor: 'camera2',
      kind: 'camera_intrinsics',
      result: intrinsic,
      board: CHARUCO,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.detail.id as number;
    const read = await server.call(C.get, { token: owner.access, params: { id } });
    expect(read.body.detail.board).toEqual(CHARUCO);
    const opencv = await fetch(`${server.url}/api/calibration/${id}/opencv.yaml`, {
      headers: { authorization: `Bearer ${owner.access}` },
    });
    // 7 × 5 squares have 6 × 4 inner corners.
    expect(parseOpenCvYaml(await opencv.text()).board).toEqual({
      width: 6,
      height: 4,
      squareSize: 0.04,
    });

    const before = await snapshotRows(server.database);
    const bad = await save(owner.access, {
      project_id: project,
      sensor: 'camera2',
      kind: 'camera_intrinsics',
      result: intrinsic,
      board: { ...CHARUCO, marker: 0.05 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail['board.marker']).toMatch(/smaller than its square/);
    expect(await snapshotRows(server.database)).toEqual(before);
  });

  it('writes a lidar–camera result as the camera’s pose in the lidar frame', async () => {
    const R = fromRpy(-Math.PI / 2, 0, -Math.PI / 2);
    // The optical frame is turned as camera_link → optical is; the camera sits 1.5 m ahead.
    const saved = await save(owner.access, {
      project_id: project,
      sensor: 'camera0',
      kind: 'lidar_camera',
      frames: { parent: 'lidar', child: 'camera0/camera_link' },
      result: {
        R: [R[0], R[3], R[6], R[1], R[4], R[7], R[2], R[5], R[8]],
        t: apply3([R[0]!, R[3]!, R[6]!, R[1]!, R[4]!, R[7]!, R[2]!, R[5]!, R[8]!], [-1.5, 0, 0]),
        rpy: [0, 0, 0],
        quaternion: [0, 0, 0, 1],
        reprojection_rms: 0.4,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const kit = await fetch(
      `${server.url}/api/calibration/${saved.body.detail.id}/sensor_kit.yaml`,
      {
        headers: { authorization: `Bearer ${owner.access}` },
      },
    );
    const parsed = parseSensorKitYaml(await kit.text());
    expect(parsed.parent).toBe('lidar');
    expect(parsed.entries[0]).toMatchObject({ frame: 'camera0/camera_link' });
    expect(parsed.entries[0]!.x).toBeCloseTo(1.5, 6);
    for (const key of ['y', 'z', 'roll', 'pitch', 'yaw'] as const) {
      expect(parsed.entries[0]![key]).toBeCloseTo(0, 6);
    }
    const noInfo = await server.call(C.cameraInfo, {
      token: owner.access,
      params: { id: saved.body.detail.id },
    });
    expect(noInfo.status).toBe(404);
  });

  const DEG = Math.PI / 180;
  const radarFit = { x: 1.2, y: -0.4, yaw: 0.05, rms: 0.021, residuals: [0.01, 0.03, 0.02] };
  const radarFrames = { parent: 'lidar', child: 'front_radar' };
  const kitOf = async (id: number) => {
    const kit = await fetch(`${server.url}/api/calibration/${id}/sensor_kit.yaml`, {
      headers: { authorization: `Bearer ${owner.access}` },
    });
    expect(kit.status).toBe(200);
    return parseSensorKitYaml(await kit.text());
  };

  it('keeps a radar result with its mounting z, roll and pitch, and writes them to the sensor-kit YAML', async () => {
    const mounting = { z: 0.85, roll: 1.5 * DEG, pitch: -3 * DEG };
    const saved = await save(owner.access, {
      project_id: project,
      sensor: 'rear_radar',
      kind: 'radar_lidar',
      frames: radarFrames,
      result: radarFit,
      mounting,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.detail.id as number;
    const read = await server.call(C.get, { token: owner.access, params: { id } });
    expect(read.body.detail).toMatchObject({ kind: 'radar_lidar', mounting, result: radarFit });
    const listed = await server.call(C.list, {
      token: owner.access,
      query: { project_id: project, sensor: 'rear_radar' },
    });
    expect(listed.body.detail[0]).toMatchObject({ id, mounting });

    const entry = (await kitOf(id)).entries[0]!;
    expect(entry.frame).toBe('front_radar');
    expect(entry.x).toBeCloseTo(1.2, 6);
    expect(entry.y).toBeCloseTo(-0.4, 6);
    expect(entry.yaw).toBeCloseTo(0.05, 6);
    expect(entry.z).toBeCloseTo(0.85, 6);
    expect(entry.roll).toBeCloseTo(1.5 * DEG, 6);
    expect(entry.pitch).toBeCloseTo(-3 * DEG, 6);

    // Not given: 0, the radar in the lidar's plane.
    const level = await save(owner.access, {
      project_id: project,
      sensor: 'rear_radar',
      kind: 'radar_lidar',
      frames: radarFrames,
      result: radarFit,
    });
    expect(level.body.detail.mounting).toEqual({ z: 0, roll: 0, pitch: 0 });
  });

  it('keeps the solvers’ uncertainty: intrinsic standard deviations, each pair’s residual', async () => {
    const std = { K: [0.42, 0.4, 0.31, 0.29], D: [0.002, 0.009, 0.0001, 0.0001, null] };
    const saved = await save(owner.access, {
      project_id: project,
      sensor: 'camera3',
      kind: 'camera_intrinsics',
      result: { ...intrinsic, std },
      board: BOARD,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await server.call(C.get, {
      token: owner.access,
      params: { id: saved.body.detail.id },
    });
    expect(read.body.detail.result.std).toEqual(std);

    const { R, t } = knownPairs();
    const residuals = [0.3, 0.5, 0.2, 0.4, 0.6, 0.1, 0.3];
    const extrinsic = await save(owner.access, {
      project_id: project,
      sensor: 'camera3',
      kind: 'lidar_camera',
      frames: { parent: 'lidar', child: 'camera3/camera_optical_link' },
      result: { R, t, rpy: [0, 0, 0], quaternion: [0, 0, 0, 1], reprojection_rms: 0.37, residuals },
    });
    expect(extrinsic.status, JSON.stringify(extrinsic.body)).toBe(200);
    const back = await server.call(C.get, {
      token: owner.access,
      params: { id: extrinsic.body.detail.id },
    });
    expect(back.body.detail.result).toMatchObject({ reprojection_rms: 0.37, residuals });
  });

  it('reads a row saved before the mounting and standard deviations were kept', async () => {
    const [radarRow] = await server.database.db
      .insert(calibrations)
      .values({
        projectId: project,
        sensor: 'old_radar',
        kind: 'radar_lidar',
        body: { result: radarFit, frames: radarFrames },
        note: 'before mounting',
        createdBy: owner.id,
      })
      .returning({ id: calibrations.id });
    const [cameraRow] = await server.database.db
      .insert(calibrations)
      .values({
        projectId: project,
        sensor: 'old_camera',
        kind: 'camera_intrinsics',
        body: { result: intrinsic, board: BOARD },
        note: '',
        createdBy: owner.id,
      })
      .returning({ id: calibrations.id });

    const radar = await server.call(C.get, { token: owner.access, params: { id: radarRow!.id } });
    expect(radar.status).toBe(200);
    expect(radar.body.detail).toMatchObject({
      kind: 'radar_lidar',
      note: 'before mounting',
      result: radarFit,
      frames: radarFrames,
      mounting: { z: 0, roll: 0, pitch: 0 },
    });
    const listed = await server.call(C.list, {
      token: owner.access,
      query: { project_id: project, sensor: 'old_radar' },
    });
    expect(listed.body.detail).toEqual([radar.body.detail]);
    const entry = (await kitOf(radarRow!.id)).entries[0]!;
    expect(entry.x).toBeCloseTo(1.2, 6);
    expect([entry.z, entry.roll, entry.pitch]).toEqual([0, 0, 0]);

    const camera = await server.call(C.get, {
      token: owner.access,
      params: { id: cameraRow!.id },
    });
    expect(camera.status).toBe(200);
    expect(camera.body.detail.result).toEqual(intrinsic);
    const info = await fetch(`${server.url}/api/calibration/${cameraRow!.id}/camera_info.yaml`, {
      headers: { authorization: `Bearer ${owner.access}` },
    });
    expect(parseCameraInfoYaml(await info.text()).intrinsics.K).toEqual(CAMERA.K);
  });

  it('refuses a mounting or standard deviations that cannot be, and stores nothing', async () => {
    const before = await snapshotRows(server.database);
    const tilted = await save(owner.access, {
      project_id: project,
      sensor: 'front_radar',
      kind: 'radar_lidar',
      frames: radarFrames,
      result: radarFit,
      mounting: { z: 'high', roll: 4, pitch: 0 },
    });
    expect(tilted.status).toBe(400);
    expect(Object.keys(tilted.body.detail)).toEqual(
      expect.arrayContaining(['mounting.z', 'mounting.roll']),
    );
    const negative = await save(owner.access, {
      project_id: project,
      sensor: 'camera3',
      kind: 'camera_intrinsics',
      result: { ...intrinsic, std: { K: [0.4, -0.4, 0.3, 0.3], D: [] } },
      board: BOARD,
    });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.body.detail)).toEqual(expect.arrayContaining(['result.std.K.1']));
    expect(await snapshotRows(server.database)).toEqual(before);
  });

  it('answers someone else’s project and calibration as missing, and lets an admin in', async () => {
    const saved = await save(owner.access, {
      project_id: project,
      sensor: 'front_radar',
      kind: 'radar_lidar',
      frames: { parent: 'lidar', child: 'front_radar' },
      result: { x: 1, y: 0, yaw: 0.01, rms: 0.02, residuals: [0.01, 0.03] },
    });
    const id = saved.body.detail.id as number;
    const before = await snapshotRows(server.database);
    for (const [endpoint, options] of [
      [C.get, { params: { id } }],
      [C.remove, { params: { id } }],
      [C.cameraInfo, { params: { id } }],
      [C.list, { query: { project_id: project } }],
    ] as const) {
      const answer = await server.call(endpoint, { token: other.access, ...options });
      expect(answer.status, `${endpoint.method} ${endpoint.path}`).toBe(404);
    }
    const intoOthers = await save(other.access, {
      project_id: project,
      sensor: 'camera0',
      kind: 'camera_intrinsics',
      result: intrinsic,
      board: BOARD,
    });
    expect(intoOthers.status).toBe(404);
    expect(await snapshotRows(server.database)).toEqual(before);

    const seen = await server.call(C.get, { token: admin.access, params: { id } });
    expect(seen.status).toBe(200);
    const mine = await server.call(C.list, {
      token: other.access,
      query: { project_id: otherProject },
    });
    expect(mine.body.detail).toEqual([]);
    const removed = await server.call(C.remove, { token: owner.access, params: { id } });
    expect(removed.status).toBe(200);
    expect((await server.call(C.get, { token: owner.access, params: { id } })).status).toBe(404);
  });

  it('refuses a bad save with the fields named, and stores nothing', async () => {
    const before = await snapshotRows(server.database);
    const answer = await save(owner.access, {
      project_id: project,
      sensor: 'cam era',
      kind: 'camera_intrinsics',
      result: { ...intrinsic, K: [1, 2, 3] },
      board: BOARD,
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.detail)).toEqual(expect.arrayContaining(['sensor']));
    expect(await snapshotRows(server.database)).toEqual(before);
  });

  it('is refused to a role that has Calibration off (SUPER-only by default)', async () => {
    await server.call(API.changeAppAvailability, {
      token: root.access,
      params: { key: 'calibration' },
      body: { states: { USER: 'disabled' } },
    });
    try {
      const answer = await server.call(C.list, {
        token: owner.access,
        query: { project_id: project },
      });
      expect(answer.status).toBe(403);
    } finally {
      await openCalibration(server, root);
    }
  });
});
