/**
 * A reader for the YAML that calibration files are written in (ROS camera_info, OpenCV
 * FileStorage, and what other tools write for them): block mappings and sequences by
 * indentation, flow `[…]` and `{…}` collections (also across lines), plain, single- and
 * double-quoted scalars, comments, `%` directives, `---`, and tags (`!!opencv-matrix`), which
 * are dropped. No anchors, aliases, block scalars or multi-document streams: calibration files
 * do not use them. Scalars stay strings; `yamlNumber` reads numbers as YAML and OpenCV spell them.
 */

export type YamlValue = string | YamlValue[] | { [key: string]: YamlValue };

interface Line {
  indent: number;
  text: string;
  number: number;
}

export function parseYaml(source: string): YamlValue {
  const lines: Line[] = [];
  source.split(/\r?\n/).forEach((raw, index) => {
    const text = stripComment(raw).trimEnd();
    const content = text.trimStart();
    if (content === '' || content.startsWith('%') || content === '---' || content === '...') return;
    if (raw.slice(0, raw.length - raw.trimStart().length).includes('\t')) {
      throw new Error(`YAML line ${index + 1}: tabs cannot indent.`);
    }
    lines.push({ indent: text.length - content.length, text: content, number: index + 1 });
  });
  if (lines.length === 0) return {};
  const reader = { lines, at: 0 };
  const value = parseBlock(reader, lines[0]!.indent);
  if (reader.at < lines.length) {
    throw new Error(`YAML line ${lines[reader.at]!.number}: unexpected indentation.`);
  }
  return value;
}

/** A `#` starts a comment at the line's start or after a space, outside quotes. */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quote) {
      if (c === '\\' && quote === '"') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '#' && (i === 0 || line[i - 1] === ' ' || line[i - 1] === '\t')) {
      return line.slice(0, i);
    }
  }
  return line;
}

interface Reader {
  lines: Line[];
  at: number;
}

function parseBlock(reader: Reader, indent: number): YamlValue {
  const first = reader.lines[reader.at]!;
  if (first.text === '-' || first.text.startsWith('- ')) return parseSequence(reader, indent);
  // A document (or nested block) that is one flow collection.
  if (first.text.startsWith('[') || first.text.startsWith('{')) {
    return parseInlineValue(reader, first.text, first);
  }
  return parseMapping(reader, indent);
}

function parseSequence(reader: Reader, indent: number): YamlValue[] {
  const items: YamlValue[] = [];
  while (reader.at < reader.lines.length) {
    const line = reader.lines[reader.at]!;
    if (line.indent !== indent || !(line.text === '-' || line.text.startsWith('- '))) break;
    const rest = line.text.slice(1).trimStart();
    if (rest === '') {
      reader.at += 1;
      items.push(nestedOrEmpty(reader, indent, true));
    } else if (isMappingEntry(rest)) {
      // "- key: value": a mapping whose keys line up with `key`.
      const column = line.indent + (line.text.length - rest.length);
      reader.lines[reader.at] = { ...line, indent: column, text: rest };
      items.push(parseMapping(reader, column));
    } else {
      items.push(parseInlineValue(reader, rest, line));
    }
  }
  return items;
}

function parseMapping(reader: Reader, indent: number): { [key: string]: YamlValue } {
  const map: { [key: string]: YamlValue } = {};
  while (reader.at < reader.lines.length) {
    const line = reader.lines[reader.at]!;
    if (line.indent < indent) break;
    if (line.indent > indent) throw new Error(`YAML line ${line.number}: unexpected indentation.`);
    const split = splitKey(line.text);
    if (!split) throw new Error(`YAML line ${line.number}: expected "key: value".`);
    const [key, rest] = split;
    const value = stripTag(rest);
    if (value === '') {
      reader.at += 1;
      map[key] = nestedOrEmpty(reader, indent, false);
    } else {
      map[key] = parseInlineValue(reader, value, line);
    }
  }
  return map;
}

/** The block under a key or dash; a sequence may sit at the key's own indentation. */
function nestedOrEmpty(reader: Reader, indent: number, inSequence: boolean): YamlValue {
  const next = reader.lines[reader.at];
  if (!next) return '';
  const dash = next.text === '-' || next.text.startsWith('- ');
  if (next.indent > indent || (!inSequence && dash && next.indent === indent)) {
    return parseBlock(reader, next.indent);
  }
  return '';
}

/** A scalar or a flow collection, which may run on over the following lines. */
function parseInlineValue(reader: Reader, text: string, line: Line): YamlValue {
  reader.at += 1;
  if (text.startsWith('[') || text.startsWith('{')) {
    let source = text;
    while (!flowClosed(source)) {
      const next = reader.lines[reader.at];
      if (!next) throw new Error(`YAML line ${line.number}: unclosed ${text[0]}.`);
      source += ` ${next.text}`;
      reader.at += 1;
    }
    const parser = { text: source, at: 0, line: line.number };
    const value = parseFlow(parser);
    skipSpace(parser);
    if (parser.at !== source.length) {
      throw new Error(`YAML line ${line.number}: text after the closing bracket.`);
    }
    return value;
  }
  return scalar(text, line.number);
}

function isMappingEntry(text: string): boolean {
  return !text.startsWith('[') && !text.startsWith('{') && splitKey(text) !== null;
}

