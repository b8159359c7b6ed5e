import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectToRealApi, forgetSession, signInFresh } from '../../test/real-api';
import { TopBar } from './TopBar';
import { renderInShell } from './test-utils';

connectToRealApi();

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

  it('shows the account and its groups; Admin only for admins', async () => {
    const user = await signInFresh('USER', 'Kim Driver');
    renderInShell(<TopBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getByText(user.username)).toBeInTheDocument();
    expect(within(menu).getByText(user.email)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Change Password' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete Account' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByText('Admin')).toBeNull();
    cleanup();
    forgetSession();

    await signInFresh('ADMIN', 'Boss');
    renderInShell(<TopBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const admin = screen.getByRole('menu', { name: 'Account' });
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    fireEvent.click(within(admin).getByRole('menuitem', { name: 'Benchmark' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/benchmark/admin');
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const again = screen.getByRole('menu', { name: 'Account' });
    fireEvent.click(within(again).getByRole('menuitem', { name: 'Education' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/education/admin');
  });

  it('opens the FAQ and notices from the help menu', () => {
    renderInShell(<TopBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Notice' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/notice');
  });
});
