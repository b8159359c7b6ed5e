import { CONSTANTS, MESSAGES } from '@ads/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth-store';
import { AreaSwitcher } from './AreaSwitcher';
import { renderInShell, signInAs, withCatalogue } from './test-utils';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  signInAs(null);
});

function choose(name: string) {
  fireEvent.click(screen.getByRole('button', { name: MESSAGES.switchTo }));
  const menu = screen.getByRole('menu', { name: MESSAGES.switchTo });
  fireEvent.click(
    within(menu).getByRole('menuitem', {
      name: new RegExp(`^${name}( (${MESSAGES.updateSoon}|Sign in to open|Sign up to open))?$`),
    }),
  );
}
const where = () => screen.getByTestId('where');

describe('AreaSwitcher', { timeout: 20_000 }, () => {
  it('lists every area but home that the role has a card for', () => {
    signInAs('SUPER');
    renderInShell(<AreaSwitcher />, '/home', withCatalogue());
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.switchTo }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.textContent)).not.toContain('Home');
    cleanup();
    // The remote IDE is hidden from USER by default: no card, and no entry either.
    signInAs('USER');
    renderInShell(<AreaSwitcher />, '/home', withCatalogue());
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.switchTo }));
    const names = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toHaveLength(9);
    expect(names).not.toContain('ADS IDE Remote');
  });

  it('says what a guest must do before an app opens, and sends a visitor to sign in', () => {
    signInAs('ALL');
    renderInShell(<AreaSwitcher />, '/home', withCatalogue());
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.switchTo }));
    expect(screen.getByRole('menuitem', { name: 'FMS Sign up to open' })).toBeVisible();
    cleanup();
    signInAs(null);
    renderInShell(<AreaSwitcher />, '/home', withCatalogue());
    choose('FMS');
    expect(where()).toHaveTextContent('/login');
  });

  it('answers a disabled area with "Update soon" and stays', async () => {
    signInAs('USER');
    renderInShell(<AreaSwitcher />, '/home', withCatalogue());
    choose('Calibration');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.updateSoon);
    expect(where()).toHaveTextContent('/home');
  });

  it('moves to an allowed area once the delay has passed', () => {
    vi.useFakeTimers();
    signInAs('USER');
    renderInShell(<AreaSwitcher />, '/home', withCatalogue());
    choose('Data Management');
    expect(where()).toHaveTextContent('/home');
    act(() => vi.advanceTimersByTime(CONSTANTS.areaSwitchDelayMs));
    expect(where()).toHaveTextContent('/statistics');
  });

  it('asks a guest to sign up, then signs out and goes to /signup', () => {
    signInAs('ALL');
    renderInShell(<AreaSwitcher />, '/home', withCatalogue());
    choose('ADS IDE');
    const prompt = screen.getByRole('dialog');
    expect(prompt).toHaveTextContent(MESSAGES.guardSignUpPrompt);
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(useAuth.getState().email).toBe('');
    expect(where()).toHaveTextContent('/signup');
  });

  it('lets a guest decline and stay signed in', () => {
    signInAs('ALL');
    renderInShell(<AreaSwitcher />, '/home', withCatalogue());
    choose('FMS');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(useAuth.getState().email).toBe('kim@ads.test');
    expect(where()).toHaveTextContent('/home');
  });

  it('lets an EDU account into education but not into USER areas', () => {
    vi.useFakeTimers();
    signInAs('EDU');
    renderInShell(<AreaSwitcher />, '/home', withCatalogue());
    choose('ADS Education');
    act(() => vi.advanceTimersByTime(CONSTANTS.areaSwitchDelayMs));
    expect(where()).toHaveTextContent('/education/home');
    expect(screen.queryByRole('dialog')).toBeNull();
    choose('HMI');
    expect(screen.getByRole('dialog')).toHaveTextContent(MESSAGES.guardSignUpPrompt);
  });

  it('takes SUPER to the benchmark', () => {
    vi.useFakeTimers();
    signInAs('SUPER');
    renderInShell(<AreaSwitcher />, '/home', withCatalogue());
    choose('AI Benchmark');
    act(() => vi.advanceTimersByTime(CONSTANTS.areaSwitchDelayMs));
    expect(where()).toHaveTextContent('/benchmark');
  });
});
