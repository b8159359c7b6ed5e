import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** Path of the first string holding a NUL character, which PostgreSQL text cannot store. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nulPath(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses NUL characters in any body or query field with a 400 that names the field. */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.body, request.query, request.params]) {
      const field = nulPath(part, '');
      if (field !== null) {
        throw badRequest('Some fields are not valid.', {
          [field || 'body']: 'Contains a NUL character.',
        });
      }
    }
  });
}
