import { ACCOUNT, API } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER, type TestServer, startServer } from '../../../test-support/studio/harness';

// Three codes per address per hour: enough for the resend tests, small enough to hit quickly.
const CODES_PER_HOUR = 3;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ limits: { codesPerEmailPerHour: CODES_PER_HOUR } });
});
afterAll(() => server.close());

let counter = 0;
const newEmail = (tag = 'signup') => `${tag}-${++counter}-${Date.now()}@ads.test`;

/** Asks for a code and reads it from the real SMTP inbox. */
async function requestCode(email: string): Promise<string> {
  const before = server.inbox.mailsTo(email).length;
  const answer = await server.call(API.verifyEmail, { body: { email } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return server.inbox.codeFor(email, before);
}

const checkCode = (email: string, code: string) =>
  server.call(API.checkEmailCode, { body: { email, code } });

/** A 6-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The newest code mailed to the address, as the person signing up has it. */
const newestCode = (email: string) =>
  server.inbox
    .mailsTo(email)
    .map((mail) => mail.raw.match(/verification code is (\d{6})/)?.[1])
    .filter(Boolean)
    .at(-1);

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  username: 'Kim Driver',
  email,
  code: newestCode(email),
  password: 'long-enough-pw',
  company: 'ADS Lab',
  privacy_agreement: true,
  terms_agreement: true,
  ...extra,
});

const register = (body: Record<string, unknown>) => server.call(API.register, { body });

/** An address that has passed its code and may register now. */
async function verifiedEmail(tag?: string): Promise<string> {
  const email = newEmail(tag);
  const code = await requestCode(email);
  expect((await checkCode(email, code)).body.detail).toBe(true);
  return email;
}

describe('sign-up end to end', () => {
  it('mails a code, checks it, registers a USER who can sign in', async () => {
    const email = newEmail('journey');
    const sent = await server.call(API.verifyEmail, { body: { email } });
    expect(sent.status).toBe(200);
    expect(API.verifyEmail.answer.parse(sent.body)).toEqual({
      success: true,
      message: 'We sent a 6-digit code to your e-mail.',
      detail: { status: 'sent' },
    });

    const code = await server.inbox.codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = server.inbox.mailsTo(email);
    expect(mail!.to).toEqual([email]);
    expect(mail!.raw).toContain(`ADS Studio verification code ${code}`);
    expect(mail!.raw).toContain('http://studio.test/signup');

    const checked = await checkCode(email, code);
    expect(checked.status).toBe(200);
    expect(API.checkEmailCode.answer.parse(checked.body)).toMatchObject({
      success: true,
      detail: true,
    });

    const registered = await register(
      registration(email, { username: '  Kim Driver  ', password: 'my-secret-pw' }),
    );
    expect(registered.status).toBe(201);
    const created = API.register.answer.parse(registered.body).detail;
    expect(created).toMatchObject({
      username: 'Kim Driver',
      email,
      company: 'ADS Lab',
      role: 'USER',
      is_active: true,
    });

    const login = await server.call(API.login, { body: { email, password: 'my-secret-pw' } });
    expect(login.status).toBe(200);
    const tokens = API.login.answer.parse(login.body).detail;
    const info = await server.call(API.userInfo, { token: tokens.access });
    expect(info.status).toBe(200);
    expect(info.body.detail).toEqual({ ...created, id: created.id });
    expect(info.body.detail.role).toBe('USER');
  });

  it('treats the e-mail case-insensitively from code to sign-in', async () => {
    const email = newEmail('mixed');
    const shouted = email.toUpperCase();
    const before = server.inbox.mailsTo(email).length;
    expect((await server.call(API.verifyEmail, { body: { email: shouted } })).status).toBe(200);
    const code = await server.inbox.codeFor(email, before);
    expect((await checkCode(` ${shouted} `, code)).body.detail).toBe(true);
    const registered = await register(registration(shouted));
    expect(registered.status).toBe(201);
    expect(registered.body.detail.email).toBe(email);
    const login = await server.call(API.login, {
      body: { email: shouted, password: 'long-enough-pw' },
    });
    expect(login.status).toBe(200);
  });
});

