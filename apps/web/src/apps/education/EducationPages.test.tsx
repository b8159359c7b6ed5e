import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../shell/topbar/test-utils';
import { api, connectToRealApi, signIn, signInFresh, unique } from '../../test/real-api';
import EducationHomePage from './EducationHomePage';
import EducationMorePage from './EducationMorePage';
import { readInKorean, createChallenge, submitScored } from './test-challenges';

connectToRealApi();
readInKorean();

describe('the learner’s home and more pages', { timeout: 60_000 }, () => {
  it('home: my season place, the challenges open now with my best, badges and what is new', async () => {
    await signIn(api.superAccount);
    const challenge = await createChallenge(unique('Home lap'));
    const submission = await submitScored(challenge.id);
    renderInShell(<EducationHomePage />, '/education/home');

    expect(await screen.findByRole('heading', { level: 1, name: /안녕하세요/ })).toBeVisible();
    const current = screen.getByRole('region', { name: '진행 중인 챌린지' });
    expect(current).toBeVisible();
    const season = screen.getByTestId('season');
    await within(season).findByText(/점$/);
    const badges = await screen.findByRole('list', { name: '배지' });
    expect(within(badges).getAllByRole('listitem')).toHaveLength(6);
    expect(badges.querySelector('[data-badge="first_submission"]')).toHaveAttribute(
      'data-earned',
      'true',
    );
    const news = await screen.findByRole('list', { name: '새 소식' });
    expect(await within(news).findByText(new RegExp(`제출 #${submission}`))).toBeVisible();
  });

  it('more: profile, the season standing with my row, badges and how ties work', async () => {
    const account = await signInFresh('EDU', 'Learner');
    renderInShell(<EducationMorePage />, '/education/more');
    expect(await screen.findByText(account.email)).toBeVisible();
    expect(screen.getByRole('region', { name: '프로필' })).toHaveTextContent('EDU');
    const help = screen.getByRole('region', { name: '도움말' });
    expect(within(help).getByText('동점이면 누가 앞서나요?')).toBeVisible();
    expect(help).toHaveTextContent('먼저 제출한 쪽이 앞섭니다');
    const badges = await screen.findByRole('list', { name: '배지' });
    expect(badges.querySelectorAll('[data-earned="true"]')).toHaveLength(0);
    expect(await screen.findByRole('region', { name: '시즌 순위' })).toBeVisible();
  });
});
