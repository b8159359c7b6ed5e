import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/http/security-headers';
import { type TestServer, startServer } from '../../../../test-support/studio/harness';
import { type RawAnswer, rawRequest } from './raw-http';

let server: TestServer;
let webDir: string;
let artifact: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'ads-headers-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>ADS Studio</title>');
  writeFileSync(join(webDir, 'assets', 'app.js'), 'export {}');
  writeFileSync(join(webDir, 'assets', 'calibration.worker-Ab_c-12.js'), 'self.onmessage = null');
  writeFileSync(join(webDir, 'assets', 'episode.worker-Xy_z-34.js'), 'self.onmessage = null');
  writeFileSync(join(webDir, 'assets', 'playback.worker-Pq_r-56.js'), 'self.onmessage = null');
  writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startServer({ webDir });
  artifact = (await server.call(API.modules)).body.detail[0].artifact.file;
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => !!name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Every kind of answer the server gives: API, its refusals, the web app, files, 404s. */
const ANSWERS: Record<string, () => string> = {
  'API success': () => API.health.path,
  'API refusal (401)': () => API.listProjects.path,
  'API validation error (400)': () => '/api/project/abc',
  'API unknown path (404)': () => '/api/no/such/thing',
  'malformed escape, refused before routing': () => '/api/notice/%zz',
  'web app index.html': () => '/',
  'web app page path': () => '/home',
  'static script': () => '/assets/app.js',
  'static image': () => '/favicon.svg',
  'missing static file (404)': () => '/assets/gone-1234.js',
  'module artifact': () => `/api/file/module/${artifact}`,
  'agent package refusal (404)': () => '/api/file/agent/ads-agent-9.9.9.tgz',
  'shipped image': () => '/api/file/image/?name=app-Home',
  'record download refusal (404)': () => '/api/record/download/?token=gone',
  'tus upload path, not a tus method (404)': () => '/api/record/upload/',
  'store tus upload path, not a tus method (404)': () => '/api/store/upload/',
  'launcher module version': () => '/api/module/lidar-driver/2.1.0',
};

describe('security headers', () => {
  it.each(Object.keys(ANSWERS))('are on every answer: %s', async (kind) => {
    const answer: RawAnswer = await rawRequest(server.url, ANSWERS[kind]!());
    expect(answer.status).toBeLessThan(500);
    const h = answer.headers;
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['content-security-policy']).toBeTruthy();
    // Served over http://: HSTS would be ignored, and upgrading requests would break the page.
    expect(h['strict-transport-security']).toBeUndefined();
    expect(h['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('give the web app a policy that allows its own scripts only', async () => {
    const csp = directives(
      (await rawRequest(server.url, '/home')).headers['content-security-policy'],
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // MUI's emotion writes <style> elements; socket.io connects over ws:/wss:.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
  });

  it('let only the calibration worker evaluate code and compile WebAssembly (OpenCV.js)', async () => {
    const worker = await rawRequest(server.url, '/assets/calibration.worker-Ab_c-12.js');
    expect(worker.status).toBe(200);
    const csp = directives(worker.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
    // Everything else of the page's policy stays as it is.
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    expect(worker.headers['x-content-type-options']).toBe('nosniff');
    for (const path of [
      '/assets/app.js',
      '/assets/calibration.worker-Ab_c-12.js.map',
      '/calibration',
      '/assets/x/calibration.worker-Ab_c-12.js',
    ]) {
      const policy = (await rawRequest(server.url, path)).headers['content-security-policy'];
      expect(directives(policy)['script-src'], path).toEqual(["'self'"]);
    }
  });

  it('let the record playback worker evaluate code (protobufjs, ROS 1 decoders)', async () => {
    const worker = await rawRequest(server.url, '/assets/playback.worker-Pq_r-56.js');
    expect(worker.status).toBe(200);
    const csp = directives(worker.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    for (const path of ['/assets/playback.worker-Pq_r-56.js.map', '/assets/playback-Pq_r-56.js']) {
      const policy = (await rawRequest(server.url, path)).headers['content-security-policy'];
      expect(directives(policy)['script-src'], path).toEqual(["'self'"]);
    }
  });

  it('let the education episode worker compile WebAssembly (QuickJS), and evaluate nothing', async () => {
    const worker = await rawRequest(server.url, '/assets/episode.worker-Xy_z-34.js');
    expect(worker.status).toBe(200);
    const csp = directives(worker.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    for (const path of [
      '/assets/episode.worker-Xy_z-34.js.map',
      '/assets/x/episode.worker-Xy_z-34.js',
    ]) {
      const policy = (await rawRequest(server.url, path)).headers['content-security-policy'];
      expect(directives(policy)['script-src'], path).toEqual(["'self'"]);
    }
  });

  it('keep the shipped images in their own sandbox: an SVG cannot run script', async () => {
    const answer = await rawRequest(server.url, '/api/file/image/?name=app-Home');
    const csp = directives(answer.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toBeUndefined();
  });

  it('forbid caching of API answers, but not of the shipped images', async () => {
    for (const path of [API.health.path, API.listProjects.path, '/api/no/such/thing']) {
      expect((await rawRequest(server.url, path)).headers['cache-control'], path).toBe('no-store');
    }
    const image = await rawRequest(server.url, '/api/file/image/?name=app-Home');
    expect(image.headers['cache-control']).toContain('max-age=86400');
  });

  it('answer a malformed address in the envelope, without echoing it', async () => {
    const answer = await rawRequest(server.url, '/api/notice/%zz%3Cscript%3E');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: 'This address is not valid.',
    });
  });
});

describe('security headers behind HTTPS', () => {
  it('add HSTS and upgrade insecure requests only when the public URL is https', () => {
    const secure = securityHeaders('https://studio.example.com');
    expect(secure['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(secure['content-security-policy'])).toHaveProperty(
      'upgrade-insecure-requests',
    );
    const plain = securityHeaders('http://192.168.0.10:8787');
    expect(plain).not.toHaveProperty('strict-transport-security');
    expect(directives(plain['content-security-policy'])).not.toHaveProperty(
      'upgrade-insecure-requests',
    );
  });
});
