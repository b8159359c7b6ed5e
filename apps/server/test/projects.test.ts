import { API, type Pc, type Project } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';

let server: TestServer;
let admin: Account;
beforeAll(async () => {
  server = await startServer();
  admin = await server.withRole('ADMIN');
});
afterAll(() => server.close());

async function createProject(account: Account, title: string, vehicle?: string): Promise<Project> {
  const answer = await server.call(API.createProject, {
    token: account.access,
    body: vehicle === undefined ? { title } : { title, vehicle },
  });
  expect(answer.status).toBe(201);
  return API.createProject.answer.parse(answer.body).detail;
}

async function registerPc(account: Account, name: string): Promise<Pc> {
  const minted = await server.call(API.mintPcToken, { token: account.access });
  const token = API.mintPcToken.answer.parse(minted.body).detail;
  const answer = await server.call(API.registerPc, {
    token: account.access,
    body: { name, token },
  });
  expect(answer.status).toBe(201);
  return API.registerPc.answer.parse(answer.body).detail;
}

async function read(account: Account, id: number): Promise<Project> {
  const answer = await server.call(API.getProject, { token: account.access, params: { id } });
  expect(answer.status).toBe(200);
  return API.getProject.answer.parse(answer.body).detail;
}

async function listOwn(account: Account): Promise<Project[]> {
  const answer = await server.call(API.listProjects, { token: account.access });
  expect(answer.status).toBe(200);
  return API.listProjects.answer.parse(answer.body).detail;
}

const addPc = (account: Account, id: number, pcId: number) =>
  server.call(API.addProjectPc, { token: account.access, params: { id }, body: { pc_id: pcId } });
const removePc = (account: Account, id: number, pcId: number) =>
  server.call(API.removeProjectPc, {
    token: account.access,
    params: { id },
    body: { pc_id: pcId },
  });

