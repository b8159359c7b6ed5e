// @vitest-environment node
import { type Vec2, fromRpy, projectPoint } from '@ads/calibration';
import { describe, expect, it, vi } from 'vitest';
import {
  LIDAR_EXAMPLE,
  RADAR_EXAMPLE,
  parseLidarCsv,
  parseRadarCsv,
  radarPoints,
} from '../radar/radar-csv';
import { InProcessWorker } from '../test/in-process-worker';
import type { WorkerAnswer, WorkerRequest } from './protocol';
import { CalibrationWorkerClient, type WorkerLike } from './worker-client';

/*
 * The page's side of the worker protocol against two stand-ins: a scripted worker (the
 * protocol's rules: answers by number, progress, failures, a worker that dies) and the real
 * tasks run in-process (what the page gets back from the contract's solvers and OpenCV.js, with
 * requests and answers cloned as postMessage would). Node, not jsdom: OpenCV.js takes a
 * browser-looking global for a web page and looks for its script there.
 */

class ScriptedWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  readonly sent: WorkerRequest[] = [];
  terminated = false;
  postMessage(message: WorkerRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  say(answer: WorkerAnswer) {
    this.onmessage?.({ data: answer } as MessageEvent<WorkerAnswer>);
  }
}

describe('CalibrationWorkerClient, the protocol', () => {
  it('starts the worker with the first task and answers each task by its number', async () => {
    const workers: ScriptedWorker[] = [];
    const client = new CalibrationWorkerClient(() => {
      workers.push(new ScriptedWorker());
      return workers.at(-1)!;
    });
    expect(workers).toHaveLength(0);
    const progress = vi.fn();
    const first = client.run('forget', { cloud: 'a' }, { onProgress: progress });
    const second = client.run('forget', { cloud: 'b' });
    const [worker] = workers;
    expect(workers).toHaveLength(1);
    expect(worker!.sent.map((r) => [r.seq, r.task])).toEqual([
      [1, 'forget'],
      [2, 'forget'],
    ]);
    worker!.say({ seq: 1, kind: 'progress', stage: 'Half way', done: 1, total: 2 });
    worker!.say({ seq: 2, kind: 'done', value: 'second' });
    worker!.say({ seq: 9, kind: 'done', value: 'nobody asked' });
    worker!.say({ seq: 1, kind: 'failed', message: 'The cloud is gone.' });
    await expect(second).resolves.toBe('second');
    await expect(first).rejects.toThrow('The cloud is gone.');
    expect(progress).toHaveBeenCalledExactlyOnceWith({ stage: 'Half way', done: 1, total: 2 });
    expect(client.pending).toBe(0);
  });

  it('fails every waiting task when the worker dies, and starts a new one for the next', async () => {
    const workers: ScriptedWorker[] = [];
    const client = new CalibrationWorkerClient(() => {
      workers.push(new ScriptedWorker());
      return workers.at(-1)!;
    });
    const waiting = [client.run('forget', { cloud: 'a' }), client.run('forget', { cloud: 'b' })];
    workers[0]!.onerror?.({ message: 'CompileError: WebAssembly', preventDefault() {} } as never);
    for (const task of waiting) {
      await expect(task).rejects.toThrow(/calibration worker stopped: CompileError: WebAssembly/);
    }
    expect(workers[0]!.terminated).toBe(true);
    const next = client.run('forget', { cloud: 'c' });
    expect(workers).toHaveLength(2);
    workers[1]!.say({ seq: 3, kind: 'done', value: null });
    await expect(next).resolves.toBeNull();
  });

  it('fails what waits when the page closes it, and starts afresh if asked again', async () => {
    const workers: ScriptedWorker[] = [];
    const client = new CalibrationWorkerClient(() => {
      workers.push(new ScriptedWorker());
      return workers.at(-1)!;
    });
    const waiting = client.run('forget', { cloud: 'a' });
    client.dispose();
    await expect(waiting).rejects.toThrow('The calibration page was closed.');
    expect(workers[0]!.terminated).toBe(true);
    const again = client.run('forget', { cloud: 'b' });
    expect(workers).toHaveLength(2);
    workers[1]!.say({ seq: 2, kind: 'done', value: null });
    await expect(again).resolves.toBeNull();
  });
});

