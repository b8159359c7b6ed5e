import { API, type Pc } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function mint(account: Account): Promise<string> {
  const answer = await server.call(API.mintPcToken, { token: account.access });
  expect(answer.status).toBe(200);
  return API.mintPcToken.answer.parse(answer.body).detail;
}

async function register(account: Account, name: string): Promise<Pc> {
  const token = await mint(account);
  const answer = await server.call(API.registerPc, {
    token: account.access,
    body: { name, token },
  });
  expect(answer.status).toBe(201);
  return API.registerPc.answer.parse(answer.body).detail;
}

async function pcsOf(account: Account): Promise<Pc[]> {
  const answer = await server.call(API.listPcs, { token: account.access });
  expect(answer.status).toBe(200);
  return API.listPcs.answer.parse(answer.body).detail;
}

describe('PC tokens', () => {
  it('mints distinct, unguessable tokens of the form <random>.<signature>', async () => {
    const user = await server.signUp();
    const tokens = await Promise.all([mint(user), mint(user), mint(user), mint(user)]);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token.length).toBeGreaterThanOrEqual(40);
      expect(token).toMatch(/^[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}$/);
    }
    // The random parts differ, not only the signatures.
    expect(new Set(tokens.map((token) => token.split('.')[0])).size).toBe(tokens.length);
  });

  it('does not mint tokens for guests or visitors', async () => {
    const guest = await server.guest();
    expect((await server.call(API.mintPcToken, { token: guest.access })).status).toBe(403);
    expect((await server.call(API.mintPcToken)).status).toBe(401);
  });
});

