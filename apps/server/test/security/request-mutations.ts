import type { Endpoint } from '@ads/contract';
import fc from 'fast-check';
import { badNumber, badRawBody, badText, badValue } from './bad-values';

/** A valid request of a route: the starting point that each attempt breaks in one place. */
export interface Base {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

export interface Attempt {
  params: Record<string, string | number>;
  /** Path parameters sent exactly as written, malformed escapes included. */
  rawParams?: Record<string, string>;
  query: Array<[string, string]>;
  body?: unknown;
  raw?: string;
}

/** Keys a caller might slip in to claim someone else's rows or a higher role. */
const FORGED_KEYS = ['id', 'user_id', 'userId', 'role', 'is_active', 'is_guest', 'author', 'board'];

/** Attempts that break exactly one part of a valid request of `endpoint`. */
export function attempts(endpoint: Endpoint, base: Base): fc.Arbitrary<Attempt> {
  const start = (): Attempt => ({
    params: { ...base.params },
    query: Object.entries(base.query ?? {}).map(([k, v]) => [k, String(v)]),
    ...(base.body ? { body: { ...base.body } } : {}),
  });
  const changed = (change: Partial<Attempt>) => ({ ...start(), ...change });
  const variants: Array<fc.Arbitrary<Attempt>> = [
    // Unknown query fields, repeated or bracketed, on any route.
    fc
      .array(fc.tuple(fc.oneof(fc.string({ maxLength: 8 }), fc.constant('a[b]')), badText), {
        minLength: 1,
        maxLength: 3,
      })
      .map((junk) => changed({ query: [...start().query, ...junk] })),
  ];
  const bodyKeys = Object.keys(base.body ?? {});
  if (bodyKeys.length > 0) {
    variants.push(
      fc
        .record({ key: fc.constantFrom(...bodyKeys), value: badValue })
        .map(({ key, value }) => changed({ body: { ...base.body, [key]: value } })),
      fc.subarray(bodyKeys, { minLength: 1 }).map((gone) =>
        changed({
          body: Object.fromEntries(Object.entries(base.body!).filter(([k]) => !gone.includes(k))),
        }),
      ),
      fc
        .record({ key: fc.constantFrom(...FORGED_KEYS), value: fc.oneof(badValue, fc.nat()) })
        .map(({ key, value }) => changed({ body: { ...base.body, [key]: value } })),
    );
  }
  if (endpoint.method !== 'GET') {
    variants.push(
      badRawBody.map((raw) => changed({ raw })),
      // A route without a body schema still parses one when it is sent.
      ...(bodyKeys.length === 0 ? [badValue.map((body) => changed({ body }))] : []),
    );
  }
  const queryKeys = Object.keys(base.query ?? {});
  if (queryKeys.length > 0) {
    variants.push(
      fc
        .record({
          key: fc.constantFrom(...queryKeys),
          values: fc.array(badText, { minLength: 1, maxLength: 2 }),
        })
        .map(({ key, values }) =>
          changed({
            query: [
              ...start().query.filter(([k]) => k !== key),
              ...values.map((v): [string, string] => [key, v]),
            ],
          }),
        ),
      fc.constant(changed({ query: [] })),
    );
  }
  const paramKeys = Object.keys(base.params ?? {});
  if (paramKeys.length > 0) {
    variants.push(
      fc
        .record({ key: fc.constantFrom(...paramKeys), value: fc.oneof(badText, badNumber) })
        .map(({ key, value }) => changed({ params: { ...base.params, [key]: value } })),
      fc
        .record({ key: fc.constantFrom(...paramKeys), value: fc.constantFrom(...RAW_SEGMENTS) })
        .map(({ key, value }) => changed({ rawParams: { [key]: value } })),
    );
  }
  return fc.oneof(...variants);
}

/** Escapes that a browser would never send: broken, overlong, NUL, encoded dots and slashes. */
const RAW_SEGMENTS = ['%zz', '%', '%E0%A4%A', '%C0%AF', '%00', '%2e%2e', '..%2f..%2f', '%ED%A0%80'];

/**
 * Percent-encodes text for a URL. A lone surrogate has no UTF-8 form, so it goes as the bytes
 * a sloppy encoder would write (WTF-8), which the server has to refuse, not choke on.
 */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** The path and query of an attempt, written as an attacker would send them. */
export function urlOf(endpoint: Endpoint, attempt: Attempt): string {
  const query = attempt.query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  const path = endpoint.path.replace(
    /:([a-z_]+)/g,
    (_, name: string) => attempt.rawParams?.[name] ?? encode(String(attempt.params[name])),
  );
  return query ? `${path}?${query}` : path;
}
