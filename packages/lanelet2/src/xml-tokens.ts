/*
 * A forgiving pull tokenizer for element-only XML such as OSM. One pass over the string with
 * indexOf/charCodeAt and no per-token objects: the current tag lives on the tokenizer (its
 * attributes in two reused arrays), which keeps a 20 MB map fast and light.
 *
 * It never throws. Whatever breaks XML is reported through `onProblem` with its offset and then
 * repaired the way a reader would guess: a stray close tag is skipped, a close tag for an outer
 * element closes the inner ones too, and at the end of the text (a truncated file) every open
 * element is closed. Text, comments, CDATA and processing instructions are skipped; a DOCTYPE
 * or other declaration is skipped too but told to `onDeclaration`, since its entities are what
 * an XXE attack uses (the caller decides to refuse the file).
 */
import { parseDecimalRange } from './xml-decimal';
import { decodeXmlReferences } from './xml-entities';
import { LineCounter } from './xml-lines';
import { RepeatedValues, nameAt } from './xml-names';

export type XmlTokenKind = 'open' | 'close' | 'end';

export type XmlProblemSink = (message: string, offset: number) => void;

/** A `<!KEYWORD …>` declaration (DOCTYPE, ENTITY, …) at `offset`. */
export type XmlDeclarationSink = (keyword: string, offset: number) => void;

const LT = 60;
const GT = 62;
const SLASH = 47;
const EQUALS = 61;
const QUOTE = 34;
const APOSTROPHE = 39;
const QUESTION = 63;
const BANG = 33;
const SPACE = 32;
const AMPERSAND = 38;

/** Characters that end a name: whitespace, controls, '/', '=', '<', '>', quotes. */
function endsName(code: number): boolean {
  return (
    code <= SPACE ||
    code === SLASH ||
    code === GT ||
    code === EQUALS ||
    code === LT ||
    code === QUOTE ||
    code === APOSTROPHE
  );
}

function startsName(code: number): boolean {
  // Letters, '_', ':' and anything beyond ASCII may start an XML name; digits and punctuation not.
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    code === 95 ||
    code === 58 ||
    code >= 0x80
  );
}

const LITERAL_WHITESPACE = /[\t\n\r]/g;

export class XmlTokenizer {
  kind: XmlTokenKind = 'end';
  /** Element name of the current open or close token. */
  name = '';
  /** The current open tag ended in '/>': no close token follows it. */
  selfClosing = false;
  /** Offset of the current token's '<' (the end of the text for repairs made at the end). */
  start = 0;
  attrCount = 0;
  readonly attrNames: string[] = [];
  // Values stay in the text until asked for (most are read once, many as numbers); a value that
  // needed decoding or normalising is kept decoded instead.
  private readonly valueStarts: number[] = [];
  private readonly valueEnds: number[] = [];
  private readonly decodedValues: (string | null)[] = [];

  private pos = 0;
  private exhausted = false;
  private pendingCloses = 0;
  private readonly stack: string[] = [];
  private readonly stackStarts: number[] = [];
  private readonly repeated = new RepeatedValues();
  private readonly lines: LineCounter;

  /** `repeatedAttributes`: attributes whose values recur through the file, to share them. */
  constructor(
    private readonly text: string,
    private readonly onProblem: XmlProblemSink,
    private readonly repeatedAttributes: readonly string[] = [],
    private readonly onDeclaration: XmlDeclarationSink = () => {},
  ) {
    if (text.charCodeAt(0) === 0xfeff) this.pos = 1;
    this.lines = new LineCounter(text);
  }

  private attrIndex(name: string): number {
    for (let i = 0; i < this.attrCount; i += 1) if (this.attrNames[i] === name) return i;
    return -1;
  }

  /** The value of the current open tag's i-th attribute (0 ≤ i < attrCount). */
  attrAt(i: number): string {
    const decoded = this.decodedValues[i];
    if (decoded !== null && decoded !== undefined) return decoded;
    const start = this.valueStarts[i] as number;
    const end = this.valueEnds[i] as number;
    return this.repeatedAttributes.includes(this.attrNames[i] as string)
      ? this.repeated.get(this.text, start, end)
      : this.text.slice(start, end);
  }

  /** The current open tag's attribute `name`, undefined if absent. */
  attr(name: string): string | undefined {
    const i = this.attrIndex(name);
    return i < 0 ? undefined : this.attrAt(i);
  }

  /** The attribute `name` as a decimal number, read in place; NaN if absent or not a number. */
  attrDecimal(name: string): number {
    const i = this.attrIndex(name);
    if (i < 0) return Number.NaN;
    const decoded = this.decodedValues[i];
    if (decoded !== null && decoded !== undefined) {
      return parseDecimalRange(decoded, 0, decoded.length);
    }
    return parseDecimalRange(this.text, this.valueStarts[i] as number, this.valueEnds[i] as number);
  }

