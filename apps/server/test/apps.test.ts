import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API,
  type AccountRole,
  type AppAvailabilityRow,
  CATALOGUE,
  CONFIGURABLE_ROLES,
  type Pc,
  catalogueFor,
} from '@ads/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeMcap } from '../../../test-support/record-files';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { UploadRefused, tusUpload } from './record-helpers';
import { snapshotRows } from './security/db-snapshot';

let server: TestServer;
let root: Account;
let files: string;
const accounts = {} as Record<Exclude<AccountRole, 'SUPER'>, Account>;

beforeAll(async () => {
  server = await startServer();
  root = await server.superAdmin();
  accounts.ALL = await server.guest();
  accounts.EDU = await server.withRole('EDU');
  accounts.USER = await server.withRole('USER');
  accounts.ADMIN = await server.withRole('ADMIN');
  files = await mkdtemp(join(tmpdir(), 'ads-apps-'));
});
afterAll(async () => {
  await server.close();
  await rm(files, { recursive: true, force: true });
});
// Every test starts from the spec's defaults.
afterEach(async () => {
  for (const app of CATALOGUE.filter((entry) => entry.key !== 'home'))
    await server.call(API.resetAppAvailability, { token: root.access, params: { key: app.key } });
});

const catalogueOf = async (token?: string) => {
  const answer = await server.call(API.catalogue, { token });
  expect(answer.status).toBe(200);
  return API.catalogue.answer.parse(answer.body).detail;
};
const change = (key: string, states: Record<string, string>, token = root.access) =>
  server.call(API.changeAppAvailability, { token, params: { key }, body: { states } });
const stateOf = (key: string, role: string, entries: { key: string; disabled: boolean }[]) => {
  const entry = entries.find((app) => app.key === key);
  return !entry ? 'hidden' : entry.disabled ? 'disabled' : 'enabled';
};

describe('GET /api/app/', () => {
  it("answers every role's catalogue as the spec's defaults (catalogueFor) before any change", async () => {
    expect(await catalogueOf()).toEqual(catalogueFor('PUBLIC'));
    for (const [role, account] of Object.entries(accounts))
      expect(await catalogueOf(account.access), role).toEqual(catalogueFor(role));
    expect(await catalogueOf(root.access)).toEqual(catalogueFor('SUPER'));
  });

  it('answers a visitor with an expired or forged token the defaults, not an error', async () => {
    const answer = await server.call(API.catalogue, { token: 'not-a-jwt' });
    expect(answer.status).toBe(200);
    expect(answer.body.detail).toEqual(catalogueFor('PUBLIC'));
  });
});

