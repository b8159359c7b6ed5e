import {
  BENCH_NAMESPACE,
  BENCH_QUEUE_EVENT,
  BENCH_QUEUE_REFUSED,
  type BenchDataset,
  ROUTES,
} from '@ads/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/api';
import { http } from '../../lib/http';
import { watchNamespace } from '../../lib/socket';
import { renderInShell } from '../../shell/topbar/test-utils';
import { api, connectToRealApi, signIn, signInFresh, unique } from '../../test/real-api';
import BenchmarkAdminPage from './BenchmarkAdminPage';
import BenchmarkPage from './BenchmarkPage';

// AI Benchmark's home and admin page against the real server (issue 30): the 'How to submit'
// panel with the format and the example file, the baseline on the test board, and the queue
// as the server pushes it. The SUPER: the app is on for it by default.

connectToRealApi();

const live = { timeout: 60_000, interval: 200 };

afterEach(() => {
  vi.restoreAllMocks();
});

/** A small sample dataset, ready, with its baseline scored on both splits. */
async function datasetWithBaseline(): Promise<BenchDataset> {
  const name = unique('Street');
  const made = await call(ROUTES.benchmark.generateSample, {
    body: { name, frames: 4, points_per_frame: 20_000, seed: 5, test_fraction: 0.5 },
  });
  if (!made.success) throw new Error(made.message);
  await waitFor(async () => {
    for (const split of ['val', 'test'] as const) {
      const board = await call(ROUTES.benchmark.leaderboard, {
        query: { dataset: made.detail.id, split, sort: 'nd_score' },
      });
      expect(board.success && board.detail.some((row) => row.baseline)).toBe(true);
    }
  }, live);
  const list = await call(ROUTES.benchmark.datasets);
  return list.success ? list.detail.find((d) => d.id === made.detail.id)! : made.detail;
}

/** Opens the dataset's tab when the page shows several (other tests of the server add some). */
async function chooseDataset(name: string) {
  await screen.findByRole('region', { name: 'Leaderboard' }, live);
  const tab = screen.queryByRole('tab', { name });
  if (tab) fireEvent.click(tab);
  await screen.findByRole('region', { name }, live);
}

describe('AI Benchmark home', { timeout: 120_000 }, () => {
  it('explains the format, hands out the example file and shows the baseline on the test board', async () => {
    await signIn(api.superAccount);
    const dataset = await datasetWithBaseline();
    const samples = await call(ROUTES.benchmark.samples, {
      params: { id: dataset.id },
      query: { split: 'val' },
    });
    if (!samples.success) throw new Error(samples.message);
    const val = samples.detail.samples;

    renderInShell(<BenchmarkPage />, '/benchmark');
    await chooseDataset(dataset.name);

    const panel = screen.getByRole('region', { name: 'How to submit' });
    // The format, with a frame of this dataset's val split in its example box.
    const format = within(panel).getByLabelText('Predictions format');
    await waitFor(() => expect(format).toHaveTextContent(`"sample": "${val[0]}"`));
    expect(format).toHaveTextContent('{"pred": [');
    const fields = within(panel).getByLabelText('Fields');
    for (const field of ['sample', 'class', 'x y z', 'l w h', 'yaw', 'score'])
      expect(within(fields).getByText(field, { selector: 'dt' })).toBeVisible();
    expect(panel).toHaveTextContent(`${dataset.test_daily_limit} submissions a day`);
    // The sample dataset has no poses: nuScenes files must say they are in the lidar frame.
    expect(panel).toHaveTextContent(
      'This dataset has no sample poses, so a nuScenes file’s boxes must be in the lidar frame, marked with "meta": {"frame": "lidar"}',
    );

    // The test board is not empty: the baseline's row, named as the studio's.
    const board = await screen.findByRole('table', { name: 'Leaderboard, test split' }, live);
    const baseline = within(board).getByRole('row', { name: /Baseline/ });
    expect(baseline).toHaveTextContent('ADS Studio');
    expect(within(baseline).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/benchmark\/submission\/\d+$/),
    );

    // The example file: what the browser is handed to save is the baseline's val predictions.
    const saved: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:example');
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Example file (val)' }));
    await waitFor(() => expect(saved).toHaveLength(1), live);
    expect(names).toEqual([`${dataset.name} val example.json`]);
    const file = JSON.parse(await saved[0]!.text()) as { pred: Array<{ sample: string }> };
    expect(file.pred.length).toBeGreaterThan(0);
    expect(file.pred.every((box) => val.includes(box.sample))).toBe(true);
  });

  it('gives a second watcher of the queue the last push at once, on the same socket', async () => {
    await signIn(api.superAccount);
    const first: unknown[] = [];
    const stopFirst = watchNamespace(BENCH_NAMESPACE, BENCH_QUEUE_EVENT, (q) => first.push(q));
    try {
      await waitFor(() => expect(first).toHaveLength(1), live);
      const second: unknown[] = [];
      const stopSecond = watchNamespace(BENCH_NAMESPACE, BENCH_QUEUE_EVENT, (q) => second.push(q));
      expect(second).toEqual([first[0]]);
      // The first one going leaves the second one's socket open.
      stopFirst();
      const made = await call(ROUTES.benchmark.generateSample, {
        body: {
          name: unique('Second'),
          frames: 2,
          points_per_frame: 2_000,
          seed: 4,
          test_fraction: 0.5,
        },
      });
      if (!made.success) throw new Error(made.message);
      await waitFor(() => expect(second.length).toBeGreaterThan(1), live);
      stopSecond();
    } finally {
      stopFirst();
    }
  });

  it('says why the queue is not shown to an admin whose role has the app off', async () => {
    // AI Benchmark is 'Update soon' for ADMIN by default: the push refuses the handshake.
    await signInFresh('ADMIN');
    renderInShell(<BenchmarkAdminPage />, '/benchmark/admin');
    const queue = await screen.findByRole('region', { name: 'Queue' });
    await waitFor(
      () => expect(within(queue).getByRole('alert')).toHaveTextContent(BENCH_QUEUE_REFUSED),
      live,
    );
  });

  it('lists the queue as the server pushes it, with no poll', async () => {
    await signIn(api.superAccount);
    const asked: string[] = [];
    const stop = http.watch((request) => {
      if (request.url === ROUTES.benchmark.queue.path) asked.push(request.url);
    });
    try {
      renderInShell(<BenchmarkAdminPage />, '/benchmark/admin');
      const queue = await screen.findByRole('region', { name: 'Queue' });
      await waitFor(() => expect(queue).not.toHaveTextContent('Connecting…'), live);
      // A new dataset's import appears in the list, pushed, then leaves it.
      const made = await call(ROUTES.benchmark.generateSample, {
        body: {
          name: unique('Queued'),
          frames: 2,
          points_per_frame: 5_000,
          seed: 9,
          test_fraction: 0.5,
        },
      });
      if (!made.success) throw new Error(made.message);
      await waitFor(() => expect(queue).toHaveTextContent(/Dataset import #\d+/), live);
      await waitFor(() => expect(queue).not.toHaveTextContent(/Dataset import #\d+/), live);
      expect(asked).toEqual([]);
    } finally {
      stop();
    }
  });
});
