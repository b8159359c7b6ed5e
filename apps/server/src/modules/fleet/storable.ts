/**
 * A NUL or a lone surrogate as JSON.stringify writes them (`\u0000`, `\udc00`: it escapes both,
 * keys included), unless that backslash is itself escaped (`\\u0000` is the text "\u0000").
 */
const UNSTORABLE_ESCAPE = /(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/i;

/**
 * Whether an agent's value can go into a jsonb column as it is. PostgreSQL refuses a NUL and a
 * lone surrogate in jsonb text, and one such row would fail the whole batch it is written in;
 * so it is turned away on arrival, as the HTTP text guard does. One stringify and one regex: this
 * runs for every state (100 vehicles at 10 Hz), where a walk over the object cost 3× as much.
 */
export function storable(value: unknown): boolean {
  const json = JSON.stringify(value) ?? '';
  // JSON.stringify writes `\u` only for control characters and lone surrogates: rare.
  return !json.includes('\\u') || !UNSTORABLE_ESCAPE.test(json);
}

/** Whether `value` nests at most `levels` deep (a stored event detail is an audit entry). */
export function shallow(value: unknown, levels = 16): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (levels === 0) return false;
  return Object.values(value).every((child) => shallow(child, levels - 1));
}

/** The timestamps PostgreSQL and Date both hold: 1970 up to the end of year 9999 (epoch ms). */
export const MAX_TIME_MS = 253_402_300_799_999;
export const isStorableTime = (ms: number) => Number.isFinite(ms) && ms >= 0 && ms <= MAX_TIME_MS;
