import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../shell/topbar/test-utils';
import { api, connectToRealApi, signIn, unique } from '../../test/real-api';
import ChallengePage from './ChallengePage';
import { ROUTES } from '@ads/contract';
import { call } from '../../lib/api';
import { readInKorean, challengeBody, createChallenge, submitScored } from './test-challenges';

connectToRealApi();
readInKorean();

const page = (path: string) =>
  renderInShell(
    <Routes>
      <Route path="education/challenge/:id" element={<ChallengePage />} />
    </Routes>,
    path,
  );

describe('ChallengePage', { timeout: 60_000 }, () => {
  it('states the rules in order with the tie-break, and documents the observation', async () => {
    await signIn(api.superAccount);
    const challenge = await createChallenge(unique('Rules lap'), {
      rules: [
        { key: 'completion', order: 'desc' },
        { key: 'penalties', order: 'asc' },
        { key: 'time', order: 'asc' },
      ],
      attempts_per_day: 3,
      points: 250,
    });
    page(`/education/challenge/${challenge.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: challenge.title })).toBeVisible();
    const ranking = screen.getByRole('region', { name: '순위 기준' });
    const order = within(ranking)
      .getAllByRole('listitem')
      .map((item) => item.dataset.rule);
    expect(order).toEqual(['completion', 'penalties', 'time']);
    expect(within(ranking).getByTestId('tie-break')).toHaveTextContent(
      '완주율(높을수록 좋음) → 벌점 시간(낮을수록 좋음) → 주행 시간(낮을수록 좋음)',
    );
    expect(ranking).toHaveTextContent('1위 250점');
    expect(screen.getByRole('region', { name: '제한과 일정' })).toHaveTextContent('24시간에 3번');
    expect(screen.getByRole('region', { name: '과제 설명' })).toHaveTextContent('Drive one lap.');
    const obs = screen.getByRole('table', { name: '관측값' });
    for (const field of ['lateral_offset', 'curvature_ahead', 'next_stop', 'remaining']) {
      expect(obs).toHaveTextContent(field);
    }
    expect(screen.getByRole('table', { name: '응답' })).toHaveTextContent('steering');
  });

  it('shows my scored submission, its replay and my row on the leaderboard', async () => {
    await signIn(api.superAccount);
    const challenge = await createChallenge(unique('Board lap'));
    const submission = await submitScored(challenge.id);
    page(`/education/challenge/${challenge.id}?tab=leaderboard`);

    const board = await screen.findByRole('table', { name: '리더보드' });
    const mine = board.querySelector('tr[aria-current="true"]');
    expect(mine).toHaveAttribute('data-rank', '1');
    expect(mine).toHaveTextContent('100%');
    expect(screen.getByTestId('tie-break')).toHaveTextContent('먼저 제출한 쪽이 앞섭니다');

    fireEvent.click(screen.getByRole('tab', { name: '내 제출' }));
    const card = await screen.findByRole('article', { name: `제출 #${submission}` });
    expect(card).toHaveAttribute('data-state', 'success');
    expect(within(card).getByLabelText('점수')).toHaveTextContent('완주율 100%');
    expect(within(card).getByRole('region', { name: '에피소드 1' })).toHaveAttribute(
      'data-end',
      'finished',
    );

    fireEvent.click(within(card).getByRole('button', { name: '에피소드 1 리플레이' }));
    const replay = await screen.findByRole('dialog', { name: /리플레이 · 제출/ });
    // jsdom has no Web Worker to build the map in: the dialog says so instead of drawing.
    expect(await within(replay).findByText(/Web Worker/)).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(`/education/challenge/${challenge.id}`);
  });

  it('once closed, ranks by the hidden final episodes and says so', async () => {
    await signIn(api.superAccount);
    const body = challengeBody(unique('Final lap'), {
      final_episodes: [{ seed: 8, laps: 1, time_limit_s: 200, lights: true, obstacles: 1 }],
    });
    const created = await call(ROUTES.education.createChallenge, { body });
    if (!created.success) throw new Error(created.message);
    const submission = await submitScored(created.detail.id);
    const closed = await call(ROUTES.education.updateChallenge, {
      params: { id: created.detail.id },
      body: { ...body, state: 'closed' },
    });
    if (!closed.success) throw new Error(closed.message);
    page(`/education/challenge/${created.detail.id}?tab=leaderboard`);

    expect(await screen.findByTestId('final-ranking')).toHaveTextContent('최종 순위');
    expect(screen.getByRole('table', { name: '리더보드' })).toHaveTextContent('100%');
    fireEvent.click(screen.getByRole('tab', { name: '내 제출' }));
    const card = await screen.findByRole('article', { name: `제출 #${submission}` });
    expect(within(card).getByLabelText('최종 점수')).toHaveTextContent('완주율');
  });

  it('says a challenge that is not there is not there', async () => {
    await signIn(api.superAccount);
    page('/education/challenge/987654321');
    expect(await screen.findByRole('heading', { name: '챌린지를 찾을 수 없습니다' })).toBeVisible();
    expect(screen.getByRole('link', { name: '챌린지 목록으로' })).toHaveAttribute(
      'href',
      '/education/challenge',
    );
  });
});
