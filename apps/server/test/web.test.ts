import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startServer } from '../../../test-support/studio/harness';

let server: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'ads-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>ADS Studio</title>');
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log("studio")');
  server = await startServer({ webDir });
});
afterAll(() => server.close());

const get = (path: string) => server.call({ method: 'GET', path });

describe('the built web app', () => {
  it('serves its files to visitors without a token', async () => {
    const asset = await get('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.body).toBe('console.log("studio")');
  });

  it('answers any page path with index.html so the browser router can show it', async () => {
    for (const path of ['/', '/home', '/statistics/record/12', '/no/such/page']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain('<title>ADS Studio</title>');
    }
  });

  it('answers a missing file with 404, not the page, so a stale chunk fails loudly', async () => {
    const answer = await get('/assets/gone-1234.js');
    expect(answer.status).toBe(404);
    expect(answer.body.success).toBe(false);
  });

  it('serves a file added after the start', async () => {
    writeFileSync(join(webDir, 'assets', 'later.js'), 'export {}');
    expect((await get('/assets/later.js')).status).toBe(200);
  });

  it('keeps unknown API paths as JSON 404s, not the web page', async () => {
    const answer = await get('/api/no/such/thing');
    expect(answer.status).toBe(404);
    expect(answer.body.success).toBe(false);
  });
});
