import { API } from '@ads/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Account,
  SUPER,
  type TestServer,
  startServer,
} from '../../../test-support/studio/harness';

// Small limits and a one-minute window keep the lock-out tests fast.
const LIMITS = {
  loginFailuresPerAccount: 3,
  loginFailuresPerAddress: 8,
  loginWindowMs: 60_000,
  guestsPerAddressPerHour: 5,
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ limits: LIMITS });
});
afterAll(() => server.close());
// Every test starts with fresh failure windows; all calls come from the same loopback address.
beforeEach(() => server.clock.advance(LIMITS.loginWindowMs));

const login = (email: string, password: string, headers?: Record<string, string>) =>
  server.call(API.login, { body: { email, password }, headers });

const WRONG = { success: false, message: 'The e-mail or password is wrong.' };
const TOO_MANY = /^Too many failed sign-ins\. Try again in \d+ minutes?\.$/;

describe('sign-in', () => {
  it('answers an access and a refresh token that work', async () => {
    const account = await server.signUp({ username: 'Lee Tester' });
    const answer = await login(account.email, account.password);
    expect(answer.status).toBe(200);
    const { detail } = API.login.answer.parse(answer.body);
    expect(detail.access.split('.')).toHaveLength(3);
    expect(detail.refresh).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(detail.refresh).not.toBe(account.refresh);

    const info = await server.call(API.userInfo, { token: detail.access });
    expect(info.status).toBe(200);
    expect(info.body.detail).toMatchObject({
      id: account.id,
      email: account.email,
      username: 'Lee Tester',
      role: 'USER',
    });
    const refreshed = await server.call(API.refresh, { body: { refresh: detail.refresh } });
    expect(refreshed.status).toBe(200);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const account = await server.signUp();
    expect((await login(` ${account.email.toUpperCase()} `, account.password)).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const account = await server.signUp();
    const wrongPassword = await login(account.email, 'not-the-password');
    const unknown = await login('nobody-here@ads.test', account.password);
    const caseOfPassword = await login(account.email, account.password.toUpperCase());
    for (const answer of [wrongPassword, unknown, caseOfPassword]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(WRONG);
    }
  });

  it('names the bad fields of a malformed sign-in with 400', async () => {
    const answer = await server.call(API.login, { body: { email: 'nope', password: '' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.detail).sort()).toEqual(['email', 'password']);
    expect((await server.call(API.login, { raw: '{"email":' })).status).toBe(400);
  });

  it('refuses an inactive account with 403, and its refresh token with 401', async () => {
    const account = await server.signUp();
    const root = await server.superAdmin();
    const off = await server.call(API.updateUser, {
      token: root.access,
      body: { user_id: account.id, is_active: false },
    });
    expect(off.status).toBe(200);

    const answer = await login(account.email, account.password);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      success: false,
      message: 'This account is disabled. Contact an administrator.',
    });
    // A wrong password still says only "wrong": the status is not revealed without it.
    expect((await login(account.email, 'not-the-password')).status).toBe(401);
    const refreshed = await server.call(API.refresh, { body: { refresh: account.refresh } });
    expect(refreshed.status).toBe(401);
    expect(refreshed.body.success).toBe(false);

    await server.call(API.updateUser, {
      token: root.access,
      body: { user_id: account.id, is_active: true },
    });
    expect((await login(account.email, account.password)).status).toBe(200);
  });
});

