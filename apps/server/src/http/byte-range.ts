/** A byte range of a stored file, both ends included (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range an HTTP `Range` header asks of a file of `size` bytes (RFC 9110 §14).
 * null means "send the whole file": no header, another unit, several ranges, or a header that
 * does not parse (a server may ignore Range). 'unsatisfiable' is a 416.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Number(last);
  return { start, end: Math.min(end, size - 1) };
}

/**
 * `attachment` with the record's name: an ASCII fallback for old clients and the exact name in
 * UTF-8 (RFC 6266), so neither quotes nor line breaks of a name can break the header.
 */
export function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // RFC 5987 leaves ' ( ) * out of attr-char, which encodeURIComponent keeps as they are.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
