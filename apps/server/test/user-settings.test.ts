import { API, USER_SETTING_MAX_BYTES } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';

// A user's small settings (a playback layout, issue 31) are kept per account, so they follow
// the user to other devices: only the caller's own, only allow-listed keys, only small JSON.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const KEY = 'playback.layout';
const LAYOUT = {
  version: 1,
  panels: [{ id: 'a', kind: 'plot', paths: ['/vehicle/status.velocity'] }],
};

async function settingOf(account: Account): Promise<unknown> {
  const answer = await server.call(API.userSetting, {
    token: account.access,
    params: { key: KEY },
  });
  expect(answer.status).toBe(200);
  return API.userSetting.answer.parse(answer.body).detail.value;
}

const save = (account: Account, value: unknown) =>
  server.call(API.setUserSetting, { token: account.access, params: { key: KEY }, body: { value } });

/** A PUT with a body exactly as given, not made by the client: malformed JSON. */
const putRaw = (account: Account, text: string) =>
  fetch(`${server.url}/api/user/settings/${KEY}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${account.access}`, 'content-type': 'application/json' },
    body: text,
  });

describe("a user's settings", () => {
  it('are none until saved, then kept across sign-ins; null forgets', async () => {
    const user = await server.signUp();
    expect(await settingOf(user)).toBeNull();
    const saved = await save(user, LAYOUT);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, detail: { key: KEY, value: LAYOUT } });

    const elsewhere = await server.login(user.email, user.password);
    expect(await settingOf(elsewhere)).toEqual(LAYOUT);

    const changed = { ...LAYOUT, panels: [] };
    expect((await save(elsewhere, changed)).status).toBe(200);
    expect(await settingOf(user)).toEqual(changed);

    expect((await save(user, null)).status).toBe(200);
    expect(await settingOf(elsewhere)).toBeNull();
  });

  it("are each account's own: one never reads or changes another's", async () => {
    const a = await server.signUp();
    const b = await server.signUp();
    await save(a, LAYOUT);
    expect(await settingOf(b)).toBeNull();
    await save(b, { version: 1, panels: [] });
    expect(await settingOf(a)).toEqual(LAYOUT);
    await save(b, null);
    expect(await settingOf(a)).toEqual(LAYOUT);
  });

  it('refuse a missing or bad token', async () => {
    expect((await server.call(API.userSetting, { params: { key: KEY } })).status).toBe(401);
    const put = await server.call(API.setUserSetting, { params: { key: KEY }, body: { value: 1 } });
    expect(put.status).toBe(401);
    const forged = await server.call(API.userSetting, {
      token: 'not-a-token',
      params: { key: KEY },
    });
    expect(forged.status).toBe(401);
  });

  it('refuse too large a value, malformed JSON and unknown keys with 400, changing nothing', async () => {
    const user = await server.signUp();
    await save(user, LAYOUT);

    // Just over the limit as JSON text (the quotes count): refused; just under: kept elsewhere.
    const over = 'x'.repeat(USER_SETTING_MAX_BYTES - 1);
    expect((await save(user, over)).status).toBe(400);
    // Multi-byte characters count as their UTF-8 bytes.
    expect((await save(user, '한'.repeat(USER_SETTING_MAX_BYTES / 3))).status).toBe(400);
    expect(await settingOf(user)).toEqual(LAYOUT);

    for (const text of ['{"value": ', '{value: 1}', 'not json', '']) {
      expect((await putRaw(user, text)).status).toBe(400);
    }
    expect((await putRaw(user, '{"other": 1}')).status).toBe(400);
    expect(await settingOf(user)).toEqual(LAYOUT);

    for (const key of ['theme', 'playback', '', '..%2Fusers']) {
      const answer = await server.call(API.setUserSetting, {
        token: user.access,
        params: { key } as never,
        body: { value: 1 },
      });
      expect([400, 404]).toContain(answer.status);
      const read = await server.call(API.userSetting, {
        token: user.access,
        params: { key } as never,
      });
      expect([400, 404]).toContain(read.status);
    }
    expect(await settingOf(user)).toEqual(LAYOUT);

    // The largest value that fits is kept.
    const fits = 'y'.repeat(USER_SETTING_MAX_BYTES - 2);
    expect((await save(user, fits)).status).toBe(200);
    expect(await settingOf(user)).toBe(fits);
  });

  it("are a guest's too", async () => {
    const guest = await server.guest();
    expect((await save(guest, LAYOUT)).status).toBe(200);
    expect(await settingOf(guest)).toEqual(LAYOUT);
  });
});
