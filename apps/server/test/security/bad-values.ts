import fc from 'fast-check';
import { anyCodePoint, anyText } from '../../../../test-support/any-text';

/** 100k characters: far over every field's maximum, well under the 1 MiB body limit. */
export const HUGE = 100_000;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Text a person or a browser could send: any script, emoji, RTL marks, combining marks. */
export const unicodeText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  anyText({ maxLength: 40 }),
  fc.string({ unit: fc.oneof(loneSurrogate, anyCodePoint) }),
  fc.constantFrom(
    '\u202Eevil.exe',
    '\u200F\u05E9\u05DC\u05D5\u05DD',
    '👨‍👩‍👧‍👦'.repeat(20),
    'Z̷̡̢̛̗͓a̶̧͎l̵̰g̸͇o',
    '\uFEFF',
    '\uD800',
    '\uDFFF\uD800',
    '𝕏'.repeat(101),
    '<script>alert(1)</script>',
    "'; drop table users; --",
  ),
);

export const hugeText = fc.constantFrom('x'.repeat(HUGE), '💥'.repeat(HUGE / 2), 'ﷺ'.repeat(HUGE));

/** Strings that a careless parser reads as numbers, booleans or nothing. */
export const numberLikeText = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '1_000',
  ' 1',
  '1 ',
  '1.0',
  '-1',
  '0',
  '99999999999999999999',
  '',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
);

/** Numbers outside every id's range, fractions and the extremes JSON can carry. */
export const badNumber = fc.oneof(
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
  fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(-0, 1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53 + 2),
);

/** Values of the wrong JSON type for any field. */
export const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  badNumber,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** Any value a field should not accept, or should accept only as the plain text it is. */
export const badValue = fc.oneof(wrongType, unicodeText, hugeText, numberLikeText);

/** What a path or query carries: always text. */
export const badText = fc.oneof(
  unicodeText,
  numberLikeText,
  hugeText,
  badNumber.map(String),
  fc.constantFrom('../../etc/passwd', '%2e%2e%2f', '..\\..\\', 'a/b', '?x=1', '#x'),
);

/** Bodies that are not a JSON object: another type, broken JSON, prototype-pollution keys. */
export const badRawBody = fc.oneof(
  fc
    .jsonValue({ maxDepth: 2 })
    .filter((v) => typeof v !== 'object' || Array.isArray(v) || v === null)
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '{"__proto__":{"role":"SUPER"}}',
    '{"constructor":{"prototype":{"role":"SUPER"}}}',
    '{"a":',
    '{"a":1}{"b":2}',
    '\uFEFF{}',
    `{"x":"${'\\u0000'.repeat(3)}"}`,
    `[${'['.repeat(5000)}${']'.repeat(5000)}]`,
  ),
);
