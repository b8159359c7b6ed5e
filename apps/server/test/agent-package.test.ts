import { createHash } from 'node:crypto';
import { isBuiltin } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { API, type AgentPackage, isPublicPath, pathOf } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packAgentForTests } from '../../../test-support/studio/agent-package';
import { type TestServer, TEST_VERSION, startServer } from '../../../test-support/studio/harness';

// The studio's own agent package (docs/adr/0013): where it is, and the tarball a PC's npx
// fetches. apps/agent/test/npx.test.ts runs it as a user would.

let server: TestServer;
let packed: Awaited<ReturnType<typeof packAgentForTests>>;
let agent: AgentPackage;

beforeAll(async () => {
  packed = await packAgentForTests();
  server = await startServer({ agentPackageDir: packed.dir });
  const answer = await server.call(API.agentPackage);
  expect(answer.status).toBe(200);
  agent = API.agentPackage.answer.parse(answer.body).detail;
});
afterAll(async () => {
  await server.close();
  await packed.remove();
});

const fetchFile = (file: string, headers: Record<string, string> = {}) =>
  fetch(new URL(pathOf(API.agentPackageFile, { file }), server.url), { headers });

/** The entries of a .tgz: name → bytes (ustar headers: name at 0, octal size at 124). */
function untar(tgz: Buffer): Map<string, Buffer> {
  const tar = gunzipSync(tgz);
  const entries = new Map<string, Buffer>();
  for (let at = 0; at + 512 <= tar.length;) {
    const name = tar.toString('utf8', at, at + 100).replace(/\0.*$/s, '');
    if (!name) break;
    const size = parseInt(tar.toString('utf8', at + 124, at + 136).replace(/\0.*$/s, ''), 8);
    entries.set(name, tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

describe('the agent package', () => {
  it("is at the server's version, named by its content, for anyone", async () => {
    const health = await server.call(API.health);
    expect(agent.version).toBe(health.body.detail.version);
    expect(agent.version).toBe(TEST_VERSION);
    expect(agent.file).toBe(`ads-agent-${TEST_VERSION}-${agent.sha256.slice(0, 12)}.tgz`);
    expect(isPublicPath('GET', '/api/file/agent/')).toBe(true);
    expect(isPublicPath('GET', pathOf(API.agentPackageFile, { file: agent.file }))).toBe(true);
  });

  it('is served whole, as gzip, with its length, its sha256 as ETag and a year of cache', async () => {
    const response = await fetchFile(agent.file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(Number(response.headers.get('content-length'))).toBe(agent.size);
    expect(response.headers.get('etag')).toBe(`"${agent.sha256}"`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBe(agent.size);
    expect(createHash('sha256').update(body).digest('hex')).toBe(agent.sha256);
  });

  it('holds the bundle and a manifest with nothing to install: no tests, sources or maps', async () => {
    const entries = untar(Buffer.from(await (await fetchFile(agent.file)).arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual(['package/dist/main.js', 'package/package.json']);
    const manifest = JSON.parse(entries.get('package/package.json')!.toString('utf8'));
    expect(manifest).toMatchObject({
      name: 'ads-agent',
      version: TEST_VERSION,
      bin: { 'ads-agent': 'dist/main.js' },
      engines: { node: '>=20' },
    });
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies', 'scripts'])
      expect(manifest, field).not.toHaveProperty(field);
    // Every dependency is inside the bundle: it imports nothing but Node's own modules.
    const bundle = entries.get('package/dist/main.js')!.toString('utf8');
    const imports = [...bundle.matchAll(/^import .* from ['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((name) => !isBuiltin(name!))).toEqual([]);
    expect(bundle.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(bundle).not.toContain('sourceMappingURL');
  });

  it('answers a client that has it with 304 and no body', async () => {
    const response = await fetchFile(agent.file, { 'if-none-match': `"${agent.sha256}"` });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('answers any other name with 404 and the name it serves', async () => {
    const others = [
      `ads-agent-${TEST_VERSION}.tgz`,
      'ads-agent-9.9.9.tgz',
      `ads-agent-${TEST_VERSION}-000000000000.tgz`,
      'main.js',
      'package.json',
    ];
    for (const file of others) {
      const response = await fetchFile(file);
      expect(response.status, file).toBe(404);
      expect(await response.json(), file).toEqual({
        success: false,
        message: `No such agent package: this studio serves ${agent.file}.`,
      });
    }
  });

  it('is reported missing, in a sentence, by a studio that was not built with one', async () => {
    const bare = await startServer();
    try {
      const message =
        'This studio has no agent package: it is packed by the server build (npm run build).';
      const info = await bare.call(API.agentPackage);
      expect(info.status).toBe(404);
      expect(info.body).toEqual({ success: false, message });
      const file = await bare.call(API.agentPackageFile, { params: { file: agent.file } });
      expect(file.status).toBe(404);
      expect(file.body).toEqual({ success: false, message });
    } finally {
      await bare.close();
    }
  });
});