describe('registering PCs', () => {
  it('registers a PC under a name and lists it for its owner only', async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const token = await mint(owner);
    const answer = await server.call(API.registerPc, {
      token: owner.access,
      body: { name: 'Workstation 1', token },
    });
    expect(answer.status).toBe(201);
    const pc = API.registerPc.answer.parse(answer.body).detail;
    expect(pc).toMatchObject({ name: 'Workstation 1', token });
    expect(pc.id).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(pc.created_at))).toBe(false);

    expect(await pcsOf(owner)).toEqual([pc]);
    expect(await pcsOf(other)).toEqual([]);
  });

  it('lists PCs in the order they were registered', async () => {
    const owner = await server.signUp();
    const first = await register(owner, 'first');
    const second = await register(owner, 'second');
    expect((await pcsOf(owner)).map((pc) => pc.id)).toEqual([first.id, second.id]);
  });

  it('refuses a token minted for another account', async () => {
    const owner = await server.signUp();
    const thief = await server.signUp();
    const token = await mint(owner);
    const answer = await server.call(API.registerPc, {
      token: thief.access,
      body: { name: 'stolen', token },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.detail).toHaveProperty('token');
    expect(await pcsOf(thief)).toEqual([]);
    // The rightful owner can still register it.
    const mine = await server.call(API.registerPc, {
      token: owner.access,
      body: { name: 'mine', token },
    });
    expect(mine.status).toBe(201);
  });

  it('refuses made-up tokens, well-formed or not', async () => {
    const user = await server.signUp();
    const real = await mint(user);
    const [random] = real.split('.');
    const forged = [
      `${random}.${'A'.repeat(43)}`,
      `${'x'.repeat(32)}.${'y'.repeat(43)}`,
      'not-a-token',
      '',
      `${real}.extra`,
    ];
    for (const token of forged) {
      const answer = await server.call(API.registerPc, {
        token: user.access,
        body: { name: 'pc', token },
      });
      expect(answer.status, token).toBe(400);
      expect(answer.body.detail, token).toHaveProperty('token');
    }
    expect(await pcsOf(user)).toEqual([]);
  });

  it('names the missing fields', async () => {
    const user = await server.signUp();
    const token = await mint(user);
    const noName = await server.call(API.registerPc, { token: user.access, body: { token } });
    expect(noName.status).toBe(400);
    expect(noName.body.detail).toHaveProperty('name');
    const blankName = await server.call(API.registerPc, {
      token: user.access,
      body: { name: '  ', token },
    });
    expect(blankName.status).toBe(400);
    expect(blankName.body.detail).toHaveProperty('name');
    const noToken = await server.call(API.registerPc, { token: user.access, body: { name: 'pc' } });
    expect(noToken.status).toBe(400);
    expect(noToken.body.detail).toHaveProperty('token');
    expect(await pcsOf(user)).toEqual([]);
  });

  it('refuses the same token twice', async () => {
    const user = await server.signUp();
    const token = await mint(user);
    const first = await server.call(API.registerPc, {
      token: user.access,
      body: { name: 'a', token },
    });
    expect(first.status).toBe(201);
    const again = await server.call(API.registerPc, {
      token: user.access,
      body: { name: 'b', token },
    });
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
    expect((await pcsOf(user)).map((pc) => pc.name)).toEqual(['a']);
  });

  it('answers 409, not a crash, when the same token is registered twice at once', async () => {
    const user = await server.signUp();
    const token = await mint(user);
    const answers = await Promise.all(
      ['x', 'y', 'z'].map((name) =>
        server.call(API.registerPc, { token: user.access, body: { name, token } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.body.message).toMatch(/already registered/);
    }
    expect(await pcsOf(user)).toHaveLength(1);
  });

  it('refuses the same name twice for one user, but another user may use it', async () => {
    const user = await server.signUp();
    const other = await server.signUp();
    await register(user, 'Vehicle PC');
    const again = await server.call(API.registerPc, {
      token: user.access,
      body: { name: 'Vehicle PC', token: await mint(user) },
    });
    expect(again.status).toBe(409);
    expect(await pcsOf(user)).toHaveLength(1);

    const theirs = await register(other, 'Vehicle PC');
    expect(theirs.name).toBe('Vehicle PC');
  });

  it('answers 409, not a crash, when one name is registered twice at once', async () => {
    const user = await server.signUp();
    const [a, b] = [await mint(user), await mint(user)];
    const answers = await Promise.all(
      [a, b].map((token) =>
        server.call(API.registerPc, { token: user.access, body: { name: 'twin', token } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toMatch(/name/);
    expect(await pcsOf(user)).toHaveLength(1);
  });
});

describe('deleting PCs', () => {
  it('removes the PC and detaches it from the projects it was in', async () => {
    const user = await server.signUp();
    const pc = await register(user, 'to delete');
    const keep = await register(user, 'to keep');
    const created = await server.call(API.createProject, {
      token: user.access,
      body: { title: 'P' },
    });
    const projectId = API.createProject.answer.parse(created.body).detail.id;
    for (const id of [pc.id, keep.id]) {
      const added = await server.call(API.addProjectPc, {
        token: user.access,
        params: { id: projectId },
        body: { pc_id: id },
      });
      expect(added.status).toBe(200);
    }

    const answer = await server.call(API.deletePc, {
      token: user.access,
      body: { token: pc.token },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect((await pcsOf(user)).map((each) => each.id)).toEqual([keep.id]);

    const project = await server.call(API.getProject, {
      token: user.access,
      params: { id: projectId },
    });
    expect(API.getProject.answer.parse(project.body).detail.pc.map((each) => each.id)).toEqual([
      keep.id,
    ]);

    const again = await server.call(API.deletePc, {
      token: user.access,
      body: { token: pc.token },
    });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another user's PC and leaves it in place", async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const pc = await register(owner, 'precious');
    const answer = await server.call(API.deletePc, {
      token: other.access,
      body: { token: pc.token },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.success).toBe(false);
    expect(await pcsOf(owner)).toEqual([pc]);
  });

  it('answers 400 naming token for a missing or malformed token', async () => {
    const user = await server.signUp();
    await register(user, 'kept');
    for (const body of [{}, { token: 'nope' }, { token: 42 }]) {
      const answer = await server.call(API.deletePc, { token: user.access, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail, JSON.stringify(body)).toHaveProperty('token');
    }
    expect(await pcsOf(user)).toHaveLength(1);
  });

  it('answers 404 for a token that was never registered', async () => {
    const user = await server.signUp();
    const answer = await server.call(API.deletePc, {
      token: user.access,
      body: { token: await mint(user) },
    });
    expect(answer.status).toBe(404);
  });

  it('lets an admin delete any PC', async () => {
    const owner = await server.signUp();
    const admin = await server.withRole('ADMIN');
    const pc = await register(owner, 'fleet 7');
    const answer = await server.call(API.deletePc, {
      token: admin.access,
      body: { token: pc.token },
    });
    expect(answer.status).toBe(200);
    expect(await pcsOf(owner)).toEqual([]);
  });

  it('keeps the name free again after deletion', async () => {
    const user = await server.signUp();
    const pc = await register(user, 'reused');
    await server.call(API.deletePc, { token: user.access, body: { token: pc.token } });
    const again = await register(user, 'reused');
    expect(again.id).not.toBe(pc.id);
  });
});
