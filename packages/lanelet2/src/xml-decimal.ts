/*
 * Decimal numbers in XML text, read straight from the text. A big map holds millions of them
 * (ids, refs, lat/lon, local_x/local_y/ele); reading them in place saves a string apiece.
 */

/** Powers of ten that doubles hold exactly. */
const EXACT_POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);
/** Integers below this are exact doubles. */
const EXACT_INTEGER_LIMIT = 2 ** 53;

/**
 * The decimal number in text[start, end), NaN for anything else ('', '0x1F', 'Infinity', ' 1',
 * '1,5', …). Digits-and-point forms whose digits make an integer below 2^53 and that have at
 * most 22 decimals take Clinger's fast path: an exact integer divided by an exact power of ten
 * is correctly rounded, so the result is the same double Number() gives. Everything else goes
 * through Number().
 */
export function parseDecimalRange(text: string, start: number, end: number): number {
  let i = start;
  let code = text.charCodeAt(i);
  const negative = code === 45;
  if (negative || code === 43) i += 1;
  let mantissa = 0;
  let decimals = 0;
  let digits = 0;
  let point = false;
  for (; i < end; i += 1) {
    code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      // Exact while below 2^53; once past it, it never comes back below.
      mantissa = mantissa * 10 + (code - 48);
      digits += 1;
      if (point) decimals += 1;
    } else if (code === 46 && !point) {
      point = true;
    } else {
      return slowDecimal(text.slice(start, end));
    }
  }
  if (digits === 0) return Number.NaN;
  if (!(mantissa < EXACT_INTEGER_LIMIT) || decimals > 22) {
    return slowDecimal(text.slice(start, end));
  }
  const magnitude = mantissa / (EXACT_POWERS_OF_TEN[decimals] as number);
  return negative ? -magnitude : magnitude;
}

/** Exponent forms and long mantissas: Number(), minus the non-decimal forms it also accepts. */
function slowDecimal(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value)) return Number.NaN;
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  const second = text.charCodeAt(1) | 0x20; // lower case
  const startsRight = (first >= 48 && first <= 57) || first === 45 || first === 43 || first === 46;
  const endsRight = (last >= 48 && last <= 57) || last === 46;
  const radixPrefix = second === 120 || second === 98 || second === 111; // 0x, 0b, 0o
  return startsRight && endsRight && !radixPrefix ? value : Number.NaN;
}

/** The decimal number `text` says, NaN for anything else. */
export function parseDecimal(text: string): number {
  return parseDecimalRange(text, 0, text.length);
}
