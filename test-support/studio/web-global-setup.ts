import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from '@ads/contract';
import type { TestProject } from 'vitest/node';
import { packAgentForTests } from './agent-package';
import { SUPER, startServer, type TestServer } from './harness';

/** The roles the fixtures endpoint makes accounts of; GUEST is a guest account (role ALL). */
export type FixtureRole = 'USER' | 'EDU' | 'ADMIN' | 'GUEST';

export interface FixtureAccount {
  id: number;
  email: string;
  password: string;
  username: string;
}

let made = 0;

/** A fresh account of `role`, signed up through the harness; ADMIN and EDU are granted by the SUPER. */
async function freshAccount(
  server: TestServer,
  role: FixtureRole,
  name: string,
): Promise<FixtureAccount> {
  if (role === 'GUEST') {
    const guest = await server.guest();
    const info = await server.call(API.userInfo, { token: guest.access });
    return { id: guest.id, email: guest.email, password: '', username: info.body.detail.username };
  }
  made += 1;
  const username = `${name} ${made}`;
  const account = await server.signUp({
    email: `web-${made}-${Date.now()}@ads.test`,
    password: `web-pass-${made}-x`,
    username,
  });
  if (role !== 'USER') {
    const root = await server.superAdmin();
    const changed = await server.call(API.updateUser, {
      token: root.access,
      body: { user_id: account.id, role },
    });
    if (changed.status !== 200)
      throw new Error(`role change failed: ${JSON.stringify(changed.body)}`);
  }
  return { id: account.id, email: account.email, password: account.password, username };
}

/**
 * The newest verification code mailed to `email`, waiting for the first one to arrive; with
 * `after`, the code of the mail after the first `after` ones, waiting for it (a password reset
 * mails behind its answer, to an address that already holds its sign-up mail).
 */
async function newestCode(server: TestServer, email: string, after?: number): Promise<string> {
  if (after !== undefined) return server.inbox.codeFor(email, after);
  const count = server.inbox.mailsTo(email).length;
  return server.inbox.codeFor(email, Math.max(count - 1, 0));
}

async function readJson(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, string>) : {};
}

/** The fixtures endpoint: real accounts and real inbox codes for the web tests. */
function startFixtures(server: TestServer) {
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const fixtures = createServer((request, response) => {
    void (async () => {
      const target = new URL(request.url ?? '/', 'http://fixtures');
      if (request.method === 'POST' && target.pathname === '/accounts') {
        const input = await readJson(request);
        const role = (input.role ?? 'USER') as FixtureRole;
        return send(response, 201, await freshAccount(server, role, input.name ?? 'Tester'));
      }
      if (request.method === 'GET' && target.pathname === '/code') {
        const email = target.searchParams.get('email') ?? '';
        const after = target.searchParams.get('after');
        const code = await newestCode(server, email, after === null ? undefined : Number(after));
        return send(response, 200, { code });
      }
      send(response, 404, { message: `no fixture at ${request.method} ${target.pathname}` });
    })().catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  return new Promise<{ url: string; close(): Promise<void> }>((resolve) => {
    fixtures.listen(0, '127.0.0.1', () => {
      const { port } = fixtures.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => fixtures.close(() => done())),
      });
    });
  });
}

/**
 * The web unit tests talk to a real server: this starts one on a fresh database for the whole
 * web test run, with one signed-up account, the SUPER's credentials, and a loopback endpoint
 * that signs up a fresh account per test and reads verification codes from the real inbox.
 */
export default async function setup(project: TestProject) {
  // The studio serves its agent package, so pages show the agent command as a built studio does.
  const agentPackage = await packAgentForTests();
  const server = await startServer({ agentPackageDir: agentPackage.dir });
  const account = await server.signUp({ email: 'web-unit@ads.test', password: 'web-unit-pass-1' });
  const fixtures = await startFixtures(server);
  project.provide('api', {
    url: server.url,
    email: account.email,
    password: account.password,
    superAccount: { ...SUPER },
    fixtures: fixtures.url,
  });
  return async () => {
    await fixtures.close();
    await server.close();
    await agentPackage.remove();
  };
}