  /** Whether the next token is read from the text (no repairs pending, the text not ended). */
  betweenTokens(): boolean {
    return this.pendingCloses === 0 && !this.exhausted;
  }

  /** Where reading the text goes on. */
  offset(): number {
    return this.pos;
  }

  /**
   * Goes on at `offset`, past text someone else has read (between tokens, see betweenTokens):
   * whatever lies there must leave the open elements as they were.
   */
  resumeAt(offset: number): void {
    this.pos = offset;
  }

  /** 1-based line of an offset in the text. */
  lineAt(offset: number): number {
    return this.lines.lineAt(offset);
  }

  next(): XmlTokenKind {
    this.attrCount = 0;
    this.selfClosing = false;
    if (this.pendingCloses > 0) return this.emitRepairClose();
    const text = this.text;
    while (!this.exhausted) {
      const lt = text.indexOf('<', this.pos);
      if (lt < 0) {
        this.reachEnd(text.length);
        break;
      }
      this.start = lt;
      const code = text.charCodeAt(lt + 1);
      if (code === SLASH) {
        if (this.readCloseTag(lt)) return this.kind;
      } else if (code === QUESTION) {
        this.skipPast(lt + 2, '?>', 'a processing instruction');
      } else if (code === BANG) {
        this.skipMarkup(lt);
      } else if (startsName(code)) {
        if (this.readOpenTag(lt)) return this.kind;
      } else {
        this.onProblem("A '<' that starts no tag was skipped.", lt);
        this.pos = lt + 1;
      }
    }
    if (this.pendingCloses > 0) return this.emitRepairClose();
    this.kind = 'end';
    return 'end';
  }

  private emitRepairClose(): XmlTokenKind {
    this.pendingCloses -= 1;
    this.name = this.stack.pop() ?? '';
    this.stackStarts.pop();
    this.kind = 'close';
    return 'close';
  }

  /** The text ends here: whatever is still open is closed, once reported. */
  private reachEnd(offset: number): void {
    this.exhausted = true;
    this.pos = this.text.length;
    this.start = offset;
    if (this.stack.length > 0) {
      const outer = this.stack[0] ?? '';
      const inner = this.stack[this.stack.length - 1] ?? '';
      const innerLine = this.lineAt(this.stackStarts[this.stack.length - 1] ?? 0);
      this.onProblem(
        `The file ends before <${outer}> is closed (the innermost open element is <${inner}> from line ${innerLine}); it looks truncated.`,
        offset,
      );
      this.pendingCloses = this.stack.length;
    }
  }

  /** Moves past the next `terminator` at or after `from`; without one the text is exhausted. */
  private skipPast(from: number, terminator: string, what: string): void {
    const end = this.text.indexOf(terminator, from);
    if (end < 0) {
      this.onProblem(`The file ends inside ${what}.`, this.start);
      this.reachEnd(this.text.length);
      return;
    }
    this.pos = end + terminator.length;
  }

  private skipMarkup(lt: number): void {
    const text = this.text;
    if (text.startsWith('<!--', lt)) return this.skipPast(lt + 4, '-->', 'a comment');
    if (text.startsWith('<![CDATA[', lt)) return this.skipPast(lt + 9, ']]>', 'a CDATA section');
    // DOCTYPE and other declarations; an internal subset in [...] may hold '>' itself.
    this.onDeclaration(/^[A-Za-z]*/.exec(text.slice(lt + 2, lt + 12))?.[0] ?? '', lt);
    const gt = text.indexOf('>', lt);
    const bracket = text.indexOf('[', lt);
    let from = lt + 2;
    if (bracket >= 0 && (gt < 0 || bracket < gt)) {
      from = text.indexOf(']', bracket);
      if (from < 0) return this.skipPast(text.length, '>', 'a DOCTYPE');
    }
    this.skipPast(from, '>', 'a declaration');
  }

  /** Reads `</name>`; false when it was dropped as stray and scanning goes on. */
  private readCloseTag(lt: number): boolean {
    const gt = this.text.indexOf('>', lt + 2);
    if (gt < 0) {
      this.onProblem('The file ends inside a closing tag.', lt);
      this.reachEnd(this.text.length);
      return false;
    }
    const name = this.text.slice(lt + 2, gt).trim();
    this.pos = gt + 1;
    const depth = this.stack.length;
    if (depth > 0 && this.stack[depth - 1] === name) {
      this.stack.pop();
      this.stackStarts.pop();
      this.name = name;
      this.kind = 'close';
      return true;
    }
    const index = this.stack.lastIndexOf(name);
    if (index < 0) {
      this.onProblem(`A closing tag </${name}> with no matching open tag was skipped.`, lt);
      return false;
    }
    const unclosed = this.stack[depth - 1] ?? '';
    const line = this.lineAt(this.stackStarts[depth - 1] ?? 0);
    this.onProblem(
      `</${name}> also closes <${unclosed}> from line ${line}, which was never closed.`,
      lt,
    );
    this.pendingCloses = depth - index;
    this.emitRepairClose();
    this.start = lt;
    return true;
  }

