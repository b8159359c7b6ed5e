import { MESSAGES, appByKey } from '@ads/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { markNewAccount } from '../../lib/new-account';
import { renderInShell, signInAs } from '../../shell/topbar/test-utils';
import HomePage from './HomePage';

afterEach(() => {
  cleanup();
  signInAs(null);
  sessionStorage.clear();
});

const cards = () => screen.getAllByRole('article');
/** The hero's greeting, whose name is its own element (it is not translated). */
const greeting = () => document.querySelector('[data-testid="hero-badge-label"]')?.textContent;
const names = (disabled: boolean) =>
  cards()
    .filter((card) => (card.getAttribute('data-disabled') === 'true') === disabled)
    .map((card) => card.getAttribute('aria-label'));

describe('HomePage', { timeout: 20_000 }, () => {
  it('shows SUPER all eleven apps, every one enabled', () => {
    signInAs('SUPER');
    renderInShell(<HomePage />);
    expect(cards()).toHaveLength(11);
    expect(names(true)).toEqual([]);
    expect(screen.getByRole('article', { name: 'ADS IDE Remote' })).toBeInTheDocument();
  });

  it.each(['ALL', 'USER'] as const)(
    'shows %s every app but the remote IDE, with four disabled',
    (role) => {
      signInAs(role);
      renderInShell(<HomePage />);
      expect(cards()).toHaveLength(10);
      expect(screen.queryByRole('article', { name: 'ADS IDE Remote' })).toBeNull();
      expect(names(true)).toEqual([
        'AI Benchmark',
        'Calibration',
        'IP Repository',
        'HDMAP Builder',
      ]);
    },
  );

  it('greets an account created in this tab as new, and any other as returning', () => {
    signInAs('USER');
    renderInShell(<HomePage />);
    expect(greeting()).toBe('Welcome back, Kim Driver');
    cleanup();
    // Issue 30: "Welcome back" right after creating the account.
    markNewAccount(7);
    renderInShell(<HomePage />);
    expect(greeting()).toBe('Welcome, Kim Driver');
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    cleanup();
    // Another account signing in on this tab later returns.
    markNewAccount(8);
    renderInShell(<HomePage />);
    expect(greeting()).toBe('Welcome back, Kim Driver');
  });

  it('shows anonymous visitors what a guest has, each app asking them to sign in first', () => {
    renderInShell(<HomePage />);
    expect(cards()).toHaveLength(10);
    expect(names(true)).toEqual(['AI Benchmark', 'Calibration', 'IP Repository', 'HDMAP Builder']);
    const fms = screen.getByRole('article', { name: 'FMS' });
    expect(within(fms).getByText('Sign in to open')).toBeInTheDocument();
    // Apps, not the home page itself, are counted.
    expect(screen.getByText(/of 9 apps open once you sign in/)).toHaveTextContent('5 of 9');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    fireEvent.click(within(fms).getByRole('button'));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it('tells a guest which apps need an account before they open', () => {
    signInAs('ALL');
    renderInShell(<HomePage />);
    const fms = screen.getByRole('article', { name: 'FMS' });
    expect(within(fms).getByText('Sign up to open')).toBeInTheDocument();
    expect(screen.getByText(/of 9 apps open to your account/)).toHaveTextContent('0 of 9');
  });

  it('draws each card with its subtitle, description and media', () => {
    signInAs('USER');
    renderInShell(<HomePage />);
    const home = screen.getByRole('article', { name: 'Home' });
    expect(within(home).getByText('ADS Studio')).toBeInTheDocument();
    expect(within(home).getByText(/^A cloud studio for developing/)).toBeInTheDocument();
    expect(within(home).queryByText(/클라우드 스튜디오입니다/)).toBeNull();
    expect(home.querySelector('img')).toHaveAttribute('src', '/api/file/image/?name=app-Home');
    const calibration = screen.getByRole('article', { name: 'Calibration' });
    expect(calibration.querySelector('img')).toHaveAttribute(
      'src',
      '/api/file/image/?name=app-Calibration',
    );
    const ide = screen.getByRole('article', { name: 'ADS IDE' });
    expect(ide.querySelector('img, video')).toBeNull();
  });

  it("shows the cards in Korean with the spec's Korean descriptions word for word", async () => {
    signInAs('USER');
    await i18n.changeLanguage('ko');
    try {
      renderInShell(<HomePage />);
      const home = screen.getByRole('article', { name: '홈' });
      for (const paragraph of appByKey('home').description) {
        expect(within(home).getByText(paragraph)).toBeInTheDocument();
      }
      const fms = screen.getByRole('article', { name: 'FMS' });
      expect(within(fms).getByText('차량 관제와 원격 주행')).toBeInTheDocument();
      expect(within(fms).getByText('열기')).toBeInTheDocument();
      expect(greeting()).toBe('Kim Driver님, 다시 오신 것을 환영합니다');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('answers a disabled card with "Update soon" and stays', async () => {
    signInAs('USER');
    renderInShell(<HomePage />);
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Calibration' })).getByRole('button'),
    );
    // The shell's own calls have no server here: when they fail first (a slow machine), their
    // "Network error" snackbars are alerts too, so the answer is looked for among them.
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').map((alert) => alert.textContent?.trim() ?? ''),
      ).toContain(MESSAGES.updateSoon),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
  });

  it('opens an enabled card at its route', () => {
    signInAs('USER');
    renderInShell(<HomePage />);
    fireEvent.click(
      within(screen.getByRole('article', { name: 'ADS Education' })).getByRole('button'),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/education/home');
  });
});
