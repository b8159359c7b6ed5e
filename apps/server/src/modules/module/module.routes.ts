import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, createReadStream } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, type Module } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { ok, route } from '../../http/route';
import { CATALOGUE } from './catalogue';

/** The folder of module artifacts shipped with the server, found upwards (src/ and dist/). */
export function artifactsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'assets', 'modules');
    if (existsSync(candidate)) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('assets/modules folder not found');
}

/** The catalogue with each artifact's size and sha256, read once from the shipped files. */
export function loadCatalogue(folder = artifactsFolder()): Module[] {
  return CATALOGUE.map(({ file, ...entry }) => {
    const body = readFileSync(join(folder, file));
    const sha256 = createHash('sha256').update(body).digest('hex');
    return { ...entry, artifact: { file, sha256, size: body.length } };
  });
}

/**
 * The module catalogue and the artifact download. Artifacts are a closed list (the catalogue's
 * files), so no request path reaches the disk; they are sent with Content-Length for progress.
 */
export function moduleRoutes(app: FastifyInstance): void {
  const folder = artifactsFolder();
  const catalogue = loadCatalogue(folder);
  const files = new Map(catalogue.map((entry) => [entry.artifact.file, entry.artifact]));

  route(app, API.modules, async () => ok(catalogue));

  route(app, API.moduleArtifact, async ({ params, reply }) => {
    const artifact = files.get(params.file);
    if (!artifact) throw notFound('No such module artifact.');
    const path = join(folder, artifact.file);
    return reply
      .type('application/javascript')
      .header('content-length', statSync(path).size)
      .header('content-disposition', `attachment; filename="${artifact.file}"`)
      .header('x-content-sha256', artifact.sha256)
      .send(createReadStream(path));
  });
}
