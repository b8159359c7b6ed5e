import { API, MESSAGES } from '@ads/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../lib/api';
import { signOut } from '../lib/session';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { renderInShell } from './topbar/test-utils';

vi.mock('../lib/api', () => ({ call: vi.fn() }));
vi.mock('../lib/session', () => ({ signOut: vi.fn() }));

const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});

afterEach(cleanup);
beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(signOut).mockReset().mockResolvedValue();
  alert.mockClear();
});

describe('DeleteAccountDialog', { timeout: 20_000 }, () => {
  it('deletes the account on confirm, says so and signs out', async () => {
    vi.mocked(call).mockResolvedValue({
      success: true,
      status: 200,
      message: MESSAGES.withdrawalDone,
    } as never);
    const onClose = vi.fn();
    renderInShell(<DeleteAccountDialog open onClose={onClose} />, '/project');
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith(API.withdraw);
    expect(alert).toHaveBeenCalledWith(MESSAGES.withdrawalDone);
    expect(onClose).toHaveBeenCalled();
  });

  it('raises the spec alert and keeps the session when the server refuses', async () => {
    vi.mocked(call).mockResolvedValue({
      success: false,
      status: 409,
      message: 'The last SUPER account cannot be deleted. Make another SUPER first.',
    });
    renderInShell(<DeleteAccountDialog open onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.withdrawalErrorAlert));
    expect(await screen.findByText(/last SUPER account/)).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('does nothing but close when declined', () => {
    const onClose = vi.fn();
    renderInShell(<DeleteAccountDialog open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(call).not.toHaveBeenCalled();
  });
});
