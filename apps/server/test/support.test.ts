import { API } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';

let server: TestServer;
let admin: Account;
beforeAll(async () => {
  server = await startServer();
  admin = await server.withRole('ADMIN');
});
afterAll(() => server.close());

async function inquiries(account: Account = admin) {
  const answer = await server.call(API.listInquiries, { token: account.access });
  expect(answer.status).toBe(200);
  return API.listInquiries.answer.parse(answer.body).detail;
}

async function contacts(account: Account = admin) {
  const answer = await server.call(API.listContacts, { token: account.access });
  expect(answer.status).toBe(200);
  return API.listContacts.answer.parse(answer.body).detail;
}

describe('inquiries', () => {
  it('takes an inquiry from a signed-in user and shows it to admins with who sent it', async () => {
    const user = await server.signUp();
    const answer = await server.call(API.inquiry, {
      token: user.access,
      body: { category: 'billing', title: 'Invoice', content: 'Where is my invoice?' },
    });
    expect(answer.status).toBe(201);
    expect(API.inquiry.answer.parse(answer.body)).toMatchObject({ success: true });
    expect(answer.body.message).toEqual(expect.any(String));

    const [newest] = await inquiries();
    expect(newest).toMatchObject({
      user_id: user.id,
      email: user.email,
      category: 'billing',
      title: 'Invoice',
      content: 'Where is my invoice?',
    });
    expect(Number.isNaN(Date.parse(newest!.created_at))).toBe(false);
  });

  it('records the real sender, whatever the body claims', async () => {
    const user = await server.signUp();
    const answer = await server.call(API.inquiry, {
      token: user.access,
      body: {
        title: 'Spoof',
        content: 'Who am I?',
        user_id: admin.id,
        userId: admin.id,
        email: 'ceo@example.com',
      },
    });
    expect(answer.status).toBe(201);
    expect((await inquiries())[0]).toMatchObject({
      title: 'Spoof',
      user_id: user.id,
      email: user.email,
    });
  });

  it('files an inquiry without a category under general', async () => {
    const user = await server.signUp();
    const answer = await server.call(API.inquiry, {
      token: user.access,
      body: { title: 'Hello', content: 'A question' },
    });
    expect(answer.status).toBe(201);
    expect((await inquiries())[0]).toMatchObject({ user_id: user.id, category: 'general' });
  });

  it('refuses guests and visitors', async () => {
    const guest = await server.guest();
    const body = { title: 'Hi', content: 'Guest question' };
    expect((await server.call(API.inquiry, { token: guest.access, body })).status).toBe(403);
    expect((await server.call(API.inquiry, { body })).status).toBe(401);
    expect((await inquiries()).map((entry) => entry.content)).not.toContain('Guest question');
  });

  it('names the missing field and stores nothing', async () => {
    const user = await server.signUp();
    const before = (await inquiries()).length;
    const cases: Array<[unknown, string]> = [
      [{ content: 'no title' }, 'title'],
      [{ title: '  ', content: 'blank title' }, 'title'],
      [{ title: 'no content' }, 'content'],
      [{ title: 'long', content: 'x'.repeat(5001) }, 'content'],
    ];
    for (const [body, field] of cases) {
      const answer = await server.call(API.inquiry, { token: user.access, body });
      expect(answer.status, field).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.detail, JSON.stringify(body).slice(0, 60)).toHaveProperty(field);
    }
    expect(await inquiries()).toHaveLength(before);
  });

  it('lists inquiries newest first', async () => {
    const user = await server.signUp();
    for (const title of ['first', 'second', 'third']) {
      const answer = await server.call(API.inquiry, {
        token: user.access,
        body: { title, content: 'x' },
      });
      expect(answer.status).toBe(201);
    }
    const titles = (await inquiries()).map((entry) => entry.title);
    expect(titles.slice(0, 3)).toEqual(['third', 'second', 'first']);
    const ids = (await inquiries()).map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('shows the list to admins only', async () => {
    const user = await server.signUp();
    const guest = await server.guest();
    expect((await server.call(API.listInquiries, { token: user.access })).status).toBe(403);
    expect((await server.call(API.listInquiries, { token: guest.access })).status).toBe(403);
    expect((await server.call(API.listInquiries)).status).toBe(401);
    const root = await server.superAdmin();
    expect((await inquiries(root)).length).toBeGreaterThan(0);
  });
});

describe('contact form', () => {
  it('takes a message from anyone, without a token', async () => {
    const answer = await server.call(API.contact, {
      body: {
        name: 'Kim Minji',
        email: ' Minji@Example.COM ',
        company: 'Mobility Co',
        message: 'Demo?',
      },
    });
    expect(answer.status).toBe(201);
    expect(API.contact.answer.parse(answer.body)).toMatchObject({ success: true });

    const [newest] = await contacts();
    expect(newest).toMatchObject({
      name: 'Kim Minji',
      email: 'minji@example.com',
      company: 'Mobility Co',
      message: 'Demo?',
    });
  });

  it('also takes a message from a signed-in user or a guest', async () => {
    const user = await server.signUp();
    const guest = await server.guest();
    for (const account of [user, guest]) {
      const answer = await server.call(API.contact, {
        token: account.access,
        body: { name: 'Signed in', email: 'someone@example.com', message: `from ${account.id}` },
      });
      expect(answer.status).toBe(201);
    }
    const messages = (await contacts()).map((entry) => entry.message);
    expect(messages.slice(0, 2)).toEqual([`from ${guest.id}`, `from ${user.id}`]);
  });

  it('stores a missing company as empty', async () => {
    const answer = await server.call(API.contact, {
      body: { name: 'No Company', email: 'solo@example.com', message: 'Hi' },
    });
    expect(answer.status).toBe(201);
    expect((await contacts())[0]).toMatchObject({ name: 'No Company', company: '' });
  });

  it('names a bad e-mail and other bad fields, and stores nothing', async () => {
    const before = (await contacts()).length;
    const good = { name: 'Lee', email: 'lee@example.com', message: 'Hello' };
    const cases: Array<[unknown, string]> = [
      [{ ...good, email: 'not-an-email' }, 'email'],
      [{ ...good, email: '' }, 'email'],
      [{ ...good, email: 'a@' }, 'email'],
      [{ name: good.name, message: good.message }, 'email'],
      [{ ...good, name: ' ' }, 'name'],
      [{ ...good, message: '' }, 'message'],
    ];
    for (const [body, field] of cases) {
      const answer = await server.call(API.contact, { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.detail, JSON.stringify(body)).toHaveProperty(field);
    }
    expect(await contacts()).toHaveLength(before);
  });

  it('lists contact messages newest first, to admins only', async () => {
    for (const name of ['Alpha', 'Beta']) {
      const answer = await server.call(API.contact, {
        body: { name, email: `${name.toLowerCase()}@example.com`, message: name },
      });
      expect(answer.status).toBe(201);
    }
    const list = await contacts();
    expect(list.slice(0, 2).map((entry) => entry.name)).toEqual(['Beta', 'Alpha']);
    const ids = list.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const user = await server.signUp();
    const guest = await server.guest();
    expect((await server.call(API.listContacts, { token: user.access })).status).toBe(403);
    expect((await server.call(API.listContacts, { token: guest.access })).status).toBe(403);
    expect((await server.call(API.listContacts)).status).toBe(401);
  });
});
