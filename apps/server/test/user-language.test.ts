import { API, type Language } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';

// The screens' language is kept per account, so it follows the user to another sign-in and
// device (issue 30); until the user chooses, the answer is null and the browser's applies.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function languageOf(account: Account): Promise<Language | null> {
  const answer = await server.call(API.userLanguage, { token: account.access });
  expect(answer.status).toBe(200);
  return API.userLanguage.answer.parse(answer.body).detail.language;
}

const choose = (account: Account, language: Language | null) =>
  server.call(API.setUserLanguage, { token: account.access, body: { language } });

describe("the user's language", () => {
  it('is none for a new account', async () => {
    expect(await languageOf(await server.signUp())).toBeNull();
  });

  it('is kept across sign-ins, and null forgets it', async () => {
    const user = await server.signUp();
    const chosen = await choose(user, 'ko');
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ success: true, detail: { language: 'ko' } });

    const elsewhere = await server.login(user.email, user.password);
    expect(await languageOf(elsewhere)).toBe('ko');

    await choose(elsewhere, 'en');
    expect(await languageOf(user)).toBe('en');

    expect((await choose(user, null)).body).toEqual({ success: true, detail: { language: null } });
    expect(await languageOf(elsewhere)).toBeNull();
  });

  it("is a guest's too", async () => {
    const guest = await server.guest();
    expect((await choose(guest, 'ko')).status).toBe(200);
    expect(await languageOf(guest)).toBe('ko');
  });

  it("is each account's own: one's choice is not another's", async () => {
    const a = await server.signUp();
    const b = await server.signUp();
    await choose(a, 'ko');
    expect(await languageOf(b)).toBeNull();
    await choose(b, 'en');
    expect(await languageOf(a)).toBe('ko');
  });

  it('refuses a language the studio has not, and no sign-in', async () => {
    const user = await server.signUp();
    await choose(user, 'ko');
    for (const language of ['fr', 'KO', '', 'ko-KR', 7]) {
      const answer = await server.call(API.setUserLanguage, {
        token: user.access,
        body: { language } as never,
      });
      expect(answer.status).toBe(400);
    }
    expect(await languageOf(user)).toBe('ko');

    expect((await server.call(API.userLanguage, {})).status).toBe(401);
    expect((await server.call(API.setUserLanguage, { body: { language: 'en' } })).status).toBe(401);
  });
});
