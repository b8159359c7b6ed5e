import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';

// The studio's basemap set at run time (issue 30): administrators set it, every page with a
// map reads it (visitors included), nobody else changes it. Real database.

let server: TestServer;
let admin: Account;
let root: Account;
let user: Account;

beforeAll(async () => {
  server = await startServer();
  admin = await server.withRole('ADMIN');
  root = await server.superAdmin();
  user = await server.signUp();
});
afterAll(() => server.close());

const read = async () => {
  const answer = await server.call(API.basemap, {});
  expect(answer.status).toBe(200);
  return answer.body.detail;
};

describe('the basemap', () => {
  it('is none set until an administrator sets one', async () => {
    expect(await read()).toBeNull();
  });

  it('is set by an administrator and read by anyone, visitors included', async () => {
    const style = { kind: 'style', url: 'https://tiles.example/styles/streets/style.json' };
    const saved = await server.call(API.setBasemap, { token: admin.access, body: style });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.detail).toMatchObject({ ...style, updated_by: expect.any(String) });
    const byAdmin = saved.body.detail.updated_by as string;
    expect(await read()).toMatchObject(style);
    const asUser = await server.call(API.basemap, { token: user.access });
    expect(asUser.body.detail).toMatchObject(style);

    // A SUPER is an administrator too; a studio path and a PMTiles archive are taken.
    const pmtiles = { kind: 'pmtiles', url: '/basemap/region.pmtiles' };
    expect((await server.call(API.setBasemap, { token: root.access, body: pmtiles })).status).toBe(
      200,
    );
    expect(await read()).toMatchObject(pmtiles);
    // Who set it is said: now the SUPER, not the admin.
    expect((await read()).updated_by).not.toBe(byAdmin);
    const raster = { kind: 'raster', url: 'https://t.example/{z}/{x}/{y}.png' };
    await server.call(API.setBasemap, { token: admin.access, body: raster });
    expect(await read()).toMatchObject(raster);
  });

  it('goes back to none when an administrator says so', async () => {
    const none = await server.call(API.setBasemap, { token: admin.access, body: { kind: 'none' } });
    expect(none.status).toBe(200);
    expect(await read()).toMatchObject({ kind: 'none', url: '' });
  });

  it('is refused to a user, a guest and a visitor, with nothing changed', async () => {
    const before = await read();
    const body = { kind: 'style', url: 'https://evil.example/style.json' };
    expect((await server.call(API.setBasemap, { token: user.access, body })).status).toBe(403);
    const guest = await server.guest();
    expect((await server.call(API.setBasemap, { token: guest.access, body })).status).toBe(403);
    expect((await server.call(API.setBasemap, { body })).status).toBe(401);
    expect(await read()).toEqual(before);
  });

  it('refuses what no browser could load, with its reason and nothing changed', async () => {
    const before = await read();
    const bad = [
      { kind: 'raster', url: 'https://t.example/tiles.png' },
      { kind: 'style', url: 'javascript:alert(1)' },
      { kind: 'style', url: '' },
      { kind: 'style', url: '//cdn.example/style.json' },
      { kind: 'vector', url: 'https://t.example/style.json' },
    ];
    for (const body of bad) {
      const answer = await server.call(API.setBasemap, {
        token: admin.access,
        body: body as never,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const raster = await server.call(API.setBasemap, {
      token: admin.access,
      body: { kind: 'raster', url: 'https://t.example/tiles.png' },
    });
    expect(JSON.stringify(raster.body)).toContain('{z}, {x} and {y}');
    expect(await read()).toEqual(before);
  });

  it('serves a PMTiles archive put in DATA_DIR/basemap, by range requests, and nothing else', async () => {
    const bytes = Buffer.from('PMTiles\u0003 archive bytes for the test');
    writeFileSync(join(server.filesDir, 'basemap', 'region.pmtiles'), bytes);
    writeFileSync(join(server.filesDir, 'basemap', 'notes.txt'), 'not a basemap');
    const part = await fetch(new URL('/basemap/region.pmtiles', server.url), {
      headers: { range: 'bytes=0-6' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('PMTiles');
    const whole = await fetch(new URL('/basemap/region.pmtiles', server.url));
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);
    for (const path of ['/basemap/notes.txt', '/basemap/missing.pmtiles', '/basemap/']) {
      const answer = await fetch(new URL(path, server.url));
      expect(answer.status, path).toBe(404);
    }
  });
});
