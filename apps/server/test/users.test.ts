import { API, MESSAGES } from '@ads/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pcs, projects } from '../src/db/schema';
import {
  type Account,
  SUPER,
  type TestServer,
  startServer,
} from '../../../test-support/studio/harness';

let server: TestServer;
let root: Account;
let admin: Account;
beforeAll(async () => {
  server = await startServer();
  root = await server.superAdmin();
  admin = await server.withRole('ADMIN');
});
afterAll(() => server.close());

const update = (token: string, body: Record<string, unknown>) =>
  server.call(API.updateUser, { token, body });
const refresh = (token: string) => server.call(API.refresh, { body: { refresh: token } });
const login = (email: string, password: string) =>
  server.call(API.login, { body: { email, password } });
/** The account's role and active flag as the SUPER sees them in the user list. */
async function stateOf(id: number) {
  const list = await server.call(API.listUsers, { token: root.access });
  const entry = list.body.detail.find((user: { id: number }) => user.id === id);
  return entry && { role: entry.role, is_active: entry.is_active };
}

describe('user info', () => {
  it('shows the signed-in account and nothing secret', async () => {
    const account = await server.signUp({ username: 'Park Viewer' });
    const answer = await server.call(API.userInfo, { token: account.access });
    expect(answer.status).toBe(200);
    expect(API.userInfo.answer.parse(answer.body).detail).toEqual({
      id: account.id,
      username: 'Park Viewer',
      email: account.email,
      company: 'ADS Lab',
      role: 'USER',
      is_active: true,
    });
    expect(Object.keys(answer.body.detail).sort()).toEqual(
      ['company', 'email', 'id', 'is_active', 'role', 'username'].sort(),
    );
    const json = JSON.stringify(answer.body);
    expect(json).not.toMatch(/password|hash|argon/i);
  });

  it('answers without a token with 401', async () => {
    const answer = await server.call(API.userInfo);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: 'Sign in to continue.' });
  });
});

