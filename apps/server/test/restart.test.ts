import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type Pc, type Post, type Project } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, onPostgres } from '../../../test-support/studio/database';
import {
  type Account,
  SUPER,
  type TestServer,
  startServer,
} from '../../../test-support/studio/harness';

/** Where both runs keep their data: one PGlite folder, or one PostgreSQL database. */
async function storage() {
  if (onPostgres) {
    const fresh = (await freshDatabaseUrl())!;
    return {
      options: { databaseUrl: fresh.url, keepDatabase: true },
      cleanup: () => fresh.drop(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-restart-'));
  return {
    options: { dataDir },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** What the first run wrote, to look for in the second. */
interface Written {
  user: Account;
  admin: Account;
  project: Project;
  pc: Pc;
  notice: Post;
  faq: Post;
}

async function writeEverything(server: TestServer): Promise<Written> {
  const user = await server.signUp({ username: 'Persistent Park', password: 'kept-password-1' });
  const admin = await server.withRole('ADMIN');
  const created = await server.call(API.createProject, {
    token: user.access,
    body: { title: 'Long-lived', vehicle: 'Shuttle' },
  });
  expect(created.status).toBe(201);
  const projectId = API.createProject.answer.parse(created.body).detail.id;
  const minted = await server.call(API.mintPcToken, { token: user.access });
  const token = API.mintPcToken.answer.parse(minted.body).detail;
  const registered = await server.call(API.registerPc, {
    token: user.access,
    body: { name: 'Vehicle computer', token },
  });
  expect(registered.status).toBe(201);
  const pc = API.registerPc.answer.parse(registered.body).detail;
  const added = await server.call(API.addProjectPc, {
    token: user.access,
    params: { id: projectId },
    body: { pc_id: pc.id },
  });
  expect(added.status).toBe(200);
  const project = API.addProjectPc.answer.parse(added.body).detail;

  const notice = await server.call(API.notice.create, {
    token: admin.access,
    body: { title: 'Kept notice', content: '<p>Still here</p>' },
  });
  expect(notice.status).toBe(201);
  const faq = await server.call(API.faq.create, {
    token: admin.access,
    body: { title: 'Kept FAQ', content: 'Yes.' },
  });
  expect(faq.status).toBe(201);
  const inquiry = await server.call(API.inquiry, {
    token: user.access,
    body: { title: 'Kept inquiry', content: 'Do you keep this?' },
  });
  expect(inquiry.status).toBe(201);
  const contact = await server.call(API.contact, {
    body: { name: 'Kept contact', email: 'kept@example.com', message: 'Hello again' },
  });
  expect(contact.status).toBe(201);
  return {
    user,
    admin,
    project,
    pc,
    notice: API.notice.create.answer.parse(notice.body).detail,
    faq: API.faq.create.answer.parse(faq.body).detail,
  };
}

let place: Awaited<ReturnType<typeof storage>>;
let server: TestServer;
let written: Written;
beforeAll(async () => {
  place = await storage();
  const first = await startServer(place.options);
  try {
    written = await writeEverything(first);
  } finally {
    await first.close();
  }
  server = await startServer(place.options);
});
afterAll(async () => {
  await server?.close();
  await place?.cleanup();
});

describe('data kept across a restart', () => {
  it('runs the second server on the same kind of database', async () => {
    const health = await server.call(API.health);
    expect(API.health.answer.parse(health.body).detail.database).toBe(
      onPostgres ? 'postgres' : 'pglite',
    );
  });

  it('lets the user sign in with the same password', async () => {
    const again = await server.login(written.user.email, 'kept-password-1');
    expect(again.id).toBe(written.user.id);
    const info = await server.call(API.userInfo, { token: again.access });
    expect(API.userInfo.answer.parse(info.body).detail).toMatchObject({
      id: written.user.id,
      email: written.user.email,
      username: 'Persistent Park',
      role: 'USER',
    });
    const wrong = await server.call(API.login, {
      body: { email: written.user.email, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
  });

  it('keeps sessions: the old access token and refresh token still work', async () => {
    const info = await server.call(API.userInfo, { token: written.user.access });
    expect(info.status).toBe(200);
    const refreshed = await server.call(API.refresh, { body: { refresh: written.user.refresh } });
    expect(refreshed.status).toBe(200);
    const access = API.refresh.answer.parse(refreshed.body).detail;
    expect((await server.call(API.userInfo, { token: access })).status).toBe(200);
  });

  it('keeps the project with its PC', async () => {
    const user = await server.login(written.user.email, 'kept-password-1');
    const answer = await server.call(API.listProjects, { token: user.access });
    expect(API.listProjects.answer.parse(answer.body).detail).toEqual([written.project]);
    expect(written.project.pc).toEqual([written.pc]);
  });

  it('keeps the registered PC and its token', async () => {
    const user = await server.login(written.user.email, 'kept-password-1');
    const answer = await server.call(API.listPcs, { token: user.access });
    expect(API.listPcs.answer.parse(answer.body).detail).toEqual([written.pc]);
    const again = await server.call(API.registerPc, {
      token: user.access,
      body: { name: 'Other name', token: written.pc.token },
    });
    expect(again.status).toBe(409);
  });

  it('keeps the admin role and the posts', async () => {
    const admin = await server.login(written.admin.email, written.admin.password);
    const info = await server.call(API.userInfo, { token: admin.access });
    expect(API.userInfo.answer.parse(info.body).detail.role).toBe('ADMIN');
    const notice = await server.call(API.notice.get, {
      token: admin.access,
      params: { number: written.notice.number },
    });
    expect(API.notice.get.answer.parse(notice.body).detail).toEqual(written.notice);
    const faq = await server.call(API.faq.list, { token: admin.access });
    expect(API.faq.list.answer.parse(faq.body).detail).toEqual([written.faq]);
  });

  it('keeps inquiries and contact messages', async () => {
    const admin = await server.login(written.admin.email, written.admin.password);
    const inquiries = await server.call(API.listInquiries, { token: admin.access });
    expect(API.listInquiries.answer.parse(inquiries.body).detail).toEqual([
      expect.objectContaining({ user_id: written.user.id, title: 'Kept inquiry' }),
    ]);
    const contacts = await server.call(API.listContacts, { token: admin.access });
    expect(API.listContacts.answer.parse(contacts.body).detail).toEqual([
      expect.objectContaining({ name: 'Kept contact', email: 'kept@example.com' }),
    ]);
  });

  it('keeps one SUPER account after starting twice', async () => {
    const root = await server.login(SUPER.email, SUPER.password);
    const users = await server.call(API.listUsers, { token: root.access });
    const all = API.listUsers.answer.parse(users.body).detail;
    expect(all.filter((each) => each.email === SUPER.email)).toHaveLength(1);
    expect(all.filter((each) => each.role === 'SUPER')).toHaveLength(1);
  });

  it('goes on numbering after the kept rows', async () => {
    const user = await server.login(written.user.email, 'kept-password-1');
    const created = await server.call(API.createProject, {
      token: user.access,
      body: { title: 'Next' },
    });
    expect(created.status).toBe(201);
    expect(API.createProject.answer.parse(created.body).detail.id).toBeGreaterThan(
      written.project.id,
    );
    const listed = await server.call(API.listProjects, { token: user.access });
    expect(API.listProjects.answer.parse(listed.body).detail.map((each) => each.title)).toEqual([
      'Next',
      'Long-lived',
    ]);
  });
});
