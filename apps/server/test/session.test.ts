import { ACCOUNT, API } from '@ads/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  JWT_SECRET,
  type TestServer,
  startServer,
} from '../../../test-support/studio/harness';

let server: TestServer;
let account: Account;
beforeAll(async () => {
  server = await startServer();
  account = await server.signUp();
});
afterAll(() => server.close());

const refresh = (token: string) => server.call(API.refresh, { body: { refresh: token } });
const info = (token: string) => server.call(API.userInfo, { token });
/** A fresh sign-in of the suite's account: a new refresh-token family. */
const signIn = () => server.login(account.email, account.password);

const ENDED = {
  success: false,
  message: 'This sign-in was used elsewhere, so it was ended. Sign in again.',
};

describe('refresh rotation', () => {
  it('answers a new access token in detail and a new refresh token beside it', async () => {
    const session = await signIn();
    const answer = await refresh(session.refresh);
    expect(answer.status).toBe(200);
    const body = API.refresh.answer.parse(answer.body);
    expect(body).toEqual({
      success: true,
      detail: expect.any(String),
      refresh: expect.any(String),
    });
    expect(body.detail.split('.')).toHaveLength(3);
    expect(body.refresh).not.toBe(session.refresh);

    const me = await info(body.detail);
    expect(me.status).toBe(200);
    expect(me.body.detail.id).toBe(account.id);
    // The rotated token keeps rotating.
    const next = await refresh(body.refresh);
    expect(next.status).toBe(200);
    expect(next.body.refresh).not.toBe(body.refresh);
  });

  it('revokes the whole family when a rotated refresh token comes back', async () => {
    const session = await signIn();
    const first = await refresh(session.refresh);
    const second = await refresh(first.body.refresh);
    expect(second.status).toBe(200);

    // The stolen copy of the first token is presented again.
    const replay = await refresh(session.refresh);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(ENDED);
    // The newest token of the family is dead too, and so is every older one.
    expect((await refresh(second.body.refresh)).status).toBe(401);
    expect((await refresh(first.body.refresh)).status).toBe(401);
  });

  it('leaves other sign-ins of the same account alone', async () => {
    const attacked = await signIn();
    const other = await signIn();
    const rotated = await refresh(attacked.refresh);
    expect((await refresh(attacked.refresh)).status).toBe(401);
    expect((await refresh(rotated.body.refresh)).status).toBe(401);

    const stillFine = await refresh(other.refresh);
    expect(stillFine.status).toBe(200);
    expect((await info(stillFine.body.detail)).status).toBe(200);
  });

  it('lets only one of two simultaneous refreshes of one token win', async () => {
    const session = await signIn();
    const answers = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('refuses unknown, empty and access tokens as refresh tokens', async () => {
    const session = await signIn();
    expect((await refresh('not-a-refresh-token')).status).toBe(401);
    expect((await refresh(session.access)).status).toBe(401);
    const empty = await refresh('');
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toHaveProperty('refresh');
    expect((await server.call(API.refresh, { body: {} })).status).toBe(400);
    // None of this harmed the real session.
    expect((await refresh(session.refresh)).status).toBe(200);
  });
});

describe('sign-out', () => {
  it('revokes the family of the refresh token, and only that one', async () => {
    const leaving = await signIn();
    const staying = await signIn();
    const rotated = await refresh(leaving.refresh);

    const out = await server.call(API.logout, { body: { refresh: rotated.body.refresh } });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Signed out.' });
    expect((await refresh(rotated.body.refresh)).status).toBe(401);
    expect((await refresh(staying.refresh)).status).toBe(200);
  });

  it('answers success for a token that is unknown or already signed out', async () => {
    const session = await signIn();
    expect((await server.call(API.logout, { body: { refresh: session.refresh } })).status).toBe(
      200,
    );
    expect((await server.call(API.logout, { body: { refresh: session.refresh } })).status).toBe(
      200,
    );
    expect((await server.call(API.logout, { body: { refresh: 'never-issued' } })).status).toBe(200);
  });
});

describe('expiry', () => {
  it('refuses a refresh token older than 14 days', async () => {
    const aging = await signIn();
    const kept = await signIn();
    server.clock.advance(ACCOUNT.refreshTokenTtlS * 1000 - 60_000);
    // Just before the end it still works (and rotates into a new 14 days).
    const renewed = await refresh(kept.refresh);
    expect(renewed.status).toBe(200);

    server.clock.advance(2 * 60_000);
    const late = await refresh(aging.refresh);
    expect(late.status).toBe(401);
    expect(late.body).toEqual({
      success: false,
      message: 'Your session has expired. Sign in again.',
    });
    expect((await refresh(renewed.body.refresh)).status).toBe(200);
  });

  it('refuses an access token after 15 minutes, and a refresh brings a working one', async () => {
    const session = await signIn();
    server.clock.advance(ACCOUNT.accessTokenTtlS * 1000 - 60_000);
    expect((await info(session.access)).status).toBe(200);

    server.clock.advance(2 * 60_000);
    for (const endpoint of [API.userInfo, API.listProjects]) {
      const answer = await server.call(endpoint, { token: session.access });
      expect(answer.status, endpoint.path).toBe(401);
      expect(answer.body).toEqual({
        success: false,
        message: 'Your session has expired. Sign in again.',
      });
    }
    const renewed = await refresh(session.refresh);
    expect(renewed.status).toBe(200);
    expect((await server.call(API.listProjects, { token: renewed.body.detail })).status).toBe(200);
  });
});

describe('ending a sign-in', () => {
  it('ends its access tokens too, not only its refresh tokens', async () => {
    const session = await server.signUp();
    expect((await info(session.access)).status).toBe(200);
    const out = await server.call(API.logout, { body: { refresh: session.refresh } });
    expect(out.status).toBe(200);
    const after = await info(session.access);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has ended. Sign in again.');
  });
});

describe('forged access tokens', () => {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const liveFamily = (access: string) =>
    JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()).fam as string;

  /** The claims the server puts in its own access tokens, for the suite's account. */
  const claims = (overrides: Record<string, unknown> = {}) => {
    const now = Math.floor(server.clock.now().getTime() / 1000);
    return {
      sub: String(account.id),
      iss: 'ads-studio',
      // A live sign-in's family: the server also refuses tokens of ended sessions.
      fam: liveFamily(account.access),
      typ: 'access',
      iat: now,
      exp: now + 600,
      ...overrides,
    };
  };

  const sign = (payload: Record<string, unknown>, secret = JWT_SECRET, alg = 'HS256') =>
    new SignJWT(payload)
      .setProtectedHeader({ alg, typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));

  const expectRefused = async (token: string) => {
    for (const endpoint of [API.userInfo, API.listProjects]) {
      const answer = await server.call(endpoint, { token });
      expect(answer.status, endpoint.path).toBe(401);
      expect(answer.body.success).toBe(false);
    }
  };

  it('accepts a token made exactly as the server makes them (control)', async () => {
    const answer = await info(await sign(claims()));
    expect(answer.status).toBe(200);
    expect(answer.body.detail.id).toBe(account.id);
  });

  it('refuses a token signed with another key', async () => {
    await expectRefused(await sign(claims(), 'some-other-secret-of-the-same-length!'));
  });

  it('refuses an unsigned token with alg none', async () => {
    const header = base64url({ alg: 'none', typ: 'JWT' });
    const payload = base64url(claims());
    await expectRefused(`${header}.${payload}.`);
    await expectRefused(`${header}.${payload}`);
    // Nor does a genuine token with its header swapped for alg none get through.
    const genuine = (await signIn()).access.split('.');
    await expectRefused(`${header}.${genuine[1]}.`);
    await expectRefused(`${header}.${genuine[1]}.${genuine[2]}`);
  });

  it('refuses the right key with another algorithm', async () => {
    await expectRefused(await sign(claims(), JWT_SECRET, 'HS512'));
  });

  it('refuses a tampered payload under a genuine signature', async () => {
    const root = await server.superAdmin();
    const [header, , signature] = (await signIn()).access.split('.');
    await expectRefused(`${header}.${base64url(claims({ sub: String(root.id) }))}.${signature}`);
  });

  it('refuses tokens that are not access tokens of this server', async () => {
    await expectRefused(await sign(claims({ typ: 'refresh' })));
    await expectRefused(await sign(claims({ iss: 'someone-else' })));
    await expectRefused(await sign(claims({ sub: '999999' })));
    await expectRefused(await sign(claims({ sub: 'admin' })));
  });

  it('refuses a token that never expires', async () => {
    await expectRefused(await sign(claims({ exp: undefined })));
  });

  it('refuses a bearer header that is not one', async () => {
    const { access } = await signIn();
    for (const authorization of [access, `Basic ${access}`, 'Bearer', 'Bearer ']) {
      const answer = await server.call(API.userInfo, { headers: { authorization } });
      expect(answer.status, authorization).toBe(401);
    }
    const lower = await server.call(API.userInfo, {
      headers: { authorization: `bearer ${access}` },
    });
    expect(lower.status).toBe(200);
  });
});