describe('user list', () => {
  it('lists every account for ADMIN and SUPER, without password hashes', async () => {
    const guest = await server.guest();
    const user = await server.signUp();
    for (const caller of [admin, root]) {
      const answer = await server.call(API.listUsers, { token: caller.access });
      expect(answer.status).toBe(200);
      const list = API.listUsers.answer.parse(answer.body).detail;
      const ids = list.map((entry) => entry.id);
      expect(ids).toEqual(expect.arrayContaining([root.id, admin.id, guest.id, user.id]));
      expect(list.find((entry) => entry.id === guest.id)).toMatchObject({
        role: 'ALL',
        is_guest: true,
        is_active: true,
      });
      expect(list.find((entry) => entry.id === user.id)).toMatchObject({
        email: user.email,
        role: 'USER',
        is_guest: false,
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/password|hash|argon/i);
    }
  });

  it('refuses USER, EDU and guests with 403', async () => {
    for (const caller of [
      await server.signUp(),
      await server.withRole('EDU'),
      await server.guest(),
    ]) {
      const answer = await server.call(API.listUsers, { token: caller.access });
      expect(answer.status).toBe(403);
      expect(answer.body.success).toBe(false);
    }
  });
});

describe('changing a role or active flag', () => {
  it('lets only a SUPER grant ADMIN or SUPER', async () => {
    const user = await server.signUp();
    for (const role of ['ADMIN', 'SUPER']) {
      const answer = await update(admin.access, { user_id: user.id, role });
      expect(answer.status, role).toBe(403);
      expect(answer.body).toEqual({
        success: false,
        message: 'Only a SUPER can grant ADMIN or SUPER.',
      });
    }
    expect(await stateOf(user.id)).toEqual({ role: 'USER', is_active: true });

    const granted = await update(root.access, { user_id: user.id, role: 'ADMIN' });
    expect(granted.status).toBe(200);
    expect(API.updateUser.answer.parse(granted.body)).toMatchObject({
      success: true,
      message: 'The user was updated.',
      detail: { id: user.id, role: 'ADMIN' },
    });
  });

  it('lets an ADMIN give EDU and USER and switch a user off and on', async () => {
    const user = await server.signUp();
    expect((await update(admin.access, { user_id: user.id, role: 'EDU' })).body.detail.role).toBe(
      'EDU',
    );
    expect((await update(admin.access, { user_id: user.id, role: 'USER' })).body.detail.role).toBe(
      'USER',
    );
    const off = await update(admin.access, { user_id: user.id, is_active: false });
    expect(off.status).toBe(200);
    expect(off.body.detail).toMatchObject({ id: user.id, is_active: false, role: 'USER' });
    const on = await update(admin.access, { user_id: user.id, is_active: true });
    expect(on.body.detail.is_active).toBe(true);
  });

  it('does not let an ADMIN change another ADMIN or a SUPER', async () => {
    const other = await server.withRole('ADMIN');
    const changes = [
      { user_id: other.id, role: 'USER' },
      { user_id: other.id, is_active: false },
      { user_id: root.id, role: 'USER' },
      { user_id: root.id, is_active: false },
    ];
    for (const change of changes) {
      const answer = await update(admin.access, change);
      expect(answer.status, JSON.stringify(change)).toBe(403);
      expect(answer.body).toEqual({
        success: false,
        message: 'Only a SUPER can change an administrator.',
      });
    }
    expect(await stateOf(other.id)).toEqual({ role: 'ADMIN', is_active: true });
    expect(await stateOf(root.id)).toEqual({ role: 'SUPER', is_active: true });
    // A SUPER may.
    expect((await update(root.access, { user_id: other.id, role: 'USER' })).status).toBe(200);
  });

  it('does not let anyone change their own role or active flag', async () => {
    const cases = [
      [root, { role: 'USER' }],
      [root, { is_active: false }],
      [admin, { role: 'SUPER' }],
      [admin, { role: 'USER' }],
      [admin, { is_active: false }],
    ] as const;
    for (const [caller, change] of cases) {
      const answer = await update(caller.access, { user_id: caller.id, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(403);
      expect(answer.body).toEqual({
        success: false,
        message: 'You cannot change your own role or status.',
      });
    }
    expect(await stateOf(root.id)).toEqual({ role: 'SUPER', is_active: true });
    expect(await stateOf(admin.id)).toEqual({ role: 'ADMIN', is_active: true });
  });

  it('needs exactly one of role and is_active', async () => {
    const user = await server.signUp();
    for (const body of [
      { user_id: user.id, role: 'EDU', is_active: false },
      { user_id: user.id },
    ]) {
      const answer = await update(root.access, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail).toEqual({ role: 'Give either role or is_active.' });
    }
    expect(await stateOf(user.id)).toEqual({ role: 'USER', is_active: true });
  });

  it('refuses a role that no account can hold, and malformed ids, with 400', async () => {
    const user = await server.signUp();
    for (const role of ['PUBLIC', 'GOD', 'super', '']) {
      const answer = await update(root.access, { user_id: user.id, role });
      expect(answer.status, role).toBe(400);
      expect(answer.body.detail).toHaveProperty('role');
    }
    for (const user_id of [0, -1, 'abc', 1.5, undefined]) {
      const answer = await update(root.access, { user_id, role: 'EDU' });
      expect(answer.status, String(user_id)).toBe(400);
      expect(answer.body.detail).toHaveProperty('user_id');
    }
    expect((await update(root.access, { user_id: user.id, is_active: 'no' })).status).toBe(400);
    expect(await stateOf(user.id)).toEqual({ role: 'USER', is_active: true });
  });

  it('answers an unknown user with 404', async () => {
    const answer = await update(root.access, { user_id: 987_654, role: 'EDU' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'No such user.' });
  });

  it('refuses USER and EDU callers with 403', async () => {
    const target = await server.signUp();
    for (const caller of [await server.signUp(), await server.withRole('EDU')]) {
      expect((await update(caller.access, { user_id: target.id, role: 'EDU' })).status).toBe(403);
    }
    expect(await stateOf(target.id)).toEqual({ role: 'USER', is_active: true });
  });

  it('does not give a guest account a role: they sign up instead', async () => {
    const guest = await server.guest();
    const answer = await update(root.access, { user_id: guest.id, role: 'USER' });
    expect(answer.status).toBe(400);
    expect(await stateOf(guest.id)).toEqual({ role: 'ALL', is_active: true });
  });

  it('shuts a deactivated user out at once: access, refresh and sign-in', async () => {
    const user = await server.signUp();
    const second = await server.login(user.email, user.password);
    expect((await update(admin.access, { user_id: user.id, is_active: false })).status).toBe(200);

    const me = await server.call(API.userInfo, { token: user.access });
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ success: false, message: 'This account is disabled.' });
    expect((await server.call(API.listProjects, { token: second.access })).status).toBe(401);
    expect((await refresh(user.refresh)).status).toBe(401);
    expect((await refresh(second.refresh)).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(403);

    // Switched back on, the account signs in again; the old sessions stay ended.
    expect((await update(admin.access, { user_id: user.id, is_active: true })).status).toBe(200);
    expect((await refresh(user.refresh)).status).toBe(401);
    const back = await server.login(user.email, user.password);
    expect((await server.call(API.userInfo, { token: back.access })).status).toBe(200);
  });

  it('applies a role change on the next call with the same token', async () => {
    const user = await server.signUp();
    expect((await server.call(API.listUsers, { token: user.access })).status).toBe(403);
    await update(root.access, { user_id: user.id, role: 'ADMIN' });
    expect((await server.call(API.listUsers, { token: user.access })).status).toBe(200);
    expect((await server.call(API.userInfo, { token: user.access })).body.detail.role).toBe(
      'ADMIN',
    );

    await update(root.access, { user_id: user.id, role: 'EDU' });
    expect((await server.call(API.listUsers, { token: user.access })).status).toBe(403);
    // EDU is below USER: the USER routes close too.
    expect((await server.call(API.listProjects, { token: user.access })).status).toBe(403);
    expect((await server.call(API.userInfo, { token: user.access })).body.detail.role).toBe('EDU');
  });
});

describe('password change', () => {
  const change = (token: string, current: string, next: string, confirm = next) =>
    server.call(API.changePassword, {
      token,
      body: { current_password: current, new_password: next, confirm_new_password: confirm },
    });

  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await server.signUp();
    const answer = await change(user.access, 'not-my-password', 'brand-new-pw-1');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: 'The current password is wrong.',
      detail: { current_password: 'Wrong password.' },
    });
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await login(user.email, 'brand-new-pw-1')).status).toBe(401);
  });

  it('refuses a confirmation that does not match', async () => {
    const user = await server.signUp();
    const answer = await change(user.access, user.password, 'brand-new-pw-1', 'brand-new-pw-2');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The new passwords do not match.');
    expect(answer.body.detail).toEqual({
      confirm_new_password: 'Does not match the new password.',
    });
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('refuses a short new password, the same password, and empty fields', async () => {
    const user = await server.signUp();
    const short = await change(user.access, user.password, 'short');
    expect(short.status).toBe(400);
    expect(short.body.detail).toHaveProperty('new_password');
    const same = await change(user.access, user.password, user.password);
    expect(same.status).toBe(400);
    expect(same.body.detail).toEqual({ new_password: 'Same as the current password.' });
    const empty = await server.call(API.changePassword, { token: user.access, body: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.detail).sort()).toEqual([
      'confirm_new_password',
      'current_password',
      'new_password',
    ]);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('changes the password and ends the other sign-ins only', async () => {
    const user = await server.signUp();
    const laptop = await server.login(user.email, user.password);
    const answer = await change(user.access, user.password, 'brand-new-pw-1');
    expect(answer.status).toBe(200);
    // The dialog closes only on this exact Korean sentence (spec §8).
    expect(answer.body).toEqual({ success: true, message: MESSAGES.passwordChanged });
    expect(answer.body.message).toBe('비밀번호가 성공적으로 변경되었습니다.');

    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'brand-new-pw-1')).status).toBe(200);
    expect((await refresh(laptop.refresh)).status).toBe(401);
    const current = await refresh(user.refresh);
    expect(current.status).toBe(200);
    expect((await server.call(API.userInfo, { token: current.body.detail })).status).toBe(200);
  });

  it('is open to EDU accounts', async () => {
    const edu = await server.withRole('EDU');
    expect((await change(edu.access, edu.password, 'brand-new-pw-1')).body.message).toBe(
      MESSAGES.passwordChanged,
    );
  });
});

