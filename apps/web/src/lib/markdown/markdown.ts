/*
 * A small Markdown reader for what people write into the studio: IP Repository READMEs, ADS
 * Education's challenge descriptions (CommonMark's everyday subset plus GFM tables,
 * strike-through and bare links). It yields a tree, never HTML: the page renders the tree as
 * React elements, so any HTML in a README reaches the screen as the text it is, and no string
 * of it is ever parsed by the browser. Links keep only http(s) and relative addresses.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'em' | 'strong' | 'del'; children: Inline[] }
  /** `href` null: the address was not one we link to; the text shows without a link. */
  | { kind: 'link'; href: string | null; children: Inline[] }
  /** An image is shown as a link to it (a README does not load pictures into the studio). */
  | { kind: 'image'; href: string | null; alt: string }
  | { kind: 'break' };

export type Align = 'left' | 'center' | 'right' | null;

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'code'; lang: string; text: string }
  | { kind: 'quote'; children: Block[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { kind: 'rule' }
  | { kind: 'table'; align: Align[]; head: Inline[][]; rows: Inline[][][] };

/** Nesting deeper than this (quotes in lists in quotes…) is read as text: no stack to exhaust. */
const MAX_DEPTH = 12;

/**
 * The address a link may carry: http(s) or relative, else null. It is read the way a browser
 * reads it (the URL parser drops tabs and line breaks, so `java\tscript:` is `javascript:`).
 */
export function safeHref(raw: string): string | null {
  // Control characters and spaces have no place in an address; browsers strip some of them.
  // eslint-disable-next-line no-control-regex
  const href = raw.trim().replace(/[\u0000-\u001f\u007f\s]/g, '');
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, 'https://relative.invalid/base/');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return href;
}

// Block level.

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)[^`]*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const LIST_ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])(?:([ \t]+)(.*))?$/;
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const INDENTED = /^(?: {4}|\t)(.*)$/;

const isBlank = (line: string) => line.trim() === '';

/** A line that ends a paragraph: another block starts there. */
function startsBlock(line: string): boolean {
  if (FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line)) return true;
  const item = LIST_ITEM.exec(line);
  // A list interrupts a paragraph only with content (and an ordered one only from 1).
  return !!item && !!item[4]?.trim() && (/^[-*+]$/.test(item[2]!) || /^1[.)]$/.test(item[2]!));
}

/** Splits a table row into its cells (pipes inside code spans and escaped ones stay). */
function splitRow(line: string): string[] {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\\' && text[index + 1] === '|') {
      cell += '|';
      index += 1;
    } else if (char === '`') {
      inCode = !inCode;
      cell += char;
    } else if (char === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

function alignOf(cell: string): Align {
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  return left && right ? 'center' : right ? 'right' : left ? 'left' : null;
}

/** Removes up to `width` columns of leading indentation (a tab counts as four). */
function dedent(line: string, width: number): string {
  let column = 0;
  let index = 0;
  while (index < line.length && column < width) {
    const char = line[index];
    if (char === ' ') column += 1;
    else if (char === '\t') column += 4;
    else break;
    index += 1;
  }
  return line.slice(index);
}

function indentOf(line: string): number {
  let column = 0;
  for (const char of line) {
    if (char === ' ') column += 1;
    else if (char === '\t') column += 4;
    else break;
  }
  return column;
}

function parseLines(lines: string[], depth: number): Block[] {
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (isBlank(line)) {
      index += 1;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      const indent = indentOf(line);
      index += 1;
      while (index < lines.length) {
        const next = lines[index]!;
        const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(next);
        if (close && close[1]![0] === marker[0] && close[1]!.length >= marker.length) {
          index += 1;
          break;
        }
        body.push(dedent(next, indent));
        index += 1;
      }
      blocks.push({ kind: 'code', lang: fence[2] ?? '', text: body.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2] ?? '', depth) });
      index += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      index += 1;
      continue;
    }

    if (QUOTE.test(line) && depth < MAX_DEPTH) {
      const inner: string[] = [];
      while (index < lines.length && !isBlank(lines[index]!)) {
        const quoted = QUOTE.exec(lines[index]!);
        // A line without `>` continues the quote's paragraph (a "lazy" line).
        if (!quoted && startsBlock(lines[index]!)) break;
        inner.push(quoted ? quoted[1]! : lines[index]!);
        index += 1;
      }
      blocks.push({ kind: 'quote', children: parseLines(inner, depth + 1) });
      continue;
    }

    const item = LIST_ITEM.exec(line);
    if (item && depth < MAX_DEPTH) {
      const ordered = /\d/.test(item[2]!);
      const marker = item[2]!.slice(-1);
      const start = ordered ? Number.parseInt(item[2]!, 10) : 1;
      const items: Block[][] = [];
      while (index < lines.length) {
        const current = LIST_ITEM.exec(lines[index]!);
        if (!current || /\d/.test(current[2]!) !== ordered || current[2]!.slice(-1) !== marker) {
          break;
        }
        const spacing = current[3]?.length ?? 1;
        // Content indented five or more after the marker is code: the item's column is then 1.
        const width = current[1]!.length + current[2]!.length + (spacing > 4 ? 1 : spacing);
        const body = [current[4] ?? ''];
        index += 1;
        while (index < lines.length) {
          const next = lines[index]!;
          if (isBlank(next)) {
            // A blank line stays in the item only if the item goes on, indented, after it.
            let after = index + 1;
            while (after < lines.length && isBlank(lines[after]!)) after += 1;
            if (after < lines.length && indentOf(lines[after]!) >= width) {
              for (; index < after; index += 1) body.push('');
              continue;
            }
            break;
          }
          if (indentOf(next) >= width) body.push(dedent(next, width));
          else if (!startsBlock(next) && !isBlank(body[body.length - 1] ?? '')) body.push(next);
          else break;
          index += 1;
        }
        items.push(parseLines(body, depth + 1));
        // Blank lines between items keep the list going.
        let after = index;
        while (after < lines.length && isBlank(lines[after]!)) after += 1;
        const following = after < lines.length ? LIST_ITEM.exec(lines[after]!) : null;
        if (following && /\d/.test(following[2]!) === ordered) index = after;
      }
      blocks.push({ kind: 'list', ordered, start, items });
      continue;
    }

    if (line.includes('|') && index + 1 < lines.length && TABLE_DELIMITER.test(lines[index + 1]!)) {
      const head = splitRow(line);
      const align = splitRow(lines[index + 1]!).map(alignOf);
      if (align.length === head.length) {
        index += 2;
        const rows: Inline[][][] = [];
        while (index < lines.length && !isBlank(lines[index]!) && !startsBlock(lines[index]!)) {
          const cells = splitRow(lines[index]!);
          rows.push(head.map((_, column) => parseInline(cells[column] ?? '', depth)));
          index += 1;
        }
        blocks.push({
          kind: 'table',
          align,
          head: head.map((cell) => parseInline(cell, depth)),
          rows,
        });
        continue;
      }
    }

    const indented = INDENTED.exec(line);
    if (indented) {
      const body: string[] = [];
      while (index < lines.length) {
        const next = lines[index]!;
        const code = INDENTED.exec(next);
        if (code) body.push(code[1]!);
        else if (isBlank(next)) body.push('');
        else break;
        index += 1;
      }
      while (body.length && isBlank(body[body.length - 1]!)) body.pop();
      blocks.push({ kind: 'code', lang: '', text: body.join('\n') });
      continue;
    }

    const paragraph: string[] = [];
    while (index < lines.length) {
      const next = lines[index]!;
      if (isBlank(next) || (paragraph.length > 0 && startsBlock(next))) break;
      paragraph.push(next.replace(/^[ \t]+/, ''));
      index += 1;
    }
    blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n'), depth) });
  }
  return blocks;
}