describe('CalibrationWorkerClient, with the real tasks', () => {
  const client = new CalibrationWorkerClient(() => new InProcessWorker());
  const board = { kind: 'chessboard' as const, cols: 8, rows: 5, square: 0.03 };

  it('finds a printed board’s corners, in the contract’s order, and says why not on a blank', async () => {
    const stages: string[] = [];
    const found = await client.run(
      'detect',
      { image: new Blob(['board 8x5']), board },
      { onProgress: (p) => stages.push(p.stage) },
    );
    expect(stages).toEqual(['Reading the image…', 'Finding the board’s corners…']);
    expect(found.width).toBe(11 * 24);
    expect(found.detection.found).toBe(true);
    expect(found.detection.corners).toHaveLength(40);
    // Corner i = r * cols + c sits where the printed squares meet: (c + 2, r + 2) squares in.
    const corners = found.detection.corners;
    const near = (p: Vec2, q: Vec2) => Math.hypot(p[0] - q[0], p[1] - q[1]) < 0.6;
    const [c0, c1, c8] = [corners[0]!, corners[1]!, corners[8]!];
    const step = 24;
    // The binding order may start at any board corner; neighbours are one square apart.
    expect(Math.hypot(c1[0] - c0[0], c1[1] - c0[1])).toBeCloseTo(step, 0);
    expect(Math.hypot(c8[0] - c0[0], c8[1] - c0[1])).toBeCloseTo(step, 0);
    const onGrid = corners.every((p) =>
      near(p, [
        Math.round(p[0] / step + 0.5) * step - 0.5,
        Math.round(p[1] / step + 0.5) * step - 0.5,
      ]),
    );
    expect(onGrid).toBe(true);

    const blank = await client.run('detect', { image: new Blob(['blank']), board });
    expect(blank.detection.found).toBe(false);
    expect(blank.detection.reason).toMatch(/No chessboard found/);

    await expect(client.run('detect', { image: new Blob(['junk']), board })).rejects.toThrow(
      'not an image',
    );
  });

  it('calibrates with OpenCV as the page asks, from corners of views at several poses', async () => {
    const camera = {
      model: 'plumb_bob' as const,
      width: 1280,
      height: 800,
      K: [900, 0, 640, 0, 880, 400, 0, 0, 1],
      D: [-0.2, 0.05, 0.001, -0.001, 0],
    };
    const poses: Array<[number, number, number, number, number, number]> = [
      [0.2, -0.1, 0, -0.1, -0.06, 0.6],
      [-0.25, 0.15, 0.1, -0.12, -0.05, 0.7],
      [0.1, 0.3, -0.1, -0.08, -0.08, 0.55],
      [-0.1, -0.3, 0.05, -0.15, -0.02, 0.8],
      [0.3, 0.2, 0.2, -0.02, -0.1, 0.65],
    ];
    const views = poses.map(([roll, pitch, yaw, x, y, z], i) => {
      const R = fromRpy(roll, pitch, yaw);
      const corners: Vec2[] = [];
      for (let r = 0; r < board.rows; r += 1) {
        for (let c = 0; c < board.cols; c += 1) {
          const p = [c * board.square, r * board.square, 0];
          const q = [0, 1, 2].map((k) => R[k * 3]! * p[0]! + R[k * 3 + 1]! * p[1]! + [x, y, z][k]!);
          corners.push(projectPoint(camera, q[0]!, q[1]!, q[2]!));
        }
      }
      return { file: `view${i}.png`, corners, ids: corners.map((_, k) => k) };
    });
    const stages: string[] = [];
    const result = await client.run(
      'calibrate',
      { board, imageSize: { width: 1280, height: 800 }, views, model: 'plumb_bob', fixK3: true },
      { onProgress: (p) => stages.push(p.stage) },
    );
    expect(stages).toEqual(['Loading OpenCV (once per visit)…', 'Solving from 5 views…']);
    expect(result.rms).toBeLessThan(0.01);
    expect(result.K[0]).toBeCloseTo(900, 1);
    expect(result.K[4]).toBeCloseTo(880, 1);
    expect(result.D[0]).toBeCloseTo(-0.2, 3);
    expect(result.views.map((view) => view.file)).toEqual(views.map((view) => view.file));
  }, 60_000);

  it('keeps a cloud for the overlay, and forgets it when told', async () => {
    // KITTI .bin: x, y, z, reflectance; two points ahead of the lidar, one behind.
    const points = new Float32Array([10, 0, 0, 0.5, 10, 1, 0.5, 1, -10, 0, 0, 0.25]);
    const cloud = await client.run('cloud', {
      cloud: 'scan',
      name: 'scan.bin',
      bytes: points.buffer.slice(0),
    });
    expect(cloud.count).toBe(3);
    expect([...cloud.positions.subarray(0, 3)]).toEqual([10, 0, 0]);
    expect([...cloud.intensity!]).toEqual([0.5, 1, 0.25]);
    // Lidar x forward → optical z forward: p_camera = (−y, −z, x).
    const R = [0, -1, 0, 0, 0, -1, 1, 0, 0];
    const intrinsics = {
      model: 'plumb_bob' as const,
      width: 640,
      height: 480,
      K: [500, 0, 319.5, 0, 500, 239.5, 0, 0, 1],
      D: [0, 0, 0, 0, 0],
    };
    const overlay = await client.run('overlay', { cloud: 'scan', intrinsics, R, t: [0, 0, 0] });
    expect(overlay.count).toBe(2);
    expect(overlay.u[0]).toBeCloseTo(319.5, 4);
    expect(overlay.v[1]).toBeCloseTo(239.5 - 25, 4);
    expect([...overlay.depth]).toEqual([10, 10]);
    await client.run('forget', { cloud: 'scan' });
    await expect(
      client.run('overlay', { cloud: 'scan', intrinsics, R, t: [0, 0, 0] }),
    ).rejects.toThrow(/no longer loaded/);
  });

  it('fits the radar, and refuses with the solver’s sentence when it cannot', async () => {
    const lidar: Vec2[] = [
      [5, 1],
      [8, -2],
      [12, 3],
    ];
    const yaw = 0.05;
    // The radar sits at (1, 0.5) turned by yaw: radar = Rz(−yaw) (lidar − t).
    const radar = lidar.map(([x, y]): Vec2 => {
      const [dx, dy] = [x - 1, y - 0.5];
      return [Math.cos(yaw) * dx + Math.sin(yaw) * dy, -Math.sin(yaw) * dx + Math.cos(yaw) * dy];
    });
    const fit = await client.run('radar', {
      radar,
      lidar,
      guess: { x: 0, y: 0, yaw: 0 },
      gate: 2,
    });
    expect(fit.x).toBeCloseTo(1, 6);
    expect(fit.y).toBeCloseTo(0.5, 6);
    expect(fit.yaw).toBeCloseTo(yaw, 6);
    expect(fit.matches).toHaveLength(3);
    await expect(
      client.run('radar', {
        radar: radar.slice(0, 1),
        lidar,
        guess: { x: 0, y: 0, yaw: 0 },
        gate: 2,
      }),
    ).rejects.toThrow(/matched/);
  });

  it('fits the radar tab’s example to the pose it was made from', async () => {
    const radar = radarPoints(parseRadarCsv(RADAR_EXAMPLE).rows, { minRcs: 5, azimuthLeft: true });
    const lidar = parseLidarCsv(LIDAR_EXAMPLE).rows.map((row): Vec2 => [row.x, row.y]);
    const fit = await client.run('radar', {
      radar: radar.points,
      lidar,
      guess: { x: 0, y: 0, yaw: 0 },
      gate: 1.5,
    });
    expect(fit.matches).toHaveLength(5);
    expect(fit.x).toBeCloseTo(1.2, 1);
    expect(fit.y).toBeCloseTo(0.6, 1);
    expect((fit.yaw * 180) / Math.PI).toBeCloseTo(-2, 0);
    expect(fit.rms).toBeLessThan(0.05);
  });
});
