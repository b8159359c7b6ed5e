import { API, type Post } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';

let server: TestServer;
let admin: Account;
let adminName: string;
let user: Account;
beforeAll(async () => {
  server = await startServer();
  admin = await server.withRole('ADMIN');
  user = await server.signUp();
  const info = await server.call(API.userInfo, { token: admin.access });
  adminName = API.userInfo.answer.parse(info.body).detail.username;
});
afterAll(() => server.close());

type Board = (typeof API)['notice'];

describe.each([
  { name: 'notice', board: API.notice, other: API.faq },
  { name: 'FAQ', board: API.faq, other: API.notice },
])('$name board', ({ board, other }) => {
  async function publish(title: string, content = `${title} body`): Promise<Post> {
    const answer = await server.call(board.create, {
      token: admin.access,
      body: { title, content },
    });
    expect(answer.status).toBe(201);
    return board.create.answer.parse(answer.body).detail;
  }

  async function read(account: Account, number: number): Promise<Post> {
    const answer = await server.call(board.get, { token: account.access, params: { number } });
    expect(answer.status).toBe(200);
    return board.get.answer.parse(answer.body).detail;
  }

  async function list(account: Account, endpoints: Board = board): Promise<Post[]> {
    const answer = await server.call(endpoints.list, { token: account.access });
    expect(answer.status).toBe(200);
    return endpoints.list.answer.parse(answer.body).detail;
  }

  it('lets an admin publish, with the admin as author', async () => {
    const answer = await server.call(board.create, {
      token: admin.access,
      body: { title: 'Maintenance window', content: 'The studio is down on Sunday.' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe(true);
    const post = board.create.answer.parse(answer.body).detail;
    expect(post).toMatchObject({
      title: 'Maintenance window',
      content: 'The studio is down on Sunday.',
      author: adminName,
    });
    expect(post.number).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(post.created_at))).toBe(false);
    expect(await read(user, post.number)).toEqual(post);
  });

  it('ignores an author or board sent in the body', async () => {
    const answer = await server.call(board.create, {
      token: admin.access,
      body: { title: 'Forged?', content: 'x', author: 'Somebody else', board: 'other', number: 1 },
    });
    expect(answer.status).toBe(201);
    const post = board.create.answer.parse(answer.body).detail;
    expect(post.author).toBe(adminName);
    expect(await read(user, post.number)).toEqual(post);
    expect((await list(user, other)).map((each) => each.number)).not.toContain(post.number);
  });

  it('lets the super-admin publish too', async () => {
    const root = await server.superAdmin();
    const answer = await server.call(board.create, {
      token: root.access,
      body: { title: 'From root', content: 'Hello' },
    });
    expect(answer.status).toBe(201);
  });

  it('lists entries newest first', async () => {
    const older = await publish('Older');
    const newer = await publish('Newer');
    const posts = await list(user);
    expect(posts.slice(0, 2).map((post) => post.number)).toEqual([newer.number, older.number]);
    const numbers = posts.map((post) => post.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it('edits the title, the content or both', async () => {
    const post = await publish('Typo titel', 'Old text');
    const retitled = await server.call(board.update, {
      token: admin.access,
      params: { number: post.number },
      body: { title: 'Typo title' },
    });
    expect(retitled.status).toBe(200);
    expect(board.update.answer.parse(retitled.body).detail).toMatchObject({
      title: 'Typo title',
      content: 'Old text',
    });
    const rewritten = await server.call(board.update, {
      token: admin.access,
      params: { number: post.number },
      body: { content: 'New text' },
    });
    expect(rewritten.status).toBe(200);
    const after = await read(user, post.number);
    expect(after).toMatchObject({ number: post.number, title: 'Typo title', content: 'New text' });
    expect(after.author).toBe(adminName);
    expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(Date.parse(post.updated_at));
  });

  it('deletes an entry', async () => {
    const post = await publish('Gone soon');
    const answer = await server.call(board.remove, {
      token: admin.access,
      params: { number: post.number },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(
      (await server.call(board.get, { token: user.access, params: { number: post.number } }))
        .status,
    ).toBe(404);
    expect((await list(user)).map((each) => each.number)).not.toContain(post.number);
    const again = await server.call(board.remove, {
      token: admin.access,
      params: { number: post.number },
    });
    expect(again.status).toBe(404);
  });

  it('lets users read but not write', async () => {
    const post = await publish('Read only');
    expect((await list(user)).map((each) => each.number)).toContain(post.number);
    expect(await read(user, post.number)).toEqual(post);

    const params = { number: post.number };
    const token = user.access;
    for (const answer of [
      await server.call(board.create, { token, body: { title: 'Mine', content: 'x' } }),
      await server.call(board.update, { token, params, body: { title: 'Hijacked' } }),
      await server.call(board.remove, { token, params }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.success).toBe(false);
    }
    expect(await read(user, post.number)).toEqual(post);
    expect((await list(user)).map((each) => each.title)).not.toContain('Mine');
  });

  it('refuses guests and visitors, even for reading', async () => {
    const post = await publish('Members only');
    const guest = await server.guest();
    const params = { number: post.number };
    expect((await server.call(board.list, { token: guest.access })).status).toBe(403);
    expect((await server.call(board.get, { token: guest.access, params })).status).toBe(403);
    expect(
      (await server.call(board.create, { token: guest.access, body: { title: 't', content: 'c' } }))
        .status,
    ).toBe(403);
    expect((await server.call(board.list)).status).toBe(401);
    expect((await server.call(board.get, { params })).status).toBe(401);
  });

  it('answers 404 for an unknown number', async () => {
    const params = { number: 2_000_000_000 };
    expect((await server.call(board.get, { token: user.access, params })).status).toBe(404);
    const patched = await server.call(board.update, {
      token: admin.access,
      params,
      body: { title: 'x' },
    });
    expect(patched.status).toBe(404);
    expect(patched.body.success).toBe(false);
    expect((await server.call(board.remove, { token: admin.access, params })).status).toBe(404);
  });

  it('answers 400 naming number for a number that is not a positive whole number', async () => {
    for (const number of ['abc', '-3', '0', '2.5']) {
      const answer = await server.call(board.get, { token: user.access, params: { number } });
      expect(answer.status, number).toBe(400);
      expect(answer.body.detail, number).toHaveProperty('number');
    }
  });

  it("does not reach the other board's entries by number", async () => {
    const post = await publish('Only here');
    const params = { number: post.number };
    expect((await server.call(other.get, { token: user.access, params })).status).toBe(404);
    const patched = await server.call(other.update, {
      token: admin.access,
      params,
      body: { title: 'Moved' },
    });
    expect(patched.status).toBe(404);
    expect((await server.call(other.remove, { token: admin.access, params })).status).toBe(404);
    expect((await list(user, other)).map((each) => each.number)).not.toContain(post.number);
    expect(await read(user, post.number)).toEqual(post);
  });

  it('keeps HTML in the title and content verbatim, as text', async () => {
    const title = '<b>Release</b> & "notes" <script>alert(1)</script>';
    const content = [
      '<p>New <em>launcher</em> build &amp; fixes</p>',
      '<img src=x onerror="alert(document.cookie)">',
      "한국어 안내 — 5 < 6 > 4 \\ ' `code`",
    ].join('\n');
    const post = await publish(title, content);
    expect(post.title).toBe(title);
    expect(post.content).toBe(content);
    const answer = await server.call(board.get, {
      token: user.access,
      params: { number: post.number },
    });
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body.detail).toMatchObject({ title, content });
    expect((await list(user)).find((each) => each.number === post.number)).toMatchObject({
      title,
      content,
    });

    const edited = await server.call(board.update, {
      token: admin.access,
      params: { number: post.number },
      body: { content: '<table><tr><td>1</td></tr></table>' },
    });
    expect(board.update.answer.parse(edited.body).detail.content).toBe(
      '<table><tr><td>1</td></tr></table>',
    );
  });

  it('names the bad field and publishes nothing', async () => {
    const before = (await list(user)).length;
    const cases: Array<[unknown, string]> = [
      [{ content: 'no title' }, 'title'],
      [{ title: '   ', content: 'blank title' }, 'title'],
      [{ title: 'x'.repeat(201), content: 'long title' }, 'title'],
      [{ title: 'no content' }, 'content'],
      [{ title: 'blank content', content: ' ' }, 'content'],
      [{ title: 'long content', content: 'x'.repeat(20_001) }, 'content'],
    ];
    for (const [body, field] of cases) {
      const answer = await server.call(board.create, { token: admin.access, body });
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.detail, field).toHaveProperty(field);
    }
    expect(await list(user)).toHaveLength(before);
  });

  it('refuses an empty edit or a blank field and changes nothing', async () => {
    const post = await publish('Stable');
    const params = { number: post.number };
    const cases: Array<[unknown, string]> = [
      [{}, 'title'],
      [{ title: '' }, 'title'],
      [{ content: '  ' }, 'content'],
    ];
    for (const [body, field] of cases) {
      const answer = await server.call(board.update, { token: admin.access, params, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail, JSON.stringify(body)).toHaveProperty(field);
    }
    expect(await read(user, post.number)).toEqual(post);
  });
});
