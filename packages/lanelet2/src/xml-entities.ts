/*
 * XML character and entity references: decoding attribute values when reading, escaping them
 * when writing. Only XML's five predefined entities exist here; maps never declare their own.
 */

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** A code point XML 1.0 allows in a document (no C0 controls but tab, LF, CR; no surrogates). */
function isXmlChar(code: number): boolean {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  if (code <= 0xd7ff) return true;
  if (code < 0xe000) return false;
  if (code <= 0xfffd) return true;
  return code >= 0x10000 && code <= 0x10ffff;
}

function decodeReference(body: string): string | null {
  if (body.charCodeAt(0) !== 35 /* # */) return NAMED[body] ?? null;
  const hex = body.charCodeAt(1) === 120; /* x */
  const digits = body.slice(hex ? 2 : 1);
  if (digits.length === 0 || digits.length > 8) return null;
  if (!(hex ? /^[0-9a-fA-F]+$/ : /^[0-9]+$/).test(digits)) return null;
  const code = Number.parseInt(digits, hex ? 16 : 10);
  return isXmlChar(code) ? String.fromCodePoint(code) : null;
}

/**
 * Replaces references in `raw` (which holds at least one '&'). A reference that is unknown,
 * unterminated or names a character XML forbids stays as written and is passed to `onBad`, so
 * no text is lost and the caller can say where.
 */
export function decodeXmlReferences(raw: string, onBad: (reference: string) => void): string {
  let out = '';
  let from = 0;
  let amp = raw.indexOf('&');
  while (amp >= 0) {
    const semi = raw.indexOf(';', amp + 1);
    // References are short; a far-off ';' belongs to other text.
    const body = semi > amp && semi - amp <= 12 ? raw.slice(amp + 1, semi) : null;
    const decoded = body === null ? null : decodeReference(body);
    if (decoded === null) {
      onBad(body === null ? raw.slice(amp, amp + 12) : raw.slice(amp, semi + 1));
      out += raw.slice(from, amp + 1);
      from = amp + 1;
    } else {
      out += raw.slice(from, amp) + decoded;
      from = semi + 1;
    }
    amp = raw.indexOf('&', from);
  }
  return out + raw.slice(from);
}

// eslint-disable-next-line no-control-regex -- these are exactly the characters to escape
const NEEDS_ESCAPE = /[&<>"\u0000-\u001f]/;
// eslint-disable-next-line no-control-regex -- same set, for replacing
const ESCAPABLE = /[&<>"\u0000-\u001f]/g;

function escapeChar(ch: string): string {
  switch (ch) {
    case '&':
      return '&amp;';
    case '<':
      return '&lt;';
    case '>':
      return '&gt;';
    case '"':
      return '&quot;';
    case '\t':
      return '&#9;';
    case '\n':
      return '&#10;';
    case '\r':
      return '&#13;';
    default:
      // Other control characters cannot appear in XML 1.0 at all, not even as references.
      return '\uFFFD';
  }
}

/**
 * Escapes a value for a double-quoted attribute. Tab, LF and CR become references because a
 * reader normalises literal ones to spaces.
 */
export function escapeXmlAttribute(value: string): string {
  return NEEDS_ESCAPE.test(value) ? value.replace(ESCAPABLE, escapeChar) : value;
}
