import { ACCOUNT, API, allEndpoints, SOCKET_UNAUTHORIZED } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  type TestServer,
  connectSocket,
  startServer,
} from '../../../../test-support/studio/harness';
import { FORGERIES, type Forgery, forgeTokens } from './forged-tokens';

// access.test.ts walks the table with no token, garbage, a bare alg:none token and every weaker
// role (a guest where USER is needed, a USER where ADMIN is needed). This file adds tokens that
// are right in every way but one, for the SUPER, so that only the token can be the reason to refuse.

let server: TestServer;
let root: Account;
let tokens: Awaited<ReturnType<typeof forgeTokens>>;
let pcToken: string;

beforeAll(async () => {
  server = await startServer();
  root = await server.superAdmin();
  tokens = await forgeTokens(root.access, server.clock.now());
  const minted = await server.call(API.mintPcToken, { token: root.access });
  const pc = await server.call(API.registerPc, {
    token: root.access,
    body: { name: 'root rig', token: minted.body.detail },
  });
  pcToken = pc.body.detail.token;
});
afterAll(() => server.close());

const protectedRoutes = allEndpoints().filter((endpoint) => endpoint.access !== 'PUBLIC');
// Ids that match nothing yet; the body is empty: a caller who got past the hook meets 400/404.
const params = { id: 1, number: 1, key: 'hmi', pc_id: 1, semver: '1.0.0', episode: 0 };
const bodyFor = (endpoint: { method: string }) => (endpoint.method === 'GET' ? undefined : {});

/** The status of every protected route for one token, by route name. */
async function statuses(token: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const endpoint of protectedRoutes) {
    const answer = await server.call(endpoint, { token, params, body: bodyFor(endpoint) });
    out[endpoint.name] = answer.status;
  }
  return out;
}

const everyRoute = (status: number) =>
  Object.fromEntries(protectedRoutes.map((endpoint) => [endpoint.name, status]));

async function handshake(token: string): Promise<string> {
  try {
    (await connectSocket(server.url, token)).close();
    return 'connected';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('tokens on every protected route', () => {
  it('lets the genuine control token past the hook everywhere (so each refusal below can fail)', async () => {
    const answers = await statuses(tokens.genuine);
    for (const [name, status] of Object.entries(answers)) {
      expect([401, 403], name).not.toContain(status);
      expect(status, name).toBeLessThan(500);
    }
  });

  it.each(FORGERIES)('refuses a token %s with 401 on every protected route', async (kind) => {
    expect(await statuses(tokens.forged[kind as Forgery])).toEqual(everyRoute(401));
  });

  it("refuses a PC's token, a credential of the agent only, as a bearer token", async () => {
    expect(await statuses(pcToken)).toEqual(everyRoute(401));
  });
});

describe('tokens at the socket handshake', () => {
  it('accepts the genuine control token', async () => {
    expect(await handshake(tokens.genuine)).toBe('connected');
  });

  it.each(FORGERIES)('refuses a token %s', async (kind) => {
    expect(await handshake(tokens.forged[kind as Forgery])).toBe(SOCKET_UNAUTHORIZED);
  });
});

// Last in the file: it moves the server's clock past the lifetime of every token issued above.
describe('a genuine token once its lifetime has passed on the server clock', () => {
  it('is refused on every protected route and at the handshake', async () => {
    const account = await server.signUp();
    expect((await server.call(API.userInfo, { token: account.access })).status).toBe(200);
    server.clock.advance(ACCOUNT.accessTokenTtlS * 1000 + 1000);
    expect(await statuses(account.access)).toEqual(everyRoute(401));
    expect(await handshake(account.access)).toBe(SOCKET_UNAUTHORIZED);
  });
});