describe('sign-in limits', () => {
  it(`locks an account after ${LIMITS.loginFailuresPerAccount} failures, even for the right password`, async () => {
    const target = await server.signUp();
    const bystander = await server.signUp();
    for (let i = 0; i < LIMITS.loginFailuresPerAccount; i++) {
      expect((await login(target.email, `guess-${i}`)).status).toBe(401);
    }
    const locked = await login(target.email, target.password);
    expect(locked.status).toBe(429);
    expect(locked.body.success).toBe(false);
    expect(locked.body.message).toMatch(TOO_MANY);
    expect(locked.body.message).toBe('Too many failed sign-ins. Try again in 1 minute.');
    // The lock is on that account only, and its open sessions keep working.
    expect((await login(bystander.email, bystander.password)).status).toBe(200);
    expect((await server.call(API.userInfo, { token: target.access })).status).toBe(200);

    server.clock.advance(LIMITS.loginWindowMs);
    expect((await login(target.email, target.password)).status).toBe(200);
  });

  it('counts failures for an unknown e-mail too', async () => {
    const email = 'ghost@ads.test';
    for (let i = 0; i < LIMITS.loginFailuresPerAccount; i++) {
      expect((await login(email, 'whatever-1')).status).toBe(401);
    }
    expect((await login(email, 'whatever-1')).status).toBe(429);
  });

  it('resets the per-account count on a successful sign-in', async () => {
    const account = await server.signUp();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LIMITS.loginFailuresPerAccount - 1; i++) {
        expect((await login(account.email, `guess-${round}-${i}`)).status).toBe(401);
      }
      expect((await login(account.email, account.password)).status, `round ${round}`).toBe(200);
    }
  });

  it(`blocks an address after ${LIMITS.loginFailuresPerAddress} failures across accounts`, async () => {
    const account = await server.signUp();
    for (let i = 0; i < LIMITS.loginFailuresPerAddress; i++) {
      // A different e-mail each time stays under the per-account limit.
      expect((await login(`spray-${i}@ads.test`, 'password-1')).status).toBe(401);
    }
    const blocked = await login(account.email, account.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(TOO_MANY);
    // A forged forwarding header does not make the caller a new address.
    const forged = await login(account.email, account.password, {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(forged.status).toBe(429);

    server.clock.advance(LIMITS.loginWindowMs);
    expect((await login(account.email, account.password)).status).toBe(200);
  });
});

describe('guest sign-in', () => {
  let guest: Account;
  beforeAll(async () => {
    guest = await server.guest();
  });

  it('creates a guest account with role ALL and its own tokens', async () => {
    const answer = await server.call(API.guest);
    expect(answer.status).toBe(201);
    const { detail } = API.guest.answer.parse(answer.body);
    const info = await server.call(API.userInfo, { token: detail.access });
    expect(info.status).toBe(200);
    expect(info.body.detail).toMatchObject({ role: 'ALL', is_active: true });
    expect(info.body.detail.email).toMatch(/^guest-[0-9a-f]+@guest\.ads-studio\.local$/);
    expect(info.body.detail.id).not.toBe(guest.id);

    const refreshed = await server.call(API.refresh, { body: { refresh: detail.refresh } });
    expect(refreshed.status).toBe(200);
    const again = await server.call(API.userInfo, { token: refreshed.body.detail });
    expect(again.body.detail.id).toBe(info.body.detail.id);
  });

  it('refuses a guest on USER routes with 403', async () => {
    for (const endpoint of [API.listProjects, API.listPcs, API.mintPcToken, API.notice.list]) {
      const answer = await server.call(endpoint, { token: guest.access });
      expect(answer.status, endpoint.path).toBe(403);
      expect(answer.body).toEqual({
        success: false,
        message: 'Sign up is required for this. Guest accounts cannot use it.',
      });
    }
    const created = await server.call(API.createProject, {
      token: guest.access,
      body: { title: 'Sneaky', vehicle: 'car' },
    });
    expect(created.status).toBe(403);
  });

  it('refuses a guest the password change with 403', async () => {
    const answer = await server.call(API.changePassword, {
      token: guest.access,
      body: {
        current_password: 'anything-1',
        new_password: 'new-password-1',
        confirm_new_password: 'new-password-1',
      },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.success).toBe(false);
  });

  it('cannot be signed into with a password', async () => {
    for (const password of ['x', 'not-a-password']) {
      const answer = await login(guest.email, password);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(WRONG);
    }
  });

  it(`creates at most ${LIMITS.guestsPerAddressPerHour} guests per address per hour`, async () => {
    server.clock.advance(3600_000);
    for (let i = 0; i < LIMITS.guestsPerAddressPerHour; i++) {
      expect((await server.call(API.guest)).status).toBe(201);
    }
    const refused = await server.call(API.guest);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many guest accounts\. Try again in \d+ minutes?\.$/);
    server.clock.advance(3600_000);
    expect((await server.call(API.guest)).status).toBe(201);
  });
});

describe('first SUPER', () => {
  it('signs in the ADMIN_EMAIL account as SUPER', async () => {
    const answer = await login(SUPER.email, SUPER.password);
    expect(answer.status).toBe(200);
    const info = await server.call(API.userInfo, { token: answer.body.detail.access });
    expect(info.body.detail).toMatchObject({ email: SUPER.email, role: 'SUPER', is_active: true });
  });

  it('is created once: a later start keeps the account and its password', async () => {
    expect(await server.services.accounts.ensureSuper(SUPER.email, 'another-password')).toBe(false);
    expect((await login(SUPER.email, 'another-password')).status).toBe(401);
    expect((await login(SUPER.email, SUPER.password)).status).toBe(200);
  });
});
