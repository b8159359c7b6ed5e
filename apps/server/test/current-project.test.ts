import { API, type Project } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  type TestServer,
  connectSocket,
  startServer,
} from '../../../test-support/studio/harness';

// The top bar's project is kept per user on the server, so it follows the user to the next
// sign-in and to another device.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function createProject(account: Account, title: string): Promise<Project> {
  const answer = await server.call(API.createProject, { token: account.access, body: { title } });
  expect(answer.status).toBe(201);
  return API.createProject.answer.parse(answer.body).detail;
}

async function current(account: Account): Promise<Project | null> {
  const answer = await server.call(API.currentProject, { token: account.access });
  expect(answer.status).toBe(200);
  return API.currentProject.answer.parse(answer.body).detail;
}

const choose = (account: Account, projectId: number | null) =>
  server.call(API.setCurrentProject, {
    token: account.access,
    body: { project_id: projectId },
  });

describe('the current project', () => {
  it('is none for a new user', async () => {
    expect(await current(await server.signUp())).toBeNull();
  });

  it('is kept across sign-ins: another session of the same user reads the same choice', async () => {
    const user = await server.signUp();
    const project = await createProject(user, 'Shuttle pilot');
    const chosen = await choose(user, project.id);
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      success: true,
      detail: { id: project.id, title: 'Shuttle pilot', pc: [] },
    });

    // A second sign-in (another browser, another device) sees it too.
    const elsewhere = await server.login(user.email, user.password);
    expect(await current(elsewhere)).toMatchObject({ id: project.id, title: 'Shuttle pilot' });
  });

  it('follows the latest choice, and null clears it', async () => {
    const user = await server.signUp();
    const first = await createProject(user, 'First');
    const second = await createProject(user, 'Second');
    await choose(user, first.id);
    await choose(user, second.id);
    expect((await current(user))?.id).toBe(second.id);

    const cleared = await choose(user, null);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ success: true, detail: null });
    expect(await current(user)).toBeNull();
  });

  it('answers the project as it now is: renamed, and with its PCs and whether they are online', async () => {
    const user = await server.signUp();
    const project = await createProject(user, 'Before');
    await choose(user, project.id);
    await server.call(API.updateProject, {
      token: user.access,
      params: { id: project.id },
      body: { title: 'After' },
    });
    const minted = await server.call(API.mintPcToken, { token: user.access });
    const pc = await server.call(API.registerPc, {
      token: user.access,
      body: { name: 'rig', token: minted.body.detail },
    });
    await server.call(API.addProjectPc, {
      token: user.access,
      params: { id: project.id },
      body: { pc_id: pc.body.detail.id },
    });
    expect(await current(user)).toMatchObject({
      title: 'After',
      pc: [{ name: 'rig', online: false }],
    });

    const agent = await connectSocket(server.url, pc.body.detail.token);
    try {
      await expect
        .poll(async () => (await current(user))?.pc[0]?.online, { timeout: 5000 })
        .toBe(true);
    } finally {
      agent.close();
    }
  });

  it('is cleared when its project is deleted, and kept when another one is', async () => {
    const user = await server.signUp();
    const kept = await createProject(user, 'Kept');
    const other = await createProject(user, 'Other');
    await choose(user, kept.id);
    await server.call(API.deleteProject, { token: user.access, params: { id: other.id } });
    expect((await current(user))?.id).toBe(kept.id);

    await server.call(API.deleteProject, { token: user.access, params: { id: kept.id } });
    expect(await current(user)).toBeNull();
  });
});

describe('who can choose which project', () => {
  it("refuses another user's project like a missing one, and keeps the choice", async () => {
    const owner = await server.signUp();
    const theirs = await createProject(owner, 'Owner project');
    const other = await server.signUp();
    const mine = await createProject(other, 'Mine');
    await choose(other, mine.id);

    const refused = await choose(other, theirs.id);
    const missing = await choose(other, 2_147_483_647);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(missing.body);
    expect(JSON.stringify(refused.body)).not.toContain('Owner project');
    expect((await current(other))?.id).toBe(mine.id);
    expect(await current(owner)).toBeNull();
  });

  it("refuses an admin another user's project too: the choice is among one's own", async () => {
    const owner = await server.signUp();
    const theirs = await createProject(owner, 'Owner project');
    const admin = await server.withRole('ADMIN');
    expect((await choose(admin, theirs.id)).status).toBe(404);
    expect(await current(admin)).toBeNull();
  });

  it('refuses callers without a token and guests', async () => {
    const guest = await server.guest();
    for (const token of [undefined, guest.access]) {
      const read = await server.call(API.currentProject, { token });
      const write = await server.call(API.setCurrentProject, { token, body: { project_id: null } });
      expect(read.status).toBe(token ? 403 : 401);
      expect(write.status).toBe(token ? 403 : 401);
    }
  });

  it('answers 400 naming project_id for a value that is not an id or null', async () => {
    const user = await server.signUp();
    for (const project_id of [0, -1, 'x', 1.5, undefined]) {
      const answer = await server.call(API.setCurrentProject, {
        token: user.access,
        body: { project_id },
      });
      expect(answer.status, String(project_id)).toBe(400);
      expect(answer.body.detail).toHaveProperty('project_id');
    }
  });
});
