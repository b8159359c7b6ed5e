import { type AccessType, type AccountRole, allEndpoints, rankOf } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from './harness';

let server: TestServer;
const accounts = {} as Record<AccountRole, Account>;

beforeAll(async () => {
  server = await startServer();
  accounts.ALL = await server.guest();
  accounts.EDU = await server.withRole('EDU');
  accounts.USER = await server.withRole('USER');
  accounts.ADMIN = await server.withRole('ADMIN');
});
afterAll(() => server.close());

const protectedRoutes = allEndpoints().filter((endpoint) => endpoint.access !== 'PUBLIC');
const params = { id: 1, number: 1 };
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
