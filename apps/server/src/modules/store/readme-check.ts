/** Numeric character references (`&#106;`, `&#x6A;`) and `&colon;`, as a browser reads them. */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => safeChar(parseInt(hex, 16)))
    .replace(/&#(\d{1,7});?/g, (_, decimal: string) => safeChar(Number(decimal)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}
const safeChar = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '');

/** The scheme with what browsers skip inside it (tabs, line breaks, other controls). */
const JAVASCRIPT_SCHEME = new RegExp(
  `${[...'javascript'].join('[\\u0000-\\u0020]*')}[\\u0000-\\u0020]*:`,
  'gi',
);
/** What stands before a URL in markdown or HTML: `](`, `<`, `href=`, quotes, `[id]:`. */
const LINK_OPENERS = new Set(['(', '<', '=', '"', "'", ':']);

/**
 * Why a README is refused, or null. It is stored as given and the web renders its markdown with
 * raw HTML escaped, so nothing in it runs there; a `<script` tag or a `javascript:` link is
 * refused anyway, so that no other reader of the text (a mirror, a README viewer) meets one.
 * Browsers skip tabs, line breaks and character references inside a URL's scheme, so the check
 * does too; the word in prose ("written in JavaScript: fast") is not a link and stays.
 */
export function readmeProblem(readme: string): string | null {
  const text = decodeReferences(readme);
  if (/<\s*\/?\s*script/i.test(text)) {
    return 'A README may not contain a <script> tag. Show code in a fenced block instead.';
  }
  for (const match of text.matchAll(JAVASCRIPT_SCHEME)) {
    const before = text.slice(0, match.index).trimEnd().at(-1);
    if (before === undefined || LINK_OPENERS.has(before)) {
      return 'A README may not contain a javascript: link.';
    }
  }
  return null;
}
