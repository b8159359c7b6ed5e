import { API } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';

let server: TestServer;
let user: Account;
beforeAll(async () => {
  server = await startServer({ limits: { bodyLimitBytes: 64 * 1024 } });
  user = await server.signUp();
});
afterAll(() => server.close());

const projectCount = async () =>
  (await server.call(API.listProjects, { token: user.access })).body.detail.length;

describe('bad input', () => {
  it('names each bad field and changes nothing', async () => {
    const before = await projectCount();
    const answer = await server.call(API.createProject, {
      token: user.access,
      body: { title: '', vehicle: 42 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toBe('Some fields are not valid.');
    expect(Object.keys(answer.body.detail).sort()).toEqual(['title', 'vehicle']);
    expect(await projectCount()).toBe(before);
  });

  it('names nested and missing fields of a public call', async () => {
    const answer = await server.call(API.register, { body: { email: 'nope' } });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toEqual(
      expect.objectContaining({
        email: expect.any(String),
        username: expect.any(String),
        password: expect.any(String),
        privacy_agreement: expect.any(String),
        terms_agreement: expect.any(String),
      }),
    );
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await server.call(API.createProject, { token: user.access, raw: '{"title":' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: 'The body is not valid JSON.' });
  });

  it('refuses a body in another media type with 415', async () => {
    const answer = await server.call(API.createProject, {
      token: user.access,
      raw: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(415);
    expect(answer.body.success).toBe(false);
  });

  it('refuses a body over the limit with 413 and stores nothing', async () => {
    const before = await projectCount();
    const answer = await server.call(API.createProject, {
      token: user.access,
      body: { title: 'x'.repeat(100 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: 'The request body is too large.' });
    expect(await projectCount()).toBe(before);
  });

  it('refuses ids that are not positive integers', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '1e3', '0x10', '99999999999']) {
      const answer = await server.call(API.getProject, { token: user.access, params: { id } });
      expect(answer.status, id).toBe(400);
      expect(answer.body.detail).toHaveProperty('id');
    }
  });

  it('answers over-long strings and odd unicode with 400 or a clean success, never 5xx', async () => {
    const samples = ['💥'.repeat(60), 'x'.repeat(101), 'ǅ̵̡̢', '\uFEFF', '<script>alert(1)</script>'];
    for (const title of samples) {
      const answer = await server.call(API.createProject, { token: user.access, body: { title } });
      expect(answer.status, JSON.stringify(title)).toBeLessThan(500);
      expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });

  it('refuses a NUL character, which the database cannot store, naming the field', async () => {
    const before = await projectCount();
    const answer = await server.call(API.createProject, {
      token: user.access,
      body: { title: 'ok', vehicle: 'car\u0000' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toEqual({ vehicle: 'Contains a NUL character.' });
    expect(await projectCount()).toBe(before);
  });

  it('never sends a stack trace', async () => {
    const answer = await server.call(API.login, {
      raw: '[',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).not.toMatch(/stack|node_modules|\.ts:\d+/);
  });
});