describe('e-mail verification codes', () => {
  it('accepts only 6 digits as a code', async () => {
    const email = newEmail();
    await requestCode(email);
    for (const code of ['12345', '1234567', 'abcdef', '12 456', '']) {
      const answer = await checkCode(email, code);
      expect(answer.status, code).toBe(400);
      expect(answer.body.detail).toHaveProperty('code', 'The code is 6 digits.');
    }
  });

  it('refuses a malformed e-mail address with 400 naming the field', async () => {
    for (const email of ['not-an-email', '', 'a@', `${'x'.repeat(250)}@ads.test`]) {
      const answer = await server.call(API.verifyEmail, { body: { email } });
      expect(answer.status, email).toBe(400);
      expect(answer.body.detail).toHaveProperty('email');
    }
    expect((await server.call(API.verifyEmail, { body: {} })).body.detail).toHaveProperty('email');
  });

  it('counts wrong codes and says how many tries are left', async () => {
    const email = newEmail();
    const code = await requestCode(email);
    const messages: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await checkCode(email, wrongCode(code));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: false, detail: false });
      messages.push(answer.body.message);
    }
    expect(messages).toEqual([
      'The code is wrong. 4 tries left.',
      'The code is wrong. 3 tries left.',
      'The code is wrong. 2 tries left.',
    ]);
    // Tries left over still let the right code through.
    expect((await checkCode(email, code)).body).toMatchObject({ success: true, detail: true });
  });

  it(`refuses even the right code after ${ACCOUNT.emailCodeMaxTries} wrong ones`, async () => {
    const email = newEmail();
    const code = await requestCode(email);
    const messages: string[] = [];
    for (let i = 0; i < ACCOUNT.emailCodeMaxTries; i++) {
      messages.push((await checkCode(email, wrongCode(code))).body.message);
    }
    expect(messages.at(-2)).toBe('The code is wrong. 1 try left.');
    expect(messages.at(-1)).toBe('Too many wrong codes. Request a new one.');

    const right = await checkCode(email, code);
    expect(right.body).toEqual({
      success: false,
      message: 'Too many wrong codes. Request a new one.',
      detail: false,
    });
    expect((await register(registration(email))).status).toBe(400);
  });

  it('counts wrong codes sent all at once, so guessing in parallel gains nothing', async () => {
    const email = newEmail('parallel');
    const code = await requestCode(email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        checkCode(email, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
      ),
    );
    // Exactly five guesses were compared; every other one was refused without a look.
    const messages = answers.map((answer) => answer.body.message as string).sort();
    expect(messages).toEqual([
      'The code is wrong. 1 try left.',
      'The code is wrong. 2 tries left.',
      'The code is wrong. 3 tries left.',
      'The code is wrong. 4 tries left.',
      ...Array(8).fill('Too many wrong codes. Request a new one.'),
    ]);
    expect((await checkCode(email, code)).body.detail).toBe(false);
  });

  it('expires a code after 10 minutes', async () => {
    const fresh = newEmail();
    const freshCode = await requestCode(fresh);
    const stale = newEmail();
    const staleCode = await requestCode(stale);

    server.clock.advance(ACCOUNT.emailCodeTtlMs - 30_000);
    expect((await checkCode(fresh, freshCode)).body.detail).toBe(true);

    server.clock.advance(31_000);
    const late = await checkCode(stale, staleCode);
    expect(late.body).toEqual({
      success: false,
      message: 'The code has expired. Request a new one.',
      detail: false,
    });
    expect((await register(registration(stale))).status).toBe(400);
  });

  it('replaces the old code with a new one and resets the tries', async () => {
    const email = newEmail();
    const first = await requestCode(email);
    for (let i = 0; i < ACCOUNT.emailCodeMaxTries; i++) await checkCode(email, wrongCode(first));

    const second = await requestCode(email);
    expect(server.inbox.mailsTo(email)).toHaveLength(2);
    // The new code may repeat the old one by chance (one in a million); then it is not "old".
    if (second !== first) {
      const old = await checkCode(email, first);
      expect(old.body).toMatchObject({
        success: false,
        message: 'The code is wrong. 4 tries left.',
      });
    }
    expect((await checkCode(email, second)).body).toMatchObject({ success: true, detail: true });
  });

  it('says to request a code first when none was sent', async () => {
    const answer = await checkCode(newEmail(), '123456');
    expect(answer.body).toEqual({
      success: false,
      message: 'Request a verification code first.',
      detail: false,
    });
  });

  it('refuses to send a code to a registered e-mail with 409', async () => {
    const account = await server.signUp();
    const before = server.inbox.mails.length;
    for (const email of [account.email, SUPER.email, account.email.toUpperCase()]) {
      const answer = await server.call(API.verifyEmail, { body: { email } });
      expect(answer.status, email).toBe(409);
      expect(answer.body).toEqual({
        success: false,
        message: 'This e-mail is already registered. Sign in instead.',
      });
    }
    expect(server.inbox.mails.length).toBe(before);
  });

  it(`sends at most ${CODES_PER_HOUR} codes per e-mail per hour`, async () => {
    const email = newEmail('limited');
    const other = newEmail('other');
    for (let i = 0; i < CODES_PER_HOUR; i++) await requestCode(email);

    const before = server.inbox.mailsTo(email).length;
    const refused = await server.call(API.verifyEmail, { body: { email } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many codes were sent\. Try again in \d+ minutes?\.$/,
    );
    expect(server.inbox.mailsTo(email)).toHaveLength(before);
    // The last code mailed still works, and other addresses are not affected.
    await requestCode(other);

    server.clock.advance(3600_000);
    const code = await requestCode(email);
    expect((await checkCode(email, code)).body.detail).toBe(true);
  });
});

