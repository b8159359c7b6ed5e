import {
  API,
  type AccessType,
  type AccountRole,
  type AppKey,
  type AppState,
  CONFIGURABLE_ROLES,
  allEndpoints,
  appByKey,
  canAccess,
  rankOf,
} from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';

let server: TestServer;
const accounts = {} as Record<AccountRole, Account>;

let root: Account;
beforeAll(async () => {
  server = await startServer();
  root = await server.superAdmin();
  accounts.ALL = await server.guest();
  accounts.EDU = await server.withRole('EDU');
  accounts.USER = await server.withRole('USER');
  accounts.ADMIN = await server.withRole('ADMIN');
});
afterAll(() => server.close());

const protectedRoutes = allEndpoints().filter((endpoint) => endpoint.access !== 'PUBLIC');
const params = { id: 1, number: 1, key: 'hmi', pc_id: 1, semver: '1.0.0', episode: 0 };
// The role check runs before validation, so any body will do; GET carries none.
const bodyFor = (endpoint: { method: string }) => (endpoint.method === 'GET' ? undefined : {});

/** Account roles strictly below the one a route needs. */
const weakerThan = (access: AccessType) =>
  (['ALL', 'EDU', 'USER', 'ADMIN'] as const).filter((role) => rankOf(role) < rankOf(access));

describe('every protected route', () => {
  it('covers the routes the spec marks as needing a sign-in', () => {
    const names = protectedRoutes.map((endpoint) => endpoint.name);
    expect(names).toEqual(
      expect.arrayContaining(['userInfo', 'listUsers', 'mintPcToken', 'listProjects', 'withdraw']),
    );
  });

  it.each(protectedRoutes.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s refuses a missing, malformed or foreign token with 401',
    async (_, endpoint) => {
      const bad = [undefined, 'not-a-jwt', 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIn0.'];
      for (const token of bad) {
        const answer = await server.call(endpoint, { token, params, body: bodyFor(endpoint) });
        expect(answer.status, `${endpoint.method} ${endpoint.path} with ${token}`).toBe(401);
        expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
      }
    },
  );

  it.each(
    protectedRoutes
      .filter((endpoint) => weakerThan(endpoint.access).length > 0)
      .map((endpoint) => [endpoint.name, endpoint] as const),
  )('%s refuses every weaker role with 403', async (_, endpoint) => {
    for (const role of weakerThan(endpoint.access)) {
      const answer = await server.call(endpoint, {
        token: accounts[role].access,
        params,
        body: bodyFor(endpoint),
      });
      expect(answer.status, `${role} on ${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(answer.body.success).toBe(false);
    }
  });

  it('lets a guest read its own info but nothing behind a USER screen', async () => {
    const guest = accounts.ALL;
    const info = await server.call(
      { method: 'GET', path: '/api/user/info/' },
      { token: guest.access },
    );
    expect(info.status).toBe(200);
    expect(info.body.detail.role).toBe('ALL');
    for (const path of ['/api/project/', '/api/user/pc/', '/api/user/token/', '/api/notice/']) {
      const answer = await server.call({ method: 'GET', path }, { token: guest.access });
      expect(answer.status, path).toBe(403);
    }
  });
});

const ownedRoutes = protectedRoutes.filter((endpoint) => endpoint.app);
const OWNING_APPS = [...new Set(ownedRoutes.map((endpoint) => endpoint.app!))];

/** Sets `app` to `state` for every configurable role, as a SUPER does on /admin/apps. */
async function setEveryRole(app: AppKey, state: AppState | 'default') {
  const answer =
    state === 'default'
      ? await server.call(API.resetAppAvailability, { token: root.access, params: { key: app } })
      : await server.call(API.changeAppAvailability, {
          token: root.access,
          params: { key: app },
          body: { states: Object.fromEntries(CONFIGURABLE_ROLES.map((role) => [role, state])) },
        });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The roles that may call a route by rank (the ones an app's availability could refuse). */
const allowedBy = (access: AccessType) =>
  (['ALL', 'EDU', 'USER', 'ADMIN'] as const).filter((role) => canAccess(role, access));

describe('every route that belongs to an app', () => {
  it('is declared for Data Management at least (records today)', () => {
    expect(OWNING_APPS).toContain('statistics');
  });

  const offStates = OWNING_APPS.flatMap((app) =>
    (['disabled', 'hidden'] as const).map((state) => [app, state] as const),
  );
  it.each(offStates)(
    "%s's routes refuse every role that has it %s with 403 and a sentence; SUPER still passes",
    async (app, state) => {
      await setEveryRole(app, state);
      try {
        for (const endpoint of ownedRoutes.filter((each) => each.app === app)) {
          for (const role of allowedBy(endpoint.access)) {
            const answer = await server.call(endpoint, {
              token: accounts[role].access,
              params,
              body: bodyFor(endpoint),
            });
            expect(answer.status, `${role} on ${endpoint.method} ${endpoint.path}`).toBe(403);
            expect(answer.body).toEqual({
              success: false,
              message: `${appByKey(app).name} is turned off for your role. Ask an administrator to turn it on.`,
            });
          }
          const asSuper = await server.call(endpoint, {
            token: root.access,
            params,
            body: bodyFor(endpoint),
          });
          expect(asSuper.status, `SUPER on ${endpoint.method} ${endpoint.path}`).not.toBe(403);
        }
      } finally {
        await setEveryRole(app, 'default');
      }
    },
  );

  it.each(OWNING_APPS)("%s's routes answer the roles it is enabled for again", async (app) => {
    await setEveryRole(app, 'enabled');
    try {
      for (const endpoint of ownedRoutes.filter((each) => each.app === app)) {
        for (const role of allowedBy(endpoint.access)) {
          const answer = await server.call(endpoint, {
            token: accounts[role].access,
            params,
            body: bodyFor(endpoint),
          });
          expect(answer.status, `${role} on ${endpoint.method} ${endpoint.path}`).not.toBe(403);
        }
      }
    } finally {
      await setEveryRole(app, 'default');
    }
  });
});