describe('a SUPER changes who sees which app', () => {
  it('lists every app per role beside its defaults, home fixed', async () => {
    const answer = await server.call(API.appAvailability, { token: root.access });
    expect(answer.status).toBe(200);
    const rows = answer.body.detail as AppAvailabilityRow[];
    expect(rows.map((row) => row.key)).toEqual(CATALOGUE.map((app) => app.key));
    for (const row of rows) {
      expect(row.states).toEqual(row.defaults);
      for (const role of CONFIGURABLE_ROLES)
        expect(row.states[role], `${row.key} ${role}`).toBe(
          stateOf(row.key, role, catalogueFor(role)),
        );
    }
    expect(rows.filter((row) => row.fixed).map((row) => row.key)).toEqual(['home']);
  });

  it("turns Data Management off for USER only: its card says so, its routes refuse, others' stay", async () => {
    const changed = await change('statistics', { USER: 'disabled' });
    expect(changed.status).toBe(200);
    expect(changed.body.detail.states).toEqual({
      ALL: 'enabled',
      EDU: 'enabled',
      USER: 'disabled',
      ADMIN: 'enabled',
    });

    const card = (await catalogueOf(accounts.USER.access)).find((app) => app.key === 'statistics');
    expect(card?.disabled).toBe(true);
    const refused = await server.call(API.listRecords, { token: accounts.USER.access });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Data Management is turned off for your role. Ask an administrator to turn it on.',
    );
    expect((await server.call(API.listRecords, { token: accounts.ADMIN.access })).status).toBe(200);
    expect((await server.call(API.listRecords, { token: root.access })).status).toBe(200);
  });

  it('leaves a hidden app out of the catalogue and shows the remote IDE where enabled', async () => {
    await change('hmi', { ALL: 'hidden', EDU: 'hidden' });
    await change('remote', { ADMIN: 'enabled' });
    expect((await catalogueOf(accounts.ALL.access)).map((app) => app.key)).not.toContain('hmi');
    expect((await catalogueOf(accounts.USER.access)).map((app) => app.key)).toContain('hmi');
    const admin = await catalogueOf(accounts.ADMIN.access);
    expect(admin.find((app) => app.key === 'remote')?.disabled).toBe(false);
    // Visitors see what guests see (they are asked to sign in first); SUPER keeps everything.
    expect((await catalogueOf()).map((app) => app.key)).not.toContain('hmi');
    expect(await catalogueOf()).toEqual(await catalogueOf(accounts.ALL.access));
    expect(await catalogueOf(root.access)).toEqual(catalogueFor('SUPER'));
  });

  it('refuses an upload to Data Management from the user and from its PC when it is off', async () => {
    const user = accounts.USER;
    const minted = await server.call(API.mintPcToken, { token: user.access });
    const registered = await server.call(API.registerPc, {
      token: user.access,
      body: { name: 'Uploader rig', token: minted.body.detail },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const pc = registered.body.detail as Pc;
    const path = join(files, 'drive.mcap');
    await writeMcap(path);
    await change('statistics', { USER: 'hidden' });
    const before = await snapshotRows(server.database);
    for (const token of [user.access, pc.token]) {
      const refusal = await tusUpload(server, token, path, { filename: 'drive.mcap' }).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(UploadRefused);
      expect((refusal as UploadRefused).status).toBe(403);
      expect((refusal as UploadRefused).body.message).toMatch(/Data Management is turned off/);
    }
    expect(await snapshotRows(server.database)).toEqual(before);

    await change('statistics', { USER: 'enabled' });
    const { recordId } = await tusUpload(server, pc.token, path, { filename: 'drive.mcap' });
    expect(recordId).toBeGreaterThan(0);
  });

  it('writes every change to the audit: who, when, app, role, before and after', async () => {
    await change('map', { USER: 'enabled', EDU: 'disabled' });
    await server.call(API.resetAppAvailability, { token: root.access, params: { key: 'map' } });
    const answer = await server.call(API.appAudit, { token: root.access, query: { limit: 3 } });
    expect(answer.status).toBe(200);
    const { entries } = answer.body.detail;
    // Setting EDU to its default 'disabled' changed nothing, so it has no entry.
    expect(
      entries.map((entry: Record<string, unknown>) => [
        entry.actor_email,
        entry.app,
        entry.role,
        entry.before,
        entry.after,
      ]),
    ).toEqual([
      ['root@ads.test', 'map', 'USER', 'enabled', 'disabled'],
      ['root@ads.test', 'map', 'USER', 'disabled', 'enabled'],
      expect.anything(),
    ]);
    expect(Date.parse(entries[0].at)).toBeGreaterThan(Date.now() - 60_000);
    expect(entries[0].actor_id).toBe(root.id);

    // Pages: the next page starts after the last id, with no entry twice.
    const next = await server.call(API.appAudit, {
      token: root.access,
      query: { limit: 3, before: entries.at(-1).id },
    });
    const ids = [...entries, ...next.body.detail.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it('stores no row for a state equal to the default: the table shows the default again', async () => {
    await change('calibration', { ADMIN: 'enabled' });
    await change('calibration', { ADMIN: 'disabled' });
    const rows = (await server.call(API.appAvailability, { token: root.access })).body.detail;
    const calibration = rows.find((row: AppAvailabilityRow) => row.key === 'calibration');
    expect(calibration.states).toEqual(calibration.defaults);
    expect((await snapshotRows(server.database)).app_availability).toMatch(/^0:/);
  });
});

describe('bad changes', () => {
  it.each([
    ['an unknown app', 'garage', { USER: 'enabled' }, /Unknown app/],
    ['an unknown role', 'hmi', { SUPER: 'hidden' }, /.+/],
    ['an unknown state', 'hmi', { USER: 'maybe' }, /Choose hidden, disabled or enabled/],
    ['no role at all', 'hmi', {}, /Name at least one role/],
    ['the fixed home', 'home', { USER: 'hidden' }, /always on/],
  ])('refuses %s with 400 and a sentence, and changes nothing', async (_, key, states, reason) => {
    const before = await snapshotRows(server.database);
    const answer = await change(key, states as Record<string, string>);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(JSON.stringify(answer.body)).toMatch(reason);
    expect(await snapshotRows(server.database)).toEqual(before);
  });

  it('refuses an ADMIN (SUPER only) and changes nothing', async () => {
    const before = await snapshotRows(server.database);
    const answer = await change('statistics', { USER: 'hidden' }, accounts.ADMIN.access);
    expect(answer.status).toBe(403);
    expect(await snapshotRows(server.database)).toEqual(before);
  });
});
