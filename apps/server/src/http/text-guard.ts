import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * Why a string cannot be stored as sent. PostgreSQL text cannot hold NUL. A lone UTF-16
 * surrogate (JSON allows `"\udc00"`) has no UTF-8 form: PostgreSQL would store U+FFFD instead,
 * and PGlite fails outright on two in a row, so the answer was a 500.
 */
function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return 'Contains a NUL character.';
  if (/\p{Surrogate}/u.test(text)) return 'Contains a broken character (a lone surrogate).';
  return null;
}

/** Path and problem of the first string in `value` that cannot be stored as sent. */
function badText(value: unknown, path: string, depth = 0): [string, string] | null {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem === null ? null : [path, problem];
  }
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  // for…in, not Object.entries: every request's query and params pass here, most of them
  // empty, and an array per object is a cost of every call (issue 33).
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const child = (value as Record<string, unknown>)[key];
    const found = badText(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses such strings in any body, query or path field with a 400 that names the field. */
export function installTextGuard(app: FastifyInstance): void {
  // A callback hook (every request runs it; an async one costs a promise each).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.body, request.query, request.params]) {
      const found = badText(part, '');
      if (found !== null) {
        const [field, problem] = found;
        done(badRequest('Some fields are not valid.', { [field || 'body']: problem }));
        return;
      }
    }
    done();
  });
}
