import { API, type Endpoint, MESSAGES } from '@ads/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/api';
import { startSession } from '../../lib/session';
import SignUpPage from './SignUpPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
vi.mock('../../lib/session', () => ({ startSession: vi.fn() }));
vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

type Answer = Record<string, unknown> & { success: boolean; status: number };
let answers: Map<Endpoint, Answer>;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function openSignUp() {
  render(
    <MemoryRouter initialEntries={['/signup']}>
      <Routes>
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const signUpButton = () => screen.getByRole('button', { name: 'Sign up' });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tick = (name: RegExp) => fireEvent.click(screen.getByRole('checkbox', { name }));

async function verifyEmail(email = 'new@ads.test') {
  type('E-mail', email);
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  type(await screen.findByLabelText('Verification code').then(() => 'Verification code'), '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByLabelText('E-mail verified');
}

function fillAccount() {
  type('Name', 'Kim Tester');
  type('Company', 'ADS Lab');
  type(/^Password/, 'correct-horse-1');
  type(/^Confirm password/, 'correct-horse-1');
  tick(/privacy policy/);
  tick(/terms of use/);
}

afterEach(cleanup);

beforeEach(() => {
  answers = new Map<Endpoint, Answer>([
    [
      API.verifyEmail,
      { success: true, status: 200, message: 'We sent a 6-digit code to your e-mail.' },
    ],
    [API.checkEmailCode, { success: true, status: 200, detail: true }],
    [API.register, { success: true, status: 201, detail: { username: 'Kim Tester' } }],
    [API.login, { success: true, status: 200, detail: { access: 'a', refresh: 'r' } }],
  ]);
  vi.mocked(call)
    .mockReset()
    .mockImplementation(async (endpoint) => answers.get(endpoint) as never);
  vi.mocked(startSession).mockReset().mockResolvedValue(true);
});

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
    type('E-mail', 'other@ads.test');
    expect(signUpButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it("shows the server's answer to a wrong code and stays unverified", async () => {
    answers.set(API.checkEmailCode, {
      success: false,
      status: 200,
      message: 'The code is wrong. 4 tries left.',
      detail: false,
    });
    openSignUp();
    type('E-mail', 'new@ads.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to your e-mail.')).toBeInTheDocument();
    type('Verification code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong. 4 tries left.')).toBeInTheDocument();
    fillAccount();
    expect(signUpButton()).toBeDisabled();
  });

  it('shows the spec message when the code cannot be sent for lack of a network', async () => {
    answers.set(API.verifyEmail, { success: false, status: 0, message: MESSAGES.networkError });
    openSignUp();
    type('E-mail', 'new@ads.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MESSAGES.emailVerifyNetworkError)).toBeInTheDocument();
  });

  it('shows field errors from the server under their fields', async () => {
    answers.set(API.register, {
      success: false,
      status: 400,
      message: 'Some fields are not valid.',
      detail: { username: 'Enter a name.', password: 'Use at least 8 characters.' },
    });
    openSignUp();
    await verifyEmail();
    fillAccount();
    fireEvent.click(signUpButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Use at least 8 characters.',
    );
  });

  it('signs the new account in with the same e-mail and password and goes home', async () => {
    openSignUp();
    await verifyEmail('new@ads.test');
    fillAccount();
    fireEvent.click(signUpButton());
    expect(await screen.findByTestId('where')).toHaveTextContent('/home');
    expect(call).toHaveBeenCalledWith(API.register, {
      body: {
        username: 'Kim Tester',
        email: 'new@ads.test',
        password: 'correct-horse-1',
        company: 'ADS Lab',
        privacy_agreement: true,
        terms_agreement: true,
      },
    });
    expect(call).toHaveBeenCalledWith(API.login, {
      body: { email: 'new@ads.test', password: 'correct-horse-1' },
    });
    expect(startSession).toHaveBeenCalledWith({ access: 'a', refresh: 'r' });
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