/** "key: rest" → [key, rest]; the key may be quoted. Null when the line is no mapping entry. */
function splitKey(text: string): [string, string] | null {
  if (text.startsWith('"') || text.startsWith("'")) {
    const end = closingQuote(text, 0);
    if (end < 0 || text[end + 1] !== ':') return null;
    const after = text.slice(end + 2);
    if (after !== '' && !after.startsWith(' ')) return null;
    return [scalar(text.slice(0, end + 1), 0), after.trim()];
  }
  const match = /^([^:]*?):(?:\s+(.*))?$/.exec(text);
  if (!match) return null;
  return [match[1]!.trim(), (match[2] ?? '').trim()];
}

function stripTag(text: string): string {
  return text.startsWith('!') ? text.replace(/^!\S*\s*/, '') : text;
}

function flowClosed(text: string): boolean {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\' && quote === '"') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') depth += 1;
    else if (c === ']' || c === '}') depth -= 1;
  }
  return depth <= 0;
}

interface FlowParser {
  text: string;
  at: number;
  line: number;
}

function skipSpace(p: FlowParser): void {
  while (p.at < p.text.length && /\s/.test(p.text[p.at]!)) p.at += 1;
}

function parseFlow(p: FlowParser): YamlValue {
  skipSpace(p);
  const open = p.text[p.at];
  if (open === '[') {
    p.at += 1;
    const items: YamlValue[] = [];
    for (;;) {
      skipSpace(p);
      if (p.text[p.at] === ']') {
        p.at += 1;
        return items;
      }
      items.push(parseFlow(p));
      skipSpace(p);
      if (p.text[p.at] === ',') p.at += 1;
      else if (p.text[p.at] !== ']') throw new Error(`YAML line ${p.line}: expected , or ].`);
    }
  }
  if (open === '{') {
    p.at += 1;
    const map: { [key: string]: YamlValue } = {};
    for (;;) {
      skipSpace(p);
      if (p.text[p.at] === '}') {
        p.at += 1;
        return map;
      }
      const key = flowScalar(p, true);
      skipSpace(p);
      if (p.text[p.at] !== ':') throw new Error(`YAML line ${p.line}: expected : after ${key}.`);
      p.at += 1;
      map[key] = parseFlow(p);
      skipSpace(p);
      if (p.text[p.at] === ',') p.at += 1;
      else if (p.text[p.at] !== '}') throw new Error(`YAML line ${p.line}: expected , or }.`);
    }
  }
  return flowScalar(p, false);
}

function flowScalar(p: FlowParser, isKey: boolean): string {
  skipSpace(p);
  const start = p.at;
  const c = p.text[p.at];
  if (c === '"' || c === "'") {
    const end = closingQuote(p.text, start);
    if (end < 0) throw new Error(`YAML line ${p.line}: unclosed quote.`);
    p.at = end + 1;
    return scalar(p.text.slice(start, end + 1), p.line);
  }
  // A plain scalar ends at , ] } and, for a key, at ": " (or ":" before a bracket).
  while (p.at < p.text.length) {
    const ch = p.text[p.at]!;
    if (ch === ',' || ch === ']' || ch === '}') break;
    if (isKey && ch === ':') break;
    if (ch === ':' && /[\s,\]}]/.test(p.text[p.at + 1] ?? ' ')) break;
    p.at += 1;
  }
  return stripTag(p.text.slice(start, p.at).trim());
}

/** Index of the quote closing the one at `start`, or −1. */
function closingQuote(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i += 1) {
    if (quote === '"' && text[i] === '\\') i += 1;
    else if (text[i] === quote) {
      if (quote === "'" && text[i + 1] === "'") i += 1;
      else return i;
    }
  }
  return -1;
}

const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\u0085',
  _: '\u00a0',
};

/** A scalar's text: quotes removed and escapes read; plain scalars as written. */
function scalar(text: string, line: number): string {
  if (text.startsWith("'")) {
    if (!text.endsWith("'") || text.length < 2)
      throw new Error(`YAML line ${line}: unclosed quote.`);
    return text.slice(1, -1).replace(/''/g, "'");
  }
  if (text.startsWith('"')) {
    if (!text.endsWith('"') || text.length < 2)
      throw new Error(`YAML line ${line}: unclosed quote.`);
    return text
      .slice(1, -1)
      .replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/g, (_, e: string) => {
        if (e.length > 1) return String.fromCodePoint(parseInt(e.slice(1), 16));
        const known = ESCAPES[e];
        if (known === undefined) throw new Error(`YAML line ${line}: unknown escape \\${e}.`);
        return known;
      });
  }
  return text;
}

/** A number as YAML (1.1 and 1.2) or OpenCV write it: 1, -2.5e-05, 1., .5, .inf, .NaN. */
export function yamlNumber(value: YamlValue | undefined, what: string): number {
  if (typeof value !== 'string') throw new Error(`${what}: expected a number.`);
  const text = value.trim();
  const special = /^([-+]?)\.(inf|nan)$/i.exec(text);
  if (special) {
    if (special[2]!.toLowerCase() === 'nan') return NaN;
    return special[1] === '-' ? -Infinity : Infinity;
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) {
    throw new Error(`${what}: "${value}" is not a number.`);
  }
  return Number(text);
}

export function yamlMap(value: YamlValue | undefined, what: string): { [key: string]: YamlValue } {
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) {
    throw new Error(`${what}: expected a mapping.`);
  }
  return value;
}