describe('withdrawal', () => {
  /** Registers a PC and a project holding it, through the API, for the account. */
  async function furnish(account: Account) {
    const minted = await server.call(API.mintPcToken, { token: account.access });
    expect(minted.status).toBe(200);
    const pc = await server.call(API.registerPc, {
      token: account.access,
      body: { name: `Car PC ${account.id}`, token: minted.body.detail },
    });
    expect(pc.status).toBe(201);
    const project = await server.call(API.createProject, {
      token: account.access,
      body: { title: 'Shuttle', vehicle: 'Ioniq 5' },
    });
    expect(project.status).toBe(201);
    const linked = await server.call(API.addProjectPc, {
      token: account.access,
      params: { id: project.body.detail.id },
      body: { pc_id: pc.body.detail.id },
    });
    expect(linked.status).toBe(200);
    return { projectId: project.body.detail.id as number, pcToken: minted.body.detail as string };
  }

  const pcsOf = (userId: number) =>
    server.database.db.select().from(pcs).where(eq(pcs.userId, userId));
  const projectsOf = (userId: number) =>
    server.database.db.select().from(projects).where(eq(projects.userId, userId));

  it('deletes the account with its projects and PCs', async () => {
    const leaving = await server.signUp();
    const staying = await server.signUp();
    const { projectId } = await furnish(leaving);
    await furnish(staying);
    expect(await pcsOf(leaving.id)).toHaveLength(1);

    const answer = await server.call(API.withdraw, { token: leaving.access });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: MESSAGES.withdrawalDone });

    const login401 = await login(leaving.email, leaving.password);
    expect(login401.status).toBe(401);
    expect(login401.body.message).toBe('The e-mail or password is wrong.');
    const me = await server.call(API.userInfo, { token: leaving.access });
    expect(me.status).toBe(401);
    expect(me.body.message).toBe('This account no longer exists.');
    expect((await refresh(leaving.refresh)).status).toBe(401);

    expect(await pcsOf(leaving.id)).toEqual([]);
    expect(await projectsOf(leaving.id)).toEqual([]);
    const seen = await server.call(API.getProject, {
      token: root.access,
      params: { id: projectId },
    });
    expect(seen.status).toBe(404);
    const listed = await server.call(API.listProjects, {
      token: root.access,
      query: { user_id: leaving.id },
    });
    expect(listed.body.detail).toEqual([]);
    expect(await stateOf(leaving.id)).toBeUndefined();

    // Someone else's things are untouched.
    expect(await pcsOf(staying.id)).toHaveLength(1);
    const theirs = await server.call(API.listProjects, { token: staying.access });
    expect(theirs.body.detail).toHaveLength(1);
    expect(theirs.body.detail[0].pc).toHaveLength(1);
  });

  it('frees the e-mail for a new sign-up', async () => {
    const leaving = await server.signUp();
    await server.call(API.withdraw, { token: leaving.access });
    const back = await server.signUp({ email: leaving.email, password: 'second-life-pw' });
    expect(back.id).not.toBe(leaving.id);
    expect((await server.call(API.listProjects, { token: back.access })).body.detail).toEqual([]);
  });

  it('refuses the last SUPER with 409', async () => {
    const answer = await server.call(API.withdraw, { token: root.access });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      success: false,
      message: 'The last SUPER account cannot be deleted. Make another SUPER first.',
    });
    expect((await login(SUPER.email, SUPER.password)).status).toBe(200);
  });

  it('lets a SUPER go while another SUPER remains', async () => {
    const second = await server.withRole('SUPER');
    expect((await server.call(API.withdraw, { token: second.access })).status).toBe(200);
    expect((await server.call(API.withdraw, { token: root.access })).status).toBe(409);
  });

  it('refuses a guest with 403', async () => {
    const guest = await server.guest();
    const answer = await server.call(API.withdraw, { token: guest.access });
    expect(answer.status).toBe(403);
    expect((await server.call(API.userInfo, { token: guest.access })).status).toBe(200);
  });

  // Last in the file: the first SUPER may be among those that leave.
  it('keeps one SUPER when all of them withdraw at the same moment', async () => {
    const others = [
      await server.withRole('SUPER'),
      await server.withRole('SUPER'),
      await server.withRole('SUPER'),
    ];
    const supers = [root, ...others];
    const answers = await Promise.all(
      supers.map((account) => server.call(API.withdraw, { token: account.access })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 409]);
    const left = supers[answers.findIndex((answer) => answer.status === 409)]!;
    const list = await server.call(API.listUsers, { token: left.access });
    const remaining = list.body.detail.filter((user: { role: string }) => user.role === 'SUPER');
    expect(remaining.map((user: { id: number }) => user.id)).toEqual([left.id]);
  });
});
