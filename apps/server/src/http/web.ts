import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Unknown `/api` paths answer 404 in the envelope; any other GET
 * falls back to index.html so the browser router can show the page (or its not-found page).
 */
export async function installWeb(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hasWeb = !!webDir && existsSync(join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDir!, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, message: 'There is nothing at this address.' });
  });
}
