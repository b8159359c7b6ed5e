import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from './TopBar';
import { renderInShell, signInAs } from './test-utils';

vi.mock('../../lib/api', () => ({ listOrEmpty: vi.fn(async () => []), call: vi.fn() }));

afterEach(() => {
  cleanup();
  signInAs(null);
});

describe('TopBar', { timeout: 20_000 }, () => {
  it.each([
    ['/home', 'Home'],
    ['/launcher', 'ADS IDE'],
    ['/statistics/record/12', 'Data Management'],
    ['/education/challenge', 'ADS Education'],
    ['/project', 'Home'],
  ])('titles %s as %s', (path, title) => {
    renderInShell(<TopBar />, path);
    expect(screen.getByTestId('area-title')).toHaveTextContent(title);
  });

  it('offers visitors a sign-in button instead of the account menu', () => {
    renderInShell(<TopBar />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Project/ })).toBeNull();
  });

  it('shows the account and its groups; Admin only for admins', () => {
    signInAs('USER');
    renderInShell(<TopBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getByText('Kim Driver')).toBeInTheDocument();
    expect(within(menu).getByText('kim@ads.test')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Change Password' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete Account' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByText('Admin')).toBeNull();
    cleanup();

    signInAs('ADMIN');
    renderInShell(<TopBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const admin = screen.getByRole('menu', { name: 'Account' });
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    fireEvent.click(within(admin).getByRole('menuitem', { name: 'Benchmark' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/benchmark/admin');
  });

  it('opens the FAQ and notices from the help menu', () => {
    renderInShell(<TopBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Notice' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/notice');
  });
});
