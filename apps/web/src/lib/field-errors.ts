import type { Failed } from './api';
import { serverText } from './i18n/server-text';

/**
 * The per-field reasons of a refused call: validation answers carry `detail` as a map from the
 * field's name to a sentence (ADR 0004), which forms show under the matching field, in the
 * language shown where the sentence is a known one (lib/i18n/server-text.ts).
 */
export function fieldErrorsOf(result: Failed): Record<string, string> {
  const detail = result.detail;
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) return {};
  return Object.fromEntries(
    Object.entries(detail)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, sentence]) => [field, serverText(sentence)]),
  );
}