/** A README as blocks. */
export function parseMarkdown(source: string): Block[] {
  return parseLines(source.replace(/\r\n?/g, '\n').split('\n'), 0);
}

// Inline level.

const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;
const AUTOLINK = /^<(https?:\/\/[^\s<>]+)>/i;
const BARE_URL = /^https?:\/\/[^\s<]*[^\s<.,:;"')\]!?*_~]/i;

/** How far a link's text may reach: a bound on the work a README of stray brackets costs. */
const MAX_LINK_TEXT = 1_000;

/** The closing `]` of a link's text at `open`, nested brackets counted; -1 if none. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  const last = Math.min(text.length, open + MAX_LINK_TEXT);
  for (let index = open; index < last; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '`') {
      const end = text.indexOf('`', index + 1);
      if (end > 0) index = end;
    } else if (char === '[') depth += 1;
    else if (char === ']') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** `(url "title")` after a link's text: the address and where it ends, or null. */
function destinationAt(text: string, open: number): { href: string; end: number } | null {
  if (text[open] !== '(') return null;
  let index = open + 1;
  while (text[index] === ' ' || text[index] === '\n') index += 1;
  let href = '';
  if (text[index] === '<') {
    const end = text.indexOf('>', index);
    if (end < 0) return null;
    href = text.slice(index + 1, end);
    index = end + 1;
  } else {
    let parens = 0;
    while (index < text.length) {
      const char = text[index]!;
      if (char === '\\' && PUNCTUATION.test(text[index + 1] ?? '')) {
        href += text[index + 1];
        index += 2;
        continue;
      }
      if (char === ' ' || char === '\n') break;
      if (char === '(') parens += 1;
      if (char === ')') {
        if (parens === 0) break;
        parens -= 1;
      }
      href += char;
      index += 1;
    }
  }
  while (text[index] === ' ' || text[index] === '\n') index += 1;
  // An optional title: "…", '…' or (…); read past, not shown.
  const quote = text[index];
  if (quote === '"' || quote === "'" || quote === '(') {
    const closer = quote === '(' ? ')' : quote;
    const end = text.indexOf(closer, index + 1);
    if (end < 0) return null;
    index = end + 1;
    while (text[index] === ' ' || text[index] === '\n') index += 1;
  }
  if (text[index] !== ')') return null;
  return { href, end: index + 1 };
}

/** Where the run of `marker` that closes an emphasis opened before `from` is, or -1. */
function closingDelimiter(text: string, marker: string, from: number): number {
  let index = from;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '\\') {
      index += 2;
      continue;
    }
    if (char === '`') {
      const run = /^`+/.exec(text.slice(index))![0];
      const end = text.indexOf(run, index + run.length);
      index = end < 0 ? index + run.length : end + run.length;
      continue;
    }
    if (text.startsWith(marker, index)) {
      const before = text[index - 1] ?? ' ';
      const after = text[index + marker.length] ?? ' ';
      const single = marker.length === 1;
      // Closes: not after a space; a single marker is not half of a double one; `_` not inside a word.
      const closes =
        !/\s/.test(before) &&
        (!single || (after !== marker && before !== marker)) &&
        (marker[0] !== '_' || !/[A-Za-z0-9]/.test(after));
      if (closes && index > from) return index;
      index += single ? 1 : marker.length;
      continue;
    }
    index += 1;
  }
  return -1;
}

function pushText(out: Inline[], text: string) {
  const last = out[out.length - 1];
  if (last?.kind === 'text') last.text += text;
  else if (text) out.push({ kind: 'text', text });
}

function labelText(nodes: Inline[]): string {
  return nodes
    .map((node) =>
      node.kind === 'text' || node.kind === 'code'
        ? node.text
        : node.kind === 'image'
          ? node.alt
          : 'children' in node
            ? labelText(node.children)
            : ' ',
    )
    .join('');
}

/** A paragraph's text as inline nodes. */
export function parseInline(text: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  // A marker with no closer after some place has none after any later place either: stray
  // asterisks are then not searched for again (a README of them would cost quadratic time).
  const unclosedFrom = new Map<string, number>();
  const closerOf = (marker: string, from: number) => {
    if (from >= (unclosedFrom.get(marker) ?? Infinity)) return -1;
    const end = closingDelimiter(text, marker, from);
    if (end < 0) unclosedFrom.set(marker, Math.min(from, unclosedFrom.get(marker) ?? Infinity));
    return end;
  };
  if (depth > MAX_DEPTH) {
    pushText(out, text);
    return out;
  }
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const rest = text.slice(index);

    if (char === '\\') {
      const next = text[index + 1];
      if (next === '\n') {
        out.push({ kind: 'break' });
        index += 2;
        continue;
      }
      if (next !== undefined && PUNCTUATION.test(next)) {
        pushText(out, next);
        index += 2;
        continue;
      }
    }

    if (char === '\n') {
      // Two spaces before a line end break the line; otherwise the end is a space.
      const last = out[out.length - 1];
      if (last?.kind === 'text' && / {2,}$/.test(last.text)) {
        last.text = last.text.replace(/ +$/, '');
        out.push({ kind: 'break' });
      } else {
        if (last?.kind === 'text') last.text = last.text.replace(/ +$/, '');
        pushText(out, ' ');
      }
      index += 1;
      continue;
    }

    if (char === '`') {
      const run = /^`+/.exec(rest)![0];
      const end = text.indexOf(run, index + run.length);
      // The closing run must be exactly as long (not part of a longer one).
      if (end > 0 && text[end + run.length] !== '`') {
        let code = text.slice(index + run.length, end).replace(/\n/g, ' ');
        if (/^ .* $/.test(code) && code.trim()) code = code.slice(1, -1);
        out.push({ kind: 'code', text: code });
        index = end + run.length;
        continue;
      }
      pushText(out, run);
      index += run.length;
      continue;
    }

    if (char === '!' && text[index + 1] === '[') {
      const close = closingBracket(text, index + 1);
      const target = close > 0 ? destinationAt(text, close + 1) : null;
      if (target) {
        const alt = labelText(parseInline(text.slice(index + 2, close), depth + 1));
        out.push({ kind: 'image', href: safeHref(target.href), alt });
        index = target.end;
        continue;
      }
    }

    if (char === '[') {
      const close = closingBracket(text, index);
      const target = close > 0 ? destinationAt(text, close + 1) : null;
      if (target) {
        const children = parseInline(text.slice(index + 1, close), depth + 1);
        out.push({ kind: 'link', href: safeHref(target.href), children });
        index = target.end;
        continue;
      }
    }

    if (char === '<') {
      const auto = AUTOLINK.exec(rest);
      if (auto) {
        out.push({
          kind: 'link',
          href: safeHref(auto[1]!),
          children: [{ kind: 'text', text: auto[1]! }],
        });
        index += auto[0].length;
        continue;
      }
    }

    if ((char === 'h' || char === 'H') && !/[A-Za-z0-9]/.test(text[index - 1] ?? '')) {
      const bare = BARE_URL.exec(rest);
      if (bare) {
        out.push({
          kind: 'link',
          href: safeHref(bare[0]),
          children: [{ kind: 'text', text: bare[0] }],
        });
        index += bare[0].length;
        continue;
      }
    }

    if (char === '*' || char === '_' || char === '~') {
      const double = text[index + 1] === char;
      const marker = char === '~' ? '~~' : double ? char + char : char;
      const opens = rest.startsWith(marker) && !/\s/.test(text[index + marker.length] ?? ' ');
      const inWord = char === '_' && /[A-Za-z0-9]/.test(text[index - 1] ?? '');
      if (opens && !inWord) {
        const end = closerOf(marker, index + marker.length);
        if (end > 0) {
          const kind = char === '~' ? 'del' : marker.length === 2 ? 'strong' : 'em';
          out.push({
            kind,
            children: parseInline(text.slice(index + marker.length, end), depth + 1),
          });
          index = end + marker.length;
          continue;
        }
      }
      const run = /^([*_~])\1*/.exec(rest)![0];
      pushText(out, run);
      index += run.length;
      continue;
    }

    // Plain text up to the next character that may start something.
    const plain = /^[^\\\n`![<*_~hH]+/.exec(rest);
    const taken = plain ? plain[0] : char;
    pushText(out, taken);
    index += taken.length;
  }
  return out;
}
