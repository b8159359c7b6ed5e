import { ROUTES, MESSAGES } from '@ads/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { call } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { http } from '../../lib/http';
import { isNewAccount } from '../../lib/new-account';
import { UNREACHABLE, connectToRealApi, mailedCode, unique } from '../../test/real-api';
import SignUpPage from './SignUpPage';

connectToRealApi();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function openSignUp() {
  render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/signup']}>
        <Routes>
          <Route path="/signup" element={<SignUpPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
  );
}

/** An address no account has yet, so the server mails it a code. */
const newEmail = () => `${unique('signup').replace(' ', '-')}@ads.test`;

const signUpButton = () => screen.getByRole('button', { name: 'Sign up' });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tick = (name: RegExp) => fireEvent.click(screen.getByRole('checkbox', { name }));

/** Sends a code to the address and asks the server for the code's mail: the real inbox. */
async function sendCode(email: string): Promise<string> {
  type('E-mail', email);
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('We sent a 6-digit code to your e-mail.')).toBeInTheDocument();
  return mailedCode(email);
}

/** Verifies a fresh address with the code the server mailed to it. */
async function verifyEmail(email = newEmail()): Promise<string> {
  type('Verification code', await sendCode(email));
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByLabelText('E-mail verified');
  return email;
}

function fillAccount() {
  type('Name', 'Kim Tester');
  type('Company', 'ADS Lab');
  type(/^Password/, 'correct-horse-1');
  type(/^Confirm password/, 'correct-horse-1');
  tick(/privacy policy/);
  tick(/terms of use/);
}

// Whole MUI forms render slowly in jsdom on a busy machine; the limit is about speed only.
describe('SignUpPage', { timeout: 20_000 }, () => {
  it('keeps Sign up disabled until the e-mail is verified, even with the rest filled', async () => {
    openSignUp();
    fillAccount();
    expect(signUpButton()).toBeDisabled();
    await verifyEmail();
    expect(signUpButton()).toBeEnabled();
  });

  it('keeps Sign up disabled until both agreements are ticked', async () => {
    openSignUp();
    await verifyEmail();
    fillAccount();
    tick(/terms of use/);
    expect(signUpButton()).toBeDisabled();
    tick(/terms of use/);
    tick(/privacy policy/);
    expect(signUpButton()).toBeDisabled();
    tick(/privacy policy/);
    expect(signUpButton()).toBeEnabled();
  });

  it('keeps Sign up disabled and says so while the passwords differ', async () => {
    openSignUp();
    await verifyEmail();
    fillAccount();
    type(/^Confirm password/, 'correct-horse-2');
    expect(signUpButton()).toBeDisabled();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  });

  it('starts over when the e-mail is changed after verifying', async () => {
    openSignUp();
    await verifyEmail();
    fillAccount();
    type('E-mail', newEmail());
    expect(signUpButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it("shows the server's answer to a wrong code and stays unverified", async () => {
    openSignUp();
    const code = await sendCode(newEmail());
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    type('Verification code', wrong);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong. 4 tries left.')).toBeInTheDocument();
    fillAccount();
    expect(signUpButton()).toBeDisabled();
    expect(screen.queryByLabelText('E-mail verified')).toBeNull();
  });

  it('shows the spec message when the code cannot be sent for lack of a network', async () => {
    openSignUp();
    http.defaults.baseURL = UNREACHABLE;
    type('E-mail', newEmail());
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MESSAGES.emailVerifyNetworkError)).toBeInTheDocument();
  });

  it('shows field errors from the server under their fields', async () => {
    openSignUp();
    await verifyEmail();
    fillAccount();
    // The server, not the form, requires a name and 8 characters.
    type('Name', '');
    type(/^Password/, 'short1');
    type(/^Confirm password/, 'short1');
    fireEvent.click(signUpButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Use at least 8 characters.',
    );
  });

  it('signs the new account in with the same e-mail and password and goes home', async () => {
    openSignUp();
    const email = await verifyEmail();
    fillAccount();
    fireEvent.click(signUpButton());
    expect(await screen.findByTestId('where')).toHaveTextContent('/home');
    expect(await screen.findByText('Welcome to ADS Studio, Kim Tester.')).toBeInTheDocument();
    // Home greets it as new, not "Welcome back" (issue 30).
    expect(isNewAccount(useAuth.getState().id)).toBe(true);
    // Signed in as the new account, as the server has it.
    expect(useAuth.getState()).toMatchObject({
      email,
      username: 'Kim Tester',
      company: 'ADS Lab',
      role: 'USER',
    });
    const again = await call(ROUTES.login, { body: { email, password: 'correct-horse-1' } });
    expect(again.success).toBe(true);
  });

  it('opens the privacy and terms pages in a new tab', () => {
    openSignUp();
    for (const [name, href] of [
      ['privacy policy', '/privacy'],
      ['terms of use', '/terms'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });
});
