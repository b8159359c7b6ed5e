import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the studio serves basemap archives from: `DATA_DIR/basemap/x.pmtiles` at this path. */
export const BASEMAP_FILES_PATH = '/basemap/';

/**
 * PMTiles archives the studio serves itself (issue 30): an operator puts `region.pmtiles` in
 * DATA_DIR/basemap and sets the basemap to `/basemap/region.pmtiles`. Public, as the basemap
 * setting is; only `.pmtiles` files, read by range requests (maplibre asks for the header and
 * the tiles it draws, never the whole file).
 */
export function serveBasemapFiles(app: FastifyInstance, dataDir: string): void {
  const root = join(dataDir, 'basemap');
  mkdirSync(root, { recursive: true });
  void app.register(fastifyStatic, {
    root,
    prefix: BASEMAP_FILES_PATH,
    decorateReply: false,
    index: false,
    list: false,
    allowedPath: (path) => path.endsWith('.pmtiles') && !path.includes('..'),
    acceptRanges: true,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=300');
    },
  });
}