  /** Reads `<name attributes>`; false when the text ends inside it, which then yields nothing. */
  private readOpenTag(lt: number): boolean {
    const text = this.text;
    const length = text.length;
    let p = lt + 1;
    while (p < length && !endsName(text.charCodeAt(p))) p += 1;
    this.name = nameAt(text, lt + 1, p);
    this.kind = 'open';
    let count = 0;
    for (;;) {
      while (p < length && text.charCodeAt(p) <= SPACE) p += 1;
      if (p >= length) {
        this.onProblem(`The file ends inside the tag <${this.name}>, which was left out.`, lt);
        this.reachEnd(length);
        return false;
      }
      const code = text.charCodeAt(p);
      if (code === GT) {
        p += 1;
        break;
      }
      if (code === SLASH && text.charCodeAt(p + 1) === GT) {
        this.selfClosing = true;
        p += 2;
        break;
      }
      if (code === LT) {
        this.onProblem(`The tag <${this.name}> is not closed with '>' before the next tag.`, lt);
        break;
      }
      const nameStart = p;
      while (p < length && !endsName(text.charCodeAt(p))) p += 1;
      if (p === nameStart) {
        this.onProblem(
          `An unexpected '${text[p] ?? ''}' in the tag <${this.name}> was skipped.`,
          p,
        );
        p += 1;
        continue;
      }
      const attrName = nameAt(text, nameStart, p);
      while (p < length && text.charCodeAt(p) <= SPACE) p += 1;
      if (text.charCodeAt(p) !== EQUALS) {
        this.onProblem(`The attribute ${attrName} of <${this.name}> has no value.`, nameStart);
        continue;
      }
      p += 1;
      while (p < length && text.charCodeAt(p) <= SPACE) p += 1;
      const quote = text.charCodeAt(p);
      let valueStart: number;
      let valueEnd: number;
      let decoded: string | null = null;
      if (quote === QUOTE || quote === APOSTROPHE) {
        // One loop finds the closing quote and notes whether the value needs any decoding.
        let end = p + 1;
        let plain = true;
        for (; end < length; end += 1) {
          const c = text.charCodeAt(end);
          if (c === quote) break;
          if (c === AMPERSAND || c === LT || c < SPACE) plain = false;
        }
        if (end >= length) {
          this.onProblem(
            `The file ends inside the attribute ${attrName} of <${this.name}>, which was left out.`,
            lt,
          );
          this.reachEnd(length);
          return false;
        }
        valueStart = p + 1;
        valueEnd = end;
        if (!plain) decoded = this.attributeValue(text.slice(valueStart, end), attrName, nameStart);
        p = end + 1;
      } else {
        valueStart = p;
        while (p < length && !endsName(text.charCodeAt(p))) p += 1;
        valueEnd = p;
        this.onProblem(`The value of ${attrName} in <${this.name}> is not in quotes.`, nameStart);
        decoded = this.attributeValue(text.slice(valueStart, p), attrName, nameStart);
      }
      if (this.attrNamesHas(attrName, count)) {
        this.onProblem(
          `<${this.name}> has the attribute ${attrName} twice; the first is kept.`,
          lt,
        );
        continue;
      }
      this.attrNames[count] = attrName;
      this.valueStarts[count] = valueStart;
      this.valueEnds[count] = valueEnd;
      this.decodedValues[count] = decoded;
      count += 1;
    }
    this.attrCount = count;
    this.pos = p;
    if (!this.selfClosing) this.pushOpen(lt);
    return true;
  }

  private attrNamesHas(name: string, count: number): boolean {
    for (let i = 0; i < count; i += 1) if (this.attrNames[i] === name) return true;
    return false;
  }

  private pushOpen(lt: number): void {
    this.stack.push(this.name);
    this.stackStarts.push(lt);
  }

  /** XML's attribute-value normalisation: literal tab/LF/CR become spaces, then references. */
  private attributeValue(raw: string, attrName: string, offset: number): string {
    if (raw.indexOf('<') >= 0) {
      this.onProblem(
        `The attribute ${attrName} of <${this.name}> holds a '<': a quote is probably missing.`,
        offset,
      );
    }
    let value = raw;
    if (value.indexOf('\n') >= 0 || value.indexOf('\t') >= 0 || value.indexOf('\r') >= 0) {
      value = value.replace(/\r\n/g, ' ').replace(LITERAL_WHITESPACE, ' ');
    }
    if (value.indexOf('&') < 0) return value;
    return decodeXmlReferences(value, (reference) =>
      this.onProblem(
        `The reference ${reference} in the attribute ${attrName} of <${this.name}> is not one XML knows; it was kept as written.`,
        offset,
      ),
    );
  }
}
