import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../shell/topbar/test-utils';
import { api, connectToRealApi, signIn, unique } from '../../test/real-api';
import ChallengeListPage from './ChallengeListPage';
import { readInKorean, createChallenge } from './test-challenges';

connectToRealApi();
readInKorean();

describe('ChallengeListPage', { timeout: 30_000 }, () => {
  it('shows each challenge with its state and my best, and filters by state and level', async () => {
    await signIn(api.superAccount);
    const open = await createChallenge(unique('Open lap'));
    const closed = await createChallenge(unique('Closed lap'), {
      state: 'closed',
      level: 'advanced',
    });
    renderInShell(<ChallengeListPage />, '/education/challenge');

    const openCard = await screen.findByRole('article', { name: open.title });
    expect(within(openCard).getByText('접수 중')).toBeVisible();
    // My best comes from the challenge's leaderboard, asked after the list.
    expect(await within(openCard).findByText('아직 점수가 없습니다')).toBeVisible();
    const closedCard = screen.getByRole('article', { name: closed.title });
    expect(within(closedCard).getByText('마감')).toBeVisible();
    expect(within(closedCard).getByText('고급')).toBeVisible();
    expect(within(openCard).getByRole('link')).toHaveAttribute(
      'href',
      `/education/challenge/${open.id}`,
    );

    fireEvent.click(screen.getByRole('button', { name: '마감' }));
    expect(await screen.findByRole('article', { name: closed.title })).toBeVisible();
    expect(screen.queryByRole('article', { name: open.title })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '전체' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '레벨' }));
    fireEvent.click(await screen.findByRole('option', { name: '초급' }));
    expect(await screen.findByRole('article', { name: open.title })).toBeVisible();
    expect(screen.queryByRole('article', { name: closed.title })).toBeNull();
  });
});
