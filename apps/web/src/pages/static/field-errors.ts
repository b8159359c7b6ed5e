import { serverText } from '../../lib/i18n';

/**
 * The per-field reasons of a refused call: the server puts them in `detail` as
 * `{ field: reason }` for validation errors (DESIGN §3), in the language shown (serverText).
 * Anything else gives no field errors.
 */
export function fieldErrorsOf(detail: unknown): Record<string, string> {
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) return {};
  return Object.fromEntries(
    Object.entries(detail)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, reason]) => [field, serverText(reason)]),
  );
}