describe('registration', () => {
  it('needs both agreements and names the missing one', async () => {
    const email = await verifiedEmail();
    const cases = [
      [{ privacy_agreement: false }, ['privacy_agreement']],
      [{ terms_agreement: false }, ['terms_agreement']],
      [
        { privacy_agreement: undefined, terms_agreement: undefined },
        ['privacy_agreement', 'terms_agreement'],
      ],
      [{ privacy_agreement: 'true', terms_agreement: 1 }, ['privacy_agreement', 'terms_agreement']],
    ] as const;
    for (const [change, fields] of cases) {
      const answer = await register(registration(email, change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(answer.body.detail).sort()).toEqual([...fields].sort());
    }
    expect((await register(registration(email, { terms_agreement: false }))).body.detail).toEqual({
      terms_agreement: 'You must agree to the terms of use to sign up.',
    });
    expect((await register(registration(email, { privacy_agreement: false }))).body.detail).toEqual(
      {
        privacy_agreement: 'You must agree to the privacy policy to sign up.',
      },
    );
    // None of the refusals used up the verification.
    expect((await register(registration(email))).status).toBe(201);
  });

  it('refuses an e-mail that was not verified', async () => {
    const email = newEmail();
    const answer = await register(registration(email, { code: '123456' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: 'Verify your e-mail with the code we sent before signing up.',
      detail: { email: 'This e-mail is not verified yet.' },
    });

    // A code that was sent but not checked is not a verification either.
    await requestCode(email);
    expect((await register(registration(email))).status).toBe(400);
    expect(
      (await server.call(API.login, { body: { email, password: 'long-enough-pw' } })).status,
    ).toBe(401);
  });

  it('refuses a verification older than an hour', async () => {
    const email = await verifiedEmail();
    server.clock.advance(ACCOUNT.emailVerifiedTtlMs + 1000);
    expect((await register(registration(email))).status).toBe(400);
  });

  it('refuses an e-mail that is already registered with 409', async () => {
    const account = await server.signUp();
    const again = await register(registration(account.email, { username: 'Someone Else' }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      message: 'This e-mail is already registered. Sign in instead.',
    });
    // The first account keeps its password.
    expect(
      (await server.call(API.login, { body: { email: account.email, password: account.password } }))
        .status,
    ).toBe(200);
  });

  it('creates one account when the same sign-up is sent twice at once', async () => {
    const email = await verifiedEmail('twice');
    const answers = await Promise.all([
      register(registration(email)),
      register(registration(email, { username: 'Other' })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const root = await server.superAdmin();
    const users = (await server.call(API.listUsers, { token: root.access })).body.detail;
    expect(users.filter((user: { email: string }) => user.email === email)).toHaveLength(1);
  });

  it('names each bad field with 400', async () => {
    const email = await verifiedEmail();
    const answer = await register({
      username: '   ',
      email: 'not-an-email',
      password: 'short',
      company: 'x'.repeat(101),
      privacy_agreement: true,
      terms_agreement: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toBe('Some fields are not valid.');
    expect(answer.body.detail.code).toBe('This field is required.');
    expect(Object.keys(answer.body.detail).sort()).toEqual([
      'code',
      'company',
      'email',
      'password',
      'username',
    ]);
    expect(answer.body.detail.password).toBe(
      `Use at least ${ACCOUNT.passwordMinLength} characters.`,
    );

    const tooLong = await register(
      registration(email, {
        password: 'x'.repeat(ACCOUNT.passwordMaxLength + 1),
        username: 'u'.repeat(51),
      }),
    );
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.detail).sort()).toEqual(['password', 'username']);

    const missing = await register({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.detail)).toEqual(
      expect.arrayContaining([
        'username',
        'email',
        'password',
        'privacy_agreement',
        'terms_agreement',
      ]),
    );
    // Nothing was created by the refusals: the verified address still registers once.
    expect((await register(registration(email))).status).toBe(201);
  });

  it('consumes the verification: it cannot serve a second account', async () => {
    const email = await verifiedEmail('consumed');
    expect((await register(registration(email))).status).toBe(201);
    expect((await checkCode(email, '000000')).body).toMatchObject({
      detail: false,
      message: 'Request a verification code first.',
    });

    // After the account is deleted the address must be verified again to come back.
    const account = await server.login(email, 'long-enough-pw');
    expect((await server.call(API.withdraw, { token: account.access })).status).toBe(200);
    const back = await register(registration(email));
    expect(back.status).toBe(400);
    expect(back.body.detail).toEqual({ email: 'This e-mail is not verified yet.' });
    const code = await requestCode(email);
    expect((await checkCode(email, code)).body.detail).toBe(true);
    expect((await register(registration(email))).status).toBe(201);
  });
});

describe('who may register a verified address', () => {
  it('only the holder of the code: knowing the address is not enough', async () => {
    const email = await verifiedEmail('bound');
    const code = newestCode(email)!;
    const stranger = await register(
      registration(email, { code: wrongCode(code), username: 'Mallory' }),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.detail).toHaveProperty('email');
    const withoutCode = await register(registration(email, { code: undefined }));
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.detail).toHaveProperty('code');
    const owner = await register(registration(email));
    expect(owner.status).toBe(201);
    expect(owner.body.detail.username).toBe('Kim Driver');
  });
});
