import { ROUTES, MESSAGES } from '@ads/contract';
import { Button } from '@mui/material';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../lib/api';
import { http } from '../lib/http';
import { i18n } from '../lib/i18n';
import { UNREACHABLE, connectToRealApi, signInFresh } from '../test/real-api';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { renderInShell } from './topbar/test-utils';

connectToRealApi();

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

function fillAll(current: string, next = 'new-password-2') {
  type('Current password', current);
  type('New password', next);
  type('Confirm new password', next);
}

const signInWith = (email: string, password: string) =>
  call(ROUTES.login, { body: { email, password } });

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
    fillAll('old-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    expect(field('Current password').value).toBe('');
    expect(field('New password').value).toBe('');
    expect(field('Confirm new password').value).toBe('');
  });

  it('changes the password and closes on the Korean success message, said in English here', async () => {
    const account = await signInFresh();
    const onClose = vi.fn();
    renderInShell(<Harness onClose={onClose} />);
    fillAll(account.password, 'new-password-2');
    fireEvent.click(confirm());
    expect(await screen.findByText('The password was changed.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    // The server took the new password and no longer takes the old one.
    expect((await signInWith(account.email, 'new-password-2')).success).toBe(true);
    expect(await signInWith(account.email, account.password)).toMatchObject({
      success: false,
      status: 401,
    });
  });

  it('says the success in the Korean the server gave, on a Korean screen', async () => {
    const account = await signInFresh();
    await i18n.changeLanguage('ko');
    try {
      const onClose = vi.fn();
      renderInShell(<Harness onClose={onClose} />);
      fireEvent.change(field('현재 비밀번호'), { target: { value: account.password } });
      fireEvent.change(field('새 비밀번호'), { target: { value: 'new-password-2' } });
      fireEvent.change(field('새 비밀번호 확인'), { target: { value: 'new-password-2' } });
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
      expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the server's message and stays open on any other answer", async () => {
    const account = await signInFresh();
    const onClose = vi.fn();
    renderInShell(<Harness onClose={onClose} />);
    fillAll('not-the-password-1');
    fireEvent.click(confirm());
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Current password').value).toBe('not-the-password-1');
    expect((await signInWith(account.email, account.password)).success).toBe(true);
  });

  it('says the change failed and stays open with the fields kept when the server cannot be reached', async () => {
    const account = await signInFresh();
    const onClose = vi.fn();
    renderInShell(<Harness onClose={onClose} />);
    fillAll(account.password);
    http.defaults.baseURL = UNREACHABLE;
    fireEvent.click(confirm());
    expect(await screen.findByText(MESSAGES.passwordChangeFailed)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.networkError)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(field('New password').value).toBe('new-password-2');
  });
});
