import { ROUTES } from '@ads/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/api';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { api, connectToRealApi, signIn, unique } from '../../../test/real-api';
import { STARTER, createChallenge, readInKorean } from '../test-challenges';
import { SubmitPanel } from './SubmitPanel';

connectToRealApi();
readInKorean();

describe('SubmitPanel', { timeout: 60_000 }, () => {
  it('shows the server’s sentence, then the submission live until it is scored', async () => {
    await signIn(api.superAccount);
    const challenge = await createChallenge(unique('Submit lap'), { attempts_per_day: 1 });
    const onReplay = vi.fn();
    renderInShell(<SubmitPanel challenge={challenge} source={STARTER} onReplay={onReplay} />);

    fireEvent.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText('제출했습니다. 대기열에 들어갔습니다.')).toBeVisible();
    const card = await screen.findByRole('article', { name: /제출 #/ });
    expect(card.dataset.state).toMatch(/queued|evaluating|success/);
    await vi.waitFor(() => expect(card).toHaveAttribute('data-state', 'success'), {
      timeout: 30_000,
      interval: 200,
    });
    expect(within(card).getByLabelText('점수')).toHaveTextContent('완주율 100%');
    fireEvent.click(within(card).getByRole('button', { name: '에피소드 1 리플레이' }));
    expect(onReplay).toHaveBeenCalledWith(Number(card.dataset.submission), 0);

    // The day's one attempt is used: the server's refusal stands under the button.
    fireEvent.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText(/최근 24시간 제출 1번을 모두 사용했습니다/)).toBeVisible();
  });

  it('offers no submit while the challenge is closed', async () => {
    await signIn(api.superAccount);
    const created = await createChallenge(unique('Closed submit'), { state: 'closed' });
    const read = await call(ROUTES.education.challenge, { params: { id: created.id } });
    if (!read.success) throw new Error(read.message);
    renderInShell(<SubmitPanel challenge={read.detail} source={STARTER} onReplay={vi.fn()} />);
    expect(screen.getByRole('button', { name: '제출하기' })).toBeDisabled();
    expect(screen.getByText(/지금 제출을 받지 않습니다\(마감\)/)).toBeVisible();
  });
});
