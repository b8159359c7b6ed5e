import { MESSAGES, ROUTES } from '@ads/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { call } from '../../lib/api';
import { http } from '../../lib/http';
import { UNREACHABLE, connectToRealApi, freshAccount, mailedCode } from '../../test/real-api';
import PasswordResetPage from './PasswordResetPage';

connectToRealApi();

const SENT = 'If an account uses this e-mail, we sent a 6-digit code to it.';
const NEW_PASSWORD = 'new-horse-battery-2';

function openReset() {
  render(
    <MemoryRouter initialEntries={['/password/reset']}>
      <Routes>
        <Route path="/password/reset" element={<PasswordResetPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const resetButton = () => screen.getByRole('button', { name: 'Reset password' });

/** Asks for a code for `email` through the page and waits for the page's answer. */
async function askCode(email: string) {
  type('E-mail', email);
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText(SENT)).toBeInTheDocument();
}

function fillNewPassword(code: string, confirm = NEW_PASSWORD) {
  type('Verification code', code);
  type(/^New password/, NEW_PASSWORD);
  type(/^Confirm new password/, confirm);
}

const signInStatus = async (email: string, password: string) =>
  (await call(ROUTES.login, { body: { email, password } })).status;

// Whole MUI forms render slowly in jsdom on a busy machine, and a reset signs up an account and
// hashes a password twice; the limit is about speed only.
describe('PasswordResetPage', { timeout: 30_000 }, () => {
  it('sets a new password with the mailed code and says to sign in', async () => {
    const account = await freshAccount();
    openReset();
    await askCode(account.email);
    // The account's first mail was its sign-up code; the reset code is the one after it.
    fillNewPassword(await mailedCode(account.email, 1));
    fireEvent.click(resetButton());

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in with the new password\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(await signInStatus(account.email, account.password)).toBe(401);
    expect(await signInStatus(account.email, NEW_PASSWORD)).toBe(200);
  });

  it('answers an address without an account as any other', async () => {
    openReset();
    await askCode(`nobody-${Date.now()}@ads.test`);
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  });

  it('opens Reset password only with six digits and the same password twice', async () => {
    openReset();
    await askCode(`gate-${Date.now()}@ads.test`);
    expect(resetButton()).toBeDisabled();
    fillNewPassword('12345x7', 'something-else');
    expect(screen.getByLabelText('Verification code')).toHaveValue('123457');
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(resetButton()).toBeDisabled();
    type(/^Confirm new password/, NEW_PASSWORD);
    expect(resetButton()).toBeEnabled();
  });

  it("shows the server's reason under the code, and the password stays", async () => {
    const account = await freshAccount();
    openReset();
    await askCode(account.email);
    const code = await mailedCode(account.email, 1);
    fillNewPassword(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    fireEvent.click(resetButton());
    expect(await screen.findByText('The code is wrong. 4 tries left.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await signInStatus(account.email, account.password)).toBe(200);
  });

  it('names a too short password under its field', async () => {
    const account = await freshAccount();
    openReset();
    await askCode(account.email);
    type('Verification code', await mailedCode(account.email, 1));
    type(/^New password/, 'short');
    type(/^Confirm new password/, 'short');
    fireEvent.click(resetButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
  });

  it('shows the network message when the server cannot be reached', async () => {
    openReset();
    http.defaults.baseURL = UNREACHABLE;
    type('E-mail', 'someone@ads.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MESSAGES.authNetworkError)).toBeInTheDocument();
  });
});
