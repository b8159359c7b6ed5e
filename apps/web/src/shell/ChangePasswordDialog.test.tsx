import { API, MESSAGES } from '@ads/contract';
import { Button } from '@mui/material';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../lib/api';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { renderInShell } from './topbar/test-utils';

vi.mock('../lib/api', () => ({ call: vi.fn() }));

afterEach(cleanup);
beforeEach(() => vi.mocked(call).mockReset());

/** The dialog behind an 'Open' button, as the account menu has it. */
function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <ChangePasswordDialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const confirm = () => screen.getByRole('button', { name: 'Confirm' });

function fillAll() {
  type('Current password', 'old-password-1');
  type('New password', 'new-password-2');
  type('Confirm new password', 'new-password-2');
}

describe('ChangePasswordDialog', { timeout: 20_000 }, () => {
  it('keeps Confirm disabled until all three fields are filled', () => {
    renderInShell(<Harness />);
    expect(confirm()).toBeDisabled();
    type('Current password', 'old-password-1');
    expect(confirm()).toBeDisabled();
    type('New password', 'new-password-2');
    expect(confirm()).toBeDisabled();
    type('Confirm new password', 'new-password-2');
    expect(confirm()).toBeEnabled();
    type('New password', '');
    expect(confirm()).toBeDisabled();
  });

  it('clears the fields when it is closed', async () => {
    renderInShell(<Harness />);
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    expect(field('Current password').value).toBe('');
    expect(field('New password').value).toBe('');
    expect(field('Confirm new password').value).toBe('');
  });

  it('sends the three fields and closes on the Korean success message', async () => {
    vi.mocked(call).mockResolvedValue({
      success: true,
      status: 200,
      message: MESSAGES.passwordChanged,
    } as never);
    const onClose = vi.fn();
    renderInShell(<Harness onClose={onClose} />);
    fillAll();
    fireEvent.click(confirm());
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(API.changePassword, {
      body: {
        current_password: 'old-password-1',
        new_password: 'new-password-2',
        confirm_new_password: 'new-password-2',
      },
    });
  });

  it("shows the server's message and stays open on any other answer", async () => {
    vi.mocked(call).mockResolvedValue({
      success: false,
      status: 400,
      message: 'The current password is wrong.',
    });
    const onClose = vi.fn();
    renderInShell(<Harness onClose={onClose} />);
    fillAll();
    fireEvent.click(confirm());
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Current password').value).toBe('old-password-1');
  });

  it('falls back to the spec message when the answer has none', async () => {
    vi.mocked(call).mockResolvedValue({ success: true, status: 200 } as never);
    renderInShell(<Harness />);
    fillAll();
    fireEvent.click(confirm());
    expect(await screen.findByText(MESSAGES.passwordChangeFailed)).toBeInTheDocument();
  });
});
