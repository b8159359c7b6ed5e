import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Unknown `/api` paths and missing files answer 404 in the envelope;
 * any other GET falls back to index.html so the browser router can show the page (or its
 * not-found page).
 */
export async function installWeb(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hasWeb = !!webDir && existsSync(join(webDir, 'index.html'));
  if (hasWeb) {
    // Files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, {
      root: webDir!,
      index: 'index.html',
      // Hashed assets may be cached for long; the page itself must always be revalidated.
      setHeaders: (reply, file) => {
        if (file.endsWith('.html')) reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    // A missing file (an old chunk, say) is a 404; only page paths get the app's index.html.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (!isApi && !isFile && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, message: 'There is nothing at this address.' });
  });
}
