import { API, type Project } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/account/passwords';
import { type TestServer, startServer } from '../../../../test-support/studio/harness';

const USERS = 200;
const PASSWORD = 'load-password-1';

let server: TestServer;
let accounts: Array<{ id: number; email: string }> = [];

beforeAll(async () => {
  server = await startServer();
  // The accounts are stored directly, all with one argon2 hash of one password: sign-up by
  // e-mail code has its own tests (signup.test.ts), and 200 more hashes and mails would only
  // slow the setup. What is under load is everything after: sign-in, list, create, read.
  const passwordHash = await hashPassword(PASSWORD);
  const stamp = Date.now();
  accounts = await server.database.db
    .insert(users)
    .values(
      Array.from({ length: USERS }, (_, index) => ({
        email: `load-${index}-${stamp}@ads.test`,
        username: `Load ${index}`,
        company: 'ADS Lab',
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email });
});
afterAll(() => server?.close());

/** One simulated user: sign in, list, create, read back; any unexpected answer is returned. */
async function session(account: { id: number; email: string }, index: number): Promise<string[]> {
  const problems: string[] = [];
  const expectStatus = (step: string, status: number, wanted: number) => {
    if (status !== wanted) problems.push(`user ${index} ${step}: ${status}`);
    return status === wanted;
  };
  const login = await server.call(API.login, {
    body: { email: account.email, password: PASSWORD },
  });
  if (!expectStatus('login', login.status, 200)) return problems;
  const token = API.login.answer.parse(login.body).detail.access;

  const before = await server.call(API.listProjects, { token });
  if (!expectStatus('list', before.status, 200)) return problems;
  if (API.listProjects.answer.parse(before.body).detail.length !== 0)
    problems.push(`user ${index} sees projects of someone else`);

  const title = `Load project ${index}`;
  const created = await server.call(API.createProject, {
    token,
    body: { title, vehicle: `Car ${index}` },
  });
  if (!expectStatus('create', created.status, 201)) return problems;
  const id = API.createProject.answer.parse(created.body).detail.id;

  const read = await server.call(API.getProject, { token, params: { id } });
  if (!expectStatus('read', read.status, 200)) return problems;
  const project: Project = API.getProject.answer.parse(read.body).detail;
  if (
    project.title !== title ||
    project.vehicle !== `Car ${index}` ||
    project.user_id !== account.id
  )
    problems.push(`user ${index} read back ${JSON.stringify(project)}`);

  const after = await server.call(API.listProjects, { token });
  if (!expectStatus('list again', after.status, 200)) return problems;
  const ids = API.listProjects.answer.parse(after.body).detail.map((each) => each.id);
  if (ids.length !== 1 || ids[0] !== id) problems.push(`user ${index} lists ${ids.join(',')}`);
  return problems;
}

describe(`${USERS} concurrent users`, () => {
  it('all sign in, list, create and read back at once with no error', async () => {
    expect(accounts.filter(Boolean)).toHaveLength(USERS);
    const outcomes = await Promise.allSettled(accounts.map(session));
    const problems = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? outcome.value : [String(outcome.reason)],
    );
    expect(problems).toEqual([]);

    // Every user's project is stored once, under its owner.
    const root = await server.superAdmin();
    const all = await Promise.all(
      accounts.map((account) =>
        server.call(API.listProjects, { token: root.access, query: { user_id: account.id } }),
      ),
    );
    expect(all.map((answer) => answer.body.detail.length)).toEqual(accounts.map(() => 1));
  }, 60_000);
});
