import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { ok, route } from '../http/route';
import { CATEGORIES } from './categories';

/** The folder of images shipped with the server, found upwards so src/ and dist/ both work. */
function assetsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'assets', 'images');
    if (existsSync(candidate)) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('assets/images folder not found');
}

/** The file service: shipped images by name (a closed list, so no path reaches the disk) and categories. */
export function fileRoutes(app: FastifyInstance): void {
  const folder = assetsFolder();

  route(app, API.image, async ({ query, reply }) => {
    const body = await readFile(join(folder, `${query.name}.svg`)).catch(() => null);
    if (!body) throw notFound('No such image.');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(body);
  });

  route(app, API.categories, async () => ok(CATEGORIES));
}
