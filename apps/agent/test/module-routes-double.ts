/**
 * TEST DOUBLE of the studio's module routes — the rest is the real studio.
 *
 * The store serves module versions through three public routes (issue 27); while the studio's
 * own `GET /api/module/:name/:version` is being written beside this work, the agent's tests
 * get them from this double, which speaks the same JSON (the contract's `API.modules`,
 * `API.moduleVersion` answers and `API.moduleArtifact` bytes with Content-Length):
 *
 *   GET /api/module/                  → 200 { success, detail: Module[] } (each name's newest)
 *   GET /api/module/:name/:version    → 200 { success, detail: Module } | 404 { success: false, message }
 *   GET /api/file/module/:file        → 200 the bytes | 404
 *
 * It sits in a proxy in front of a real studio: everything else (the socket.io channel, the
 * other routes) reaches the studio untouched, so an agent given this address is a real agent
 * of a real studio whose module catalogue the test chose.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { API, type Module, pathOf } from '@ads/contract';
import { startStudioProxy } from '../../../test-support/studio-proxy';

export interface Published {
  /** The module entry as the catalogue lists it (artifact filled in from the bytes). */
  module: Module;
}

const numbers = (version: string) => version.split(/[.-]/).map((part) => Number(part) || 0);
const newer = (a: string, b: string) => {
  const [x, y] = [numbers(a), numbers(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  }
  return false;
};

export async function startModuleRoutesDouble(studio: string) {
  const versions: Module[] = [];
  const files = new Map<string, Buffer>();
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const versionPath = new RegExp(`^${API.modules.path}([a-z][a-z0-9-]*)/([^/]+)$`);
  const filePrefix = pathOf(API.moduleArtifact, { file: 'x' }).slice(0, -1);

  const proxy = await startStudioProxy(studio, {
    intercept(incoming, outgoing) {
      if (incoming.method !== 'GET') return false;
      const path = new URL(incoming.url ?? '/', 'http://double').pathname;
      if (path === API.modules.path) {
        const newest = new Map<string, Module>();
        for (const module of versions) {
          const known = newest.get(module.name);
          if (!known || newer(module.version, known.version)) newest.set(module.name, module);
        }
        json(outgoing, 200, { success: true, detail: [...newest.values()] });
        return true;
      }
      const named = versionPath.exec(path);
      if (named) {
        const [, name, version] = named;
        const module = versions.find(
          (entry) => entry.name === name && entry.version === decodeURIComponent(version!),
        );
        if (module) json(outgoing, 200, { success: true, detail: module });
        else json(outgoing, 404, { success: false, message: 'No such module version.' });
        return true;
      }
      if (path.startsWith(filePrefix)) {
        const body = files.get(path.slice(filePrefix.length));
        if (!body) {
          json(outgoing, 404, { success: false, message: 'No such module artifact.' });
          return true;
        }
        outgoing.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': body.length,
        });
        outgoing.end(body);
        return true;
      }
      return false;
    },
  });

  return {
    /** The studio's address with this catalogue: give it to the agent. */
    url: proxy.url,
    /**
     * Publishes a version. `body` is its artifact (null: an image only); `served` is what the
     * file route hands out instead, of the same size (a corrupted download).
     */
    publish(
      entry: Omit<Module, 'artifact' | 'title' | 'description' | 'category'> &
        Partial<Pick<Module, 'title' | 'category'>>,
      artifact: { file: string; body: Buffer; served?: Buffer } | null,
    ): Module {
      const module: Module = {
        title: entry.name,
        category: 'planning',
        description: `${entry.name} for the agent's tests`,
        ...entry,
        artifact: artifact && {
          file: artifact.file,
          sha256: createHash('sha256').update(artifact.body).digest('hex'),
          size: artifact.body.length,
        },
      };
      versions.push(module);
      if (artifact) files.set(artifact.file, artifact.served ?? artifact.body);
      return module;
    },
    close: () => proxy.close(),
  };
}