describe('creating and listing projects', () => {
  it('creates a project owned by the caller, with no PCs yet', async () => {
    const user = await server.signUp();
    const answer = await server.call(API.createProject, {
      token: user.access,
      body: { title: 'Shuttle pilot', vehicle: 'IONIQ 5' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe(true);
    const project = API.createProject.answer.parse(answer.body).detail;
    expect(project).toMatchObject({
      title: 'Shuttle pilot',
      vehicle: 'IONIQ 5',
      user_id: user.id,
      pc: [],
    });
    expect(project.id).toBeGreaterThan(0);
    expect(await read(user, project.id)).toEqual(project);
  });

  it('defaults the vehicle to empty and trims the title', async () => {
    const user = await server.signUp();
    const project = await createProject(user, '  Depot run  ');
    expect(project.title).toBe('Depot run');
    expect(project.vehicle).toBe('');
  });

  it('requires a title and names it in the error', async () => {
    const user = await server.signUp();
    for (const body of [
      {},
      { title: '' },
      { title: '   ' },
      { title: 'x'.repeat(101) },
      { vehicle: 'car' },
    ]) {
      const answer = await server.call(API.createProject, { token: user.access, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.detail, JSON.stringify(body)).toHaveProperty('title');
    }
    expect(await listOwn(user)).toEqual([]);
  });

  it("lists only the caller's projects, newest first, each with its PCs", async () => {
    const user = await server.signUp();
    const other = await server.signUp();
    const older = await createProject(user, 'Older');
    const newer = await createProject(user, 'Newer', 'Truck');
    const theirs = await createProject(other, 'Theirs');
    const pc = await registerPc(user, 'rig');
    expect((await addPc(user, older.id, pc.id)).status).toBe(200);

    const projects = await listOwn(user);
    expect(projects.map((project) => project.title)).toEqual(['Newer', 'Older']);
    expect(projects[0]).toMatchObject({ id: newer.id, vehicle: 'Truck', pc: [] });
    expect(projects[1]!.pc).toEqual([pc]);
    expect(projects.map((project) => project.id)).not.toContain(theirs.id);
    expect((await listOwn(other)).map((project) => project.id)).toEqual([theirs.id]);
  });

  it('answers the list in its one shape: each project as read alone, its PCs in order', async () => {
    const user = await server.signUp();
    const empty = await createProject(user, 'Empty');
    const full = await createProject(user, 'Full', 'Bus');
    const first = await registerPc(user, 'first');
    const second = await registerPc(user, 'second');
    await addPc(user, full.id, second.id);
    await addPc(user, full.id, first.id);

    const answer = await server.call(API.listProjects, { token: user.access });
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(answer.body)).toEqual(['success', 'detail']);
    const [project, pc] = [answer.body.detail[0], answer.body.detail[0].pc[0]];
    expect(Object.keys(project).sort()).toEqual(
      ['created_at', 'id', 'pc', 'title', 'updated_at', 'user_id', 'vehicle'].sort(),
    );
    expect(Object.keys(pc).sort()).toEqual(
      ['created_at', 'id', 'last_seen', 'name', 'online', 'token'].sort(),
    );
    // PCs in the order they were added, not by id.
    expect(project.pc.map((each: Pc) => each.id)).toEqual([second.id, first.id]);
    expect(answer.body.detail).toEqual([await read(user, full.id), await read(user, empty.id)]);
  });

  it('answers every change in the very next list, for the owner and for an admin', async () => {
    const user = await server.signUp();
    const seen = async () => {
      const own = await listOwn(user);
      const asAdmin = await server.call(API.listProjects, {
        token: admin.access,
        query: { user_id: user.id },
      });
      expect(API.listProjects.answer.parse(asAdmin.body).detail).toEqual(own);
      return own;
    };
    expect(await seen()).toEqual([]);
    const project = await createProject(user, 'Changing');
    expect(await seen()).toEqual([project]);
    const renamed = await server.call(API.updateProject, {
      token: user.access,
      params: { id: project.id },
      body: { title: 'Changed', vehicle: 'Van' },
    });
    expect(renamed.status).toBe(200);
    expect((await seen()).map((each) => [each.title, each.vehicle])).toEqual([['Changed', 'Van']]);
    const pc = await registerPc(user, 'changing pc');
    expect((await addPc(user, project.id, pc.id)).status).toBe(200);
    expect((await seen())[0]!.pc).toEqual([pc]);
    expect((await removePc(user, project.id, pc.id)).status).toBe(200);
    expect((await seen())[0]!.pc).toEqual([]);
    expect((await addPc(user, project.id, pc.id)).status).toBe(200);
    expect((await seen())[0]!.pc).toEqual([pc]);
    // Deleting the PC takes it out of the project.
    const deleted = await server.call(API.deletePc, {
      token: user.access,
      body: { token: pc.token },
    });
    expect(deleted.status).toBe(200);
    expect((await seen())[0]!.pc).toEqual([]);
    await server.call(API.deleteProject, { token: user.access, params: { id: project.id } });
    expect(await seen()).toEqual([]);
  });

  it('lists the caller’s own projects when user_id is the caller', async () => {
    const user = await server.signUp();
    const project = await createProject(user, 'Mine');
    const answer = await server.call(API.listProjects, {
      token: user.access,
      query: { user_id: user.id },
    });
    expect(answer.status).toBe(200);
    expect(API.listProjects.answer.parse(answer.body).detail.map((each) => each.id)).toEqual([
      project.id,
    ]);
  });

  it('refuses guests and visitors', async () => {
    const guest = await server.guest();
    expect((await server.call(API.listProjects, { token: guest.access })).status).toBe(403);
    expect(
      (await server.call(API.createProject, { token: guest.access, body: { title: 'x' } })).status,
    ).toBe(403);
    expect((await server.call(API.listProjects)).status).toBe(401);
    expect((await server.call(API.createProject, { body: { title: 'x' } })).status).toBe(401);
  });
});

describe('ownership cannot be forged', () => {
  it('ignores an owner sent in the body when creating or renaming', async () => {
    const user = await server.signUp();
    const victim = await server.signUp();
    const created = await server.call(API.createProject, {
      token: user.access,
      body: { title: 'Planted', user_id: victim.id, id: 1 },
    });
    expect(created.status).toBe(201);
    const project = API.createProject.answer.parse(created.body).detail;
    expect(project.user_id).toBe(user.id);
    expect(await listOwn(victim)).toEqual([]);

    const moved = await server.call(API.updateProject, {
      token: user.access,
      params: { id: project.id },
      body: { title: 'Moved', user_id: victim.id },
    });
    expect(moved.status).toBe(200);
    expect((await read(user, project.id)).user_id).toBe(user.id);
    expect(await listOwn(victim)).toEqual([]);
  });
});

describe('changing and deleting projects', () => {
  it('renames a project and changes its vehicle', async () => {
    const user = await server.signUp();
    const project = await createProject(user, 'Draft', 'Van');
    const renamed = await server.call(API.updateProject, {
      token: user.access,
      params: { id: project.id },
      body: { title: 'Final' },
    });
    expect(renamed.status).toBe(200);
    expect(API.updateProject.answer.parse(renamed.body).detail).toMatchObject({
      title: 'Final',
      vehicle: 'Van',
    });

    const moved = await server.call(API.updateProject, {
      token: user.access,
      params: { id: project.id },
      body: { vehicle: 'Bus' },
    });
    expect(moved.status).toBe(200);
    const after = await read(user, project.id);
    expect(after).toMatchObject({ title: 'Final', vehicle: 'Bus' });
    expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(Date.parse(project.updated_at));

    const cleared = await server.call(API.updateProject, {
      token: user.access,
      params: { id: project.id },
      body: { vehicle: '' },
    });
    expect(cleared.status).toBe(200);
    expect((await read(user, project.id)).vehicle).toBe('');
  });

  it('refuses an empty change or an empty title and changes nothing', async () => {
    const user = await server.signUp();
    const project = await createProject(user, 'Keep me', 'Car');
    for (const body of [{}, { title: '' }, { title: '  ', vehicle: 'Bike' }]) {
      const answer = await server.call(API.updateProject, {
        token: user.access,
        params: { id: project.id },
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail, JSON.stringify(body)).toHaveProperty('title');
    }
    expect(await read(user, project.id)).toEqual(project);
  });

  it('deletes a project, keeping its PCs registered', async () => {
    const user = await server.signUp();
    const project = await createProject(user, 'Short-lived');
    const pc = await registerPc(user, 'survivor');
    await addPc(user, project.id, pc.id);

    const answer = await server.call(API.deleteProject, {
      token: user.access,
      params: { id: project.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(
      (await server.call(API.getProject, { token: user.access, params: { id: project.id } }))
        .status,
    ).toBe(404);
    expect(await listOwn(user)).toEqual([]);
    const pcs = await server.call(API.listPcs, { token: user.access });
    expect(API.listPcs.answer.parse(pcs.body).detail).toEqual([pc]);

    const again = await server.call(API.deleteProject, {
      token: user.access,
      params: { id: project.id },
    });
    expect(again.status).toBe(404);
  });
});

describe('PCs in a project', () => {
  it('adds a PC and removes it again', async () => {
    const user = await server.signUp();
    const project = await createProject(user, 'With PCs');
    const first = await registerPc(user, 'one');
    const second = await registerPc(user, 'two');

    const added = await addPc(user, project.id, first.id);
    expect(added.status).toBe(200);
    expect(API.addProjectPc.answer.parse(added.body).detail.pc).toEqual([first]);
    expect((await addPc(user, project.id, second.id)).status).toBe(200);
    expect((await read(user, project.id)).pc.map((pc) => pc.id)).toEqual([first.id, second.id]);

    const removed = await removePc(user, project.id, first.id);
    expect(removed.status).toBe(200);
    expect(API.removeProjectPc.answer.parse(removed.body).detail.pc).toEqual([second]);
    expect((await read(user, project.id)).pc).toEqual([second]);
  });

  it('lets one PC serve several projects', async () => {
    const user = await server.signUp();
    const a = await createProject(user, 'A');
    const b = await createProject(user, 'B');
    const pc = await registerPc(user, 'shared');
    expect((await addPc(user, a.id, pc.id)).status).toBe(200);
    expect((await addPc(user, b.id, pc.id)).status).toBe(200);
    expect((await removePc(user, a.id, pc.id)).status).toBe(200);
    expect((await read(user, b.id)).pc).toEqual([pc]);
  });

  it('answers 409 when the PC is already in the project', async () => {
    const user = await server.signUp();
    const project = await createProject(user, 'Twice');
    const pc = await registerPc(user, 'dup');
    expect((await addPc(user, project.id, pc.id)).status).toBe(200);
    const again = await addPc(user, project.id, pc.id);
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
    expect((await read(user, project.id)).pc).toEqual([pc]);
  });

  it('answers 404 when removing a PC that is not in the project', async () => {
    const user = await server.signUp();
    const project = await createProject(user, 'Empty');
    const pc = await registerPc(user, 'outside');
    expect((await removePc(user, project.id, pc.id)).status).toBe(404);
    expect((await removePc(user, project.id, 2_000_000_000)).status).toBe(404);
  });

  it('answers 404 for a PC that does not exist', async () => {
    const user = await server.signUp();
    const project = await createProject(user, 'Ghost');
    const answer = await addPc(user, project.id, 2_000_000_000);
    expect(answer.status).toBe(404);
    expect((await read(user, project.id)).pc).toEqual([]);
  });

  it("answers 404 for another user's PC and changes nothing", async () => {
    const user = await server.signUp();
    const other = await server.signUp();
    const project = await createProject(user, 'Mine');
    const before = await read(user, project.id);
    const theirs = await registerPc(other, 'not yours');
    const answer = await addPc(user, project.id, theirs.id);
    expect(answer.status).toBe(404);
    expect(await read(user, project.id)).toEqual(before);
  });

  it('answers 404, not a crash, when the PC or project goes while the PC is added', async () => {
    const user = await server.signUp();
    const token = user.access;
    for (let round = 0; round < 8; round++) {
      const project = await createProject(user, `Race ${round}`);
      const pc = await registerPc(user, `racer ${round}`);
      const [added, pcDeleted, projectDeleted] = await Promise.all([
        addPc(user, project.id, pc.id),
        server.call(API.deletePc, { token, body: { token: pc.token } }),
        server.call(API.deleteProject, { token, params: { id: project.id } }),
      ]);
      expect([200, 404]).toContain(added.status);
      expect(pcDeleted.status).toBe(200);
      expect(projectDeleted.status).toBe(200);
    }
    expect(await listOwn(user)).toEqual([]);
  });

  it('validates pc_id and names it', async () => {
    const user = await server.signUp();
    const project = await createProject(user, 'Bad ids');
    for (const body of [{}, { pc_id: 'abc' }, { pc_id: -1 }, { pc_id: 0 }, { pc_id: 1.5 }]) {
      const answer = await server.call(API.addProjectPc, {
        token: user.access,
        params: { id: project.id },
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail, JSON.stringify(body)).toHaveProperty('pc_id');
    }
  });
});

describe('who sees which project', () => {
  it("answers 404 on every route to another user's project and leaves it unchanged", async () => {
    const owner = await server.signUp();
    const intruder = await server.signUp();
    const project = await createProject(owner, 'Private', 'Secret car');
    const ownerPc = await registerPc(owner, 'owner rig');
    expect((await addPc(owner, project.id, ownerPc.id)).status).toBe(200);
    const intruderPc = await registerPc(intruder, 'intruder rig');
    const before = await read(owner, project.id);

    const params = { id: project.id };
    const token = intruder.access;
    const answers = [
      await server.call(API.getProject, { token, params }),
      await server.call(API.updateProject, { token, params, body: { title: 'Owned' } }),
      await server.call(API.addProjectPc, { token, params, body: { pc_id: intruderPc.id } }),
      await server.call(API.addProjectPc, { token, params, body: { pc_id: ownerPc.id } }),
      await server.call(API.removeProjectPc, { token, params, body: { pc_id: ownerPc.id } }),
      await server.call(API.deleteProject, { token, params }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false });
      expect(JSON.stringify(answer.body)).not.toContain('Secret car');
    }
    expect(await read(owner, project.id)).toEqual(before);
    expect(await listOwn(intruder)).toEqual([]);
  });

  it("answers 404 the same way for another user's project and a missing one", async () => {
    const owner = await server.signUp();
    const intruder = await server.signUp();
    const project = await createProject(owner, 'Probe me');
    const theirs = await server.call(API.getProject, {
      token: intruder.access,
      params: { id: project.id },
    });
    const missing = await server.call(API.getProject, {
      token: intruder.access,
      params: { id: 2_000_000_000 },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
  });

  it("refuses listing another user's projects, except to admins", async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const project = await createProject(owner, 'Listed');
    const refused = await server.call(API.listProjects, {
      token: other.access,
      query: { user_id: owner.id },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);

    const allowed = await server.call(API.listProjects, {
      token: admin.access,
      query: { user_id: owner.id },
    });
    expect(allowed.status).toBe(200);
    expect(API.listProjects.answer.parse(allowed.body).detail).toEqual([project]);
    // Without user_id the admin sees their own list, not everyone's.
    expect((await listOwn(admin)).map((each) => each.id)).not.toContain(project.id);
  });

  it("lets an admin read, rename and fill a user's project with the owner's PCs", async () => {
    const owner = await server.signUp();
    const project = await createProject(owner, 'Supervised');
    const ownerPc = await registerPc(owner, 'owner pc');
    const adminPc = await registerPc(admin, `admin pc ${project.id}`);

    expect(await read(admin, project.id)).toEqual(project);
    const renamed = await server.call(API.updateProject, {
      token: admin.access,
      params: { id: project.id },
      body: { title: 'Renamed by admin' },
    });
    expect(renamed.status).toBe(200);
    expect((await read(owner, project.id)).title).toBe('Renamed by admin');
    expect((await read(owner, project.id)).user_id).toBe(owner.id);

    expect((await addPc(admin, project.id, ownerPc.id)).status).toBe(200);
    // A project only holds its owner's PCs, whoever adds them.
    expect((await addPc(admin, project.id, adminPc.id)).status).toBe(404);
    expect((await read(owner, project.id)).pc).toEqual([ownerPc]);
  });

  it("lets an admin delete a user's project", async () => {
    const owner = await server.signUp();
    const project = await createProject(owner, 'Doomed');
    const answer = await server.call(API.deleteProject, {
      token: admin.access,
      params: { id: project.id },
    });
    expect(answer.status).toBe(200);
    expect(await listOwn(owner)).toEqual([]);
  });
});

describe('project addresses', () => {
  it('answers 404 for an unknown id on every route', async () => {
    const user = await server.signUp();
    const pc = await registerPc(user, 'any');
    const params = { id: 2_000_000_000 };
    const token = user.access;
    for (const answer of [
      await server.call(API.getProject, { token, params }),
      await server.call(API.updateProject, { token, params, body: { title: 'x' } }),
      await server.call(API.deleteProject, { token, params }),
      await server.call(API.addProjectPc, { token, params, body: { pc_id: pc.id } }),
      await server.call(API.removeProjectPc, { token, params, body: { pc_id: pc.id } }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.success).toBe(false);
    }
  });

  it('answers 400 naming id for ids that are not positive whole numbers', async () => {
    const user = await server.signUp();
    for (const id of ['abc', '-1', '0', '1.5', '2147483648', '99999999999999999999']) {
      const answer = await server.call(API.getProject, { token: user.access, params: { id } });
      expect(answer.status, id).toBe(400);
      expect(answer.body.detail, id).toHaveProperty('id');
      const removed = await server.call(API.deleteProject, { token: user.access, params: { id } });
      expect(removed.status, id).toBe(400);
    }
  });

  it('answers 400 for a user_id that is not an id', async () => {
    const user = await server.signUp();
    const answer = await server.call(API.listProjects, {
      token: user.access,
      query: { user_id: 'me' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toHaveProperty('user_id');
  });

  it('works with and without the trailing slash', async () => {
    const user = await server.signUp();
    const project = await createProject(user, 'Slashes');
    const pc = await registerPc(user, 'slash pc');
    const token = user.access;
    for (const path of [`/api/project/${project.id}`, `/api/project/${project.id}/`]) {
      const answer = await server.call({ method: 'GET', path }, { token });
      expect(answer.status, path).toBe(200);
      expect(answer.body.detail.id).toBe(project.id);
    }
    for (const path of ['/api/project', '/api/project/']) {
      const answer = await server.call({ method: 'GET', path }, { token });
      expect(answer.status, path).toBe(200);
      expect(answer.body.detail).toHaveLength(1);
    }
    const added = await server.call(
      { method: 'POST', path: `/api/project/${project.id}/pc` },
      { token, body: { pc_id: pc.id } },
    );
    expect(added.status).toBe(200);
    const removed = await server.call(
      { method: 'DELETE', path: `/api/project/${project.id}/pc/` },
      { token, body: { pc_id: pc.id } },
    );
    expect(removed.status).toBe(200);
    const renamed = await server.call(
      { method: 'PATCH', path: `/api/project/${project.id}/` },
      { token, body: { title: 'Slashed' } },
    );
    expect(renamed.status).toBe(200);
    const deleted = await server.call(
      { method: 'DELETE', path: `/api/project/${project.id}` },
      { token },
    );
    expect(deleted.status).toBe(200);
  });
});
