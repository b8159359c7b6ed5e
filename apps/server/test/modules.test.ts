import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, isPublicPath, ModuleCategory, pathOf } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startServer } from '../../../test-support/studio/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function catalogue() {
  const answer = await server.call(API.modules);
  expect(answer.status).toBe(200);
  return API.modules.answer.parse(answer.body).detail;
}

describe('module catalogue', () => {
  it('lists a module of every stack category, without a token', async () => {
    const modules = await catalogue();
    expect(new Set(modules.map((entry) => entry.category))).toEqual(
      new Set(ModuleCategory.options),
    );
    for (const entry of modules) {
      // Pinned by digest, as every store version's image is (issue 27).
      expect(entry.image).toMatch(
        new RegExp(`^ads-studio/${entry.name}:${entry.version}@sha256:[0-9a-f]{64}$`),
      );
      expect(entry.artifact).not.toBeNull();
      expect(entry.description.length).toBeGreaterThan(10);
    }
    expect(isPublicPath('GET', '/api/module/')).toBe(true);
  });

  it('serves each artifact with its Content-Length and the catalogue sha256', async () => {
    for (const entry of await catalogue()) {
      const artifact = entry.artifact!;
      const response = await fetch(
        new URL(pathOf(API.moduleArtifact, { file: artifact.file }), server.url),
      );
      expect(response.status).toBe(200);
      expect(Number(response.headers.get('content-length'))).toBe(artifact.size);
      expect(response.headers.get('x-content-sha256')).toBe(artifact.sha256);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBe(artifact.size);
      expect(createHash('sha256').update(body).digest('hex')).toBe(artifact.sha256);
    }
  });

  it('ships artifacts that run, log their role and stop cleanly on SIGTERM', async () => {
    const [entry] = (await catalogue()).filter((module) => module.category === 'localization');
    const artifact = entry!.artifact!;
    const dir = await mkdtemp(join(tmpdir(), 'ads-artifact-'));
    try {
      const answer = await fetch(
        new URL(pathOf(API.moduleArtifact, { file: artifact.file }), server.url),
      );
      const file = join(dir, artifact.file);
      await writeFile(file, Buffer.from(await answer.arrayBuffer()));
      const child = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      await new Promise<void>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (/pose x=/.test(output)) resolve();
        });
      });
      const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(output).toMatch(/localization: pose x=[\d.-]+ y=[\d.-]+ yaw=[\d.-]+/);
      expect(output).toMatch(/SIGTERM received/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses files outside the catalogue, including paths', async () => {
    for (const file of ['nope.js', '..%2Fpackage.json', '..%2F..%2Fsrc%2Fapp.ts', '.env']) {
      const response = await fetch(new URL(`/api/file/module/${file}`, server.url));
      expect([400, 404], file).toContain(response.status);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
    }
  });
});
