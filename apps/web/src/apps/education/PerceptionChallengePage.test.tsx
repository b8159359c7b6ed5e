import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { ROUTES } from '@ads/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { call } from '../../lib/api';
import { renderInShell } from '../../shell/topbar/test-utils';
import { api, signIn, unique, connectToRealApi } from '../../test/real-api';
import ChallengePage from './ChallengePage';
import { submitPredictions } from './api';
import { readInKorean, createChallenge } from './test-challenges';

connectToRealApi();
readInKorean();

const page = (path: string) =>
  renderInShell(
    <Routes>
      <Route path="education/challenge/:id" element={<ChallengePage />} />
    </Routes>,
    path,
  );

/** A small sample dataset made by AI Benchmark's import job, as the SUPER; its id once ready. */
async function sampleDataset(name: string): Promise<number> {
  const made = await call(ROUTES.benchmark.generateSample, {
    body: { name, frames: 4, points_per_frame: 2_000, seed: 1, test_fraction: 0.5 },
  });
  if (!made.success) throw new Error(made.message);
  await waitFor(
    async () => {
      const list = await call(ROUTES.benchmark.datasets);
      if (!list.success) throw new Error(list.message);
      expect(list.detail.find((d) => d.id === made.detail.id)?.status).toBe('ready');
    },
    { timeout: 30_000, interval: 200 },
  );
  return made.detail.id;
}

const choose = (content: string, name: string) => {
  const input = screen.getByLabelText<HTMLInputElement>('예측 파일');
  fireEvent.change(input, {
    // Node's File: fetch under jsdom does not read jsdom's (a browser reads either).
    target: { files: [new NodeFile([content], name, { type: 'application/json' })] },
  });
};

describe('a perception challenge’s page', { timeout: 60_000 }, () => {
  it('shows the dataset and the file format instead of the code, and uploads a file', async () => {
    await signIn(api.superAccount);
    const name = unique('Street');
    const dataset = await sampleDataset(name);
    const challenge = await createChallenge(unique('Find cars'), {
      kind: 'perception',
      dataset_id: dataset,
      rules: [
        { key: 'nd_score', order: 'desc' },
        { key: 'mean_ap', order: 'desc' },
      ],
      episodes: [],
      starter: '',
    });
    page(`/education/challenge/${challenge.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: challenge.title })).toBeVisible();
    // The rules say how it is scored; nothing of the driving sandbox.
    expect(screen.getByRole('region', { name: '채점' })).toHaveTextContent(name);
    expect(screen.queryByRole('table', { name: '관측값' })).toBeNull();
    expect(screen.getByTestId('tie-break')).toHaveTextContent('NDS(높을수록 좋음) → mAP');

    fireEvent.click(screen.getByRole('tab', { name: '예측 파일' }));
    expect(await screen.findByTestId('dataset-name')).toHaveTextContent(name);
    const frames = screen.getByLabelText('채점 프레임');
    expect(frames.textContent!.trim().split(/\s+/)).toHaveLength(2);
    expect(screen.getByRole('region', { name: '파일 형식' })).toHaveTextContent('"pred"');
    expect(screen.queryByRole('button', { name: /Try|실행/ })).toBeNull();

    // A malformed file: the server's sentence, and the file is still chosen.
    choose('{"pred": [{"sample": "nope"}]}', 'bad.json');
    fireEvent.click(screen.getByRole('button', { name: '제출' }));
    const submit = screen.getByRole('region', { name: '제출' });
    expect(await within(submit).findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      /pred\[0\]/,
    );

    // An empty but valid file is queued; the page goes to my submissions.
    choose('{"pred": []}', 'empty.json');
    fireEvent.click(screen.getByRole('button', { name: '제출' }));
    await waitFor(
      () =>
        expect(screen.getByRole('tab', { name: '내 제출' })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      // The server checks the file in a worker before it answers.
      { timeout: 20_000 },
    );
    const mine = await call(ROUTES.education.mySubmissions, { params: { id: challenge.id } });
    expect(mine.success && mine.detail.map((s) => s.predictions)).toEqual([0]);
  });

  it('ranks by the perception metrics on the leaderboard', async () => {
    await signIn(api.superAccount);
    const dataset = await sampleDataset(unique('Board street'));
    const challenge = await createChallenge(unique('Board cars'), {
      kind: 'perception',
      dataset_id: dataset,
      rules: [{ key: 'mean_ap', order: 'desc' }],
      episodes: [],
      starter: '',
    });
    // Node's Blob: fetch under jsdom does not read jsdom's (a browser reads either).
    const sent = await submitPredictions(challenge.id, new NodeBlob(['{"pred": []}']) as Blob);
    expect(sent.success, JSON.stringify(sent)).toBe(true);
    await waitFor(
      async () => {
        const mine = await call(ROUTES.education.mySubmissions, { params: { id: challenge.id } });
        expect(mine.success && mine.detail[0]?.state).toBe('success');
      },
      { timeout: 30_000, interval: 200 },
    );
    page(`/education/challenge/${challenge.id}?tab=leaderboard`);
    const board = await screen.findByRole('table', { name: '리더보드' });
    expect(within(board).getByRole('columnheader', { name: /mAP/ })).toBeVisible();
    const mine = board.querySelector('tr[aria-current="true"]')!;
    expect(mine).toHaveTextContent('0.000');
  });
});
