import { ROUTES, MESSAGES } from '@ads/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../lib/api';
import { useAuth } from '../lib/auth-store';
import { tokens } from '../lib/storage';
import { api, connectToRealApi, navigate, signIn, signInFresh } from '../test/real-api';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { renderInShell } from './topbar/test-utils';

connectToRealApi();

// The browser's own alert, not ours: jsdom does not implement it.
const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
beforeEach(() => alert.mockClear());

describe('DeleteAccountDialog', { timeout: 20_000 }, () => {
  it('deletes the account on confirm, says so and signs out', async () => {
    const account = await signInFresh();
    const onClose = vi.fn();
    renderInShell(<DeleteAccountDialog open onClose={onClose} />, '/project');
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(alert).toHaveBeenCalledWith(MESSAGES.withdrawalDone);
    expect(onClose).toHaveBeenCalled();
    expect(useAuth.getState().email).toBe('');
    expect(tokens.access()).toBeNull();
    // The account is gone from the server: its password no longer signs in.
    const again = await call(ROUTES.login, {
      body: { email: account.email, password: account.password },
    });
    expect(again).toMatchObject({ success: false, status: 401 });
  });

  it('raises the spec alert and keeps the session when the server refuses', async () => {
    // The only SUPER: the server refuses to delete the last one.
    await signIn(api.superAccount);
    renderInShell(<DeleteAccountDialog open onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.withdrawalErrorAlert));
    expect(await screen.findByText(/last SUPER account/)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(useAuth.getState().email).toBe(api.superAccount.email);
    expect((await call(ROUTES.userInfo)).success).toBe(true);
  });

  it('does nothing but close when declined', () => {
    const onClose = vi.fn();
    renderInShell(<DeleteAccountDialog open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
