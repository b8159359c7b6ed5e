/**
 * A stored JSON file of boxes — a dataset's `gt.json` (`{"samples", "gt", "numPts"?,
 * "dontCare"?}`), a submission's validated `{"pred": [...]}` — read straight into a box table
 * (box-table.ts), read 1 MiB at a time into one buffer: the file's text is never whole in memory, nor are
 * its boxes ever all objects (issue 33: the evaluation's peak memory within 3× a JSON.parse of
 * the predictions). Each box, a flat object, is given to JSON.parse alone and copied into the
 * table's columns at once, so every number is the double JSON.parse gives for the whole file
 * (the scores stay the same to the bit). The file is read twice: once to count the boxes, so
 * that the columns are made at their size (growing them would hold two copies at once), then
 * to fill them. The other members of the top-level object are parsed whole and returned.
 */
import { open } from 'node:fs/promises';
import { type BoxTable, type TableNames, addBox, createTable } from './box-table';

const CHUNK = 1 << 20;

export interface BoxTableFile {
  table: BoxTable;
  /** The top-level object's other members, parsed. */
  rest: Record<string, unknown>;
}

/** Reads `path`'s top-level member `list` (an array of boxes) into a table named by `names`. */
export async function readBoxTableFile(
  path: string,
  list: string,
  names: TableNames,
): Promise<BoxTableFile> {
  let count = 0;
  await scanFile(path, list, { box: () => count++ });
  const table = createTable(count);
  const rest: Record<string, unknown> = {};
  await scanFile(path, list, {
    box: (text) => addBox(table, JSON.parse(text) as Parameters<typeof addBox>[1], names),
    member: (key, text) => (rest[key] = JSON.parse(text) as unknown),
  });
  if (table.count !== count) throw new Error(`${path} changed while it was read.`);
  return { table, rest };
}

interface ScanSink {
  /** One element of the list, a JSON object's text. */
  box(text: string): void;
  /** Another member of the top-level object, its value's text (skipped when absent). */
  member?(key: string, text: string): void;
}

async function scanFile(path: string, list: string, sink: ScanSink): Promise<void> {
  const scanner = new TopLevelScanner(path, list, sink);
  const file = await open(path, 'r');
  try {
    // One buffer for the whole file, reused read after read (a value cut by a read's end is
    // moved to its start), grown only for a value longer than it.
    let buf = Buffer.allocUnsafe(CHUNK);
    let filled = 0;
    for (;;) {
      if (filled === buf.length) {
        const larger = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(larger, 0, 0, filled);
        buf = larger;
      }
      const { bytesRead } = await file.read(buf, filled, buf.length - filled, null);
      if (bytesRead === 0) break;
      filled += bytesRead;
      const used = scanner.push(buf.subarray(0, filled));
      buf.copyWithin(0, used, filled);
      filled -= used;
    }
    scanner.end(buf.subarray(0, filled));
  } finally {
    await file.close();
  }
}

const enum At {
  Root,
  KeyOrEnd,
  Key,
  Colon,
  Value,
  AfterMember,
  ListFirst,
  ListElement,
  ListAfter,
  Done,
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/**
 * The top-level object's structure, byte by byte across reads; each value is cut out whole
 * (strings and nesting followed) and left to JSON.parse. A value cut by the end of a read is
 * left in the buffer and scanned again with the next read's bytes after it.
 */
class TopLevelScanner {
  private at = At.Root;
  private key = '';
  private first = true;
  private sawList = false;
  /** Whether the last value cut out had a byte ≥ 0x80 (then it is decoded as UTF-8). */
  private high = false;

  constructor(
    private readonly path: string,
    private readonly list: string,
    private readonly sink: ScanSink,
  ) {}

  /** Scans what `buf` holds; returns how many bytes are done with (the rest is kept). */
  push(buf: Buffer): number {
    let pos = 0;
    if (this.first) {
      if (buf.length < 3) return 0;
      this.first = false;
      // A byte-order mark, as JSON.parse of the decoded text would have been spared it.
      if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) pos = 3;
    }
    return this.scan(buf, pos, false);
  }

  /** The file's last bytes (what the last `push` left). */
  end(buf: Buffer): void {
    let pos = 0;
    if (this.first && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) pos = 3;
    this.first = false;
    pos = this.scan(buf, pos, true);
    if (pos < buf.length || this.at !== At.Done) this.fail('ends too soon');
    if (!this.sawList) this.fail(`has no "${this.list}" list`);
  }

  private fail(what: string): never {
    throw new Error(`${this.path} is not the JSON the benchmark keeps: it ${what}.`);
  }

  /** Scans from `pos`; returns where an incomplete value starts (or buf.length). */
  private scan(buf: Buffer, pos: number, final: boolean): number {
    const n = buf.length;
    while (pos < n) {
      const b = buf[pos]!;
      if (isSpace(b)) {
        pos++;
        continue;
      }
      switch (this.at) {
        case At.Root:
          if (b !== OPEN_OBJECT) this.fail('is not an object');
          this.at = At.KeyOrEnd;
          pos++;
          break;
        case At.KeyOrEnd:
        case At.Key: {
          if (b === CLOSE_OBJECT && this.at === At.KeyOrEnd) {
            this.at = At.Done;
            pos++;
            break;
          }
          if (b !== QUOTE) this.fail('has a member without a name');
          const end = stringEnd(buf, pos);
          if (end < 0) return pos;
          this.key = JSON.parse(buf.toString('utf8', pos, end)) as string;
          this.at = At.Colon;
          pos = end;
          break;
        }
        case At.Colon:
          if (b !== COLON) this.fail('misses a colon');
          this.at = At.Value;
          pos++;
          break;
        case At.Value: {
          if (this.key === this.list && b === OPEN_ARRAY) {
            this.sawList = true;
            this.at = At.ListFirst;
            pos++;
            break;
          }
          const end = this.valueEnd(buf, pos, final);
          if (end < 0) return pos;
          if (this.sink.member) this.sink.member(this.key, this.text(buf, pos, end));
          this.at = At.AfterMember;
          pos = end;
          break;
        }
        case At.AfterMember:
          if (b === COMMA) this.at = At.Key;
          else if (b === CLOSE_OBJECT) this.at = At.Done;
          else this.fail('misses a comma');
          pos++;
          break;
        case At.ListFirst:
        case At.ListElement: {
          if (b === CLOSE_ARRAY && this.at === At.ListFirst) {
            this.at = At.AfterMember;
            pos++;
            break;
          }
          if (b !== OPEN_OBJECT) this.fail(`has a "${this.list}" entry that is not an object`);
          const end = this.valueEnd(buf, pos, final);
          if (end < 0) return pos;
          this.sink.box(this.text(buf, pos, end));
          this.at = At.ListAfter;
          pos = end;
          break;
        }
        case At.ListAfter:
          if (b === COMMA) this.at = At.ListElement;
          else if (b === CLOSE_ARRAY) this.at = At.AfterMember;
          else this.fail(`misses a comma in "${this.list}"`);
          pos++;
          break;
        case At.Done:
          this.fail('goes on after its end');
      }
    }
    return pos;
  }

  private text(buf: Buffer, start: number, end: number): string {
    // ASCII (nearly always: names and numbers) decodes fastest as latin1, to the same text.
    return buf.toString(this.high ? 'utf8' : 'latin1', start, end);
  }

  /** The end (exclusive) of the value starting at `pos`, or -1 if the buffer ends first. */
  private valueEnd(buf: Buffer, pos: number, final: boolean): number {
    const n = buf.length;
    const first = buf[pos]!;
    let high = false;
    if (first === QUOTE) {
      const end = stringEnd(buf, pos);
      if (end > 0) for (let i = pos; i < end; i++) if (buf[i]! >= 0x80) high = true;
      this.high = high;
      return end;
    }
    if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) {
      // A number, true, false or null: up to the next delimiter.
      let i = pos;
      while (i < n) {
        const b = buf[i]!;
        if (b === COMMA || b === CLOSE_OBJECT || b === CLOSE_ARRAY || isSpace(b)) break;
        i++;
      }
      this.high = false;
      return i < n || final ? i : -1;
    }
    let depth = 0;
    let i = pos;
    while (i < n) {
      const b = buf[i]!;
      if (b === QUOTE) {
        i++;
        while (i < n) {
          const c = buf[i]!;
          if (c === BACKSLASH) i += 2;
          else if (c === QUOTE) break;
          else {
            if (c >= 0x80) high = true;
            i++;
          }
        }
        if (i >= n) return -1;
      } else if (b === OPEN_OBJECT || b === OPEN_ARRAY) depth++;
      else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
        if (--depth === 0) {
          this.high = high;
          return i + 1;
        }
      }
      i++;
    }
    return -1;
  }
}

/** The end (exclusive) of the string whose opening quote is at `pos`, or -1. */
function stringEnd(buf: Buffer, pos: number): number {
  let i = pos + 1;
  while (i < buf.length) {
    const c = buf[i]!;
    if (c === BACKSLASH) i += 2;
    else if (c === QUOTE) return i + 1;
    else i++;
  }
  return -1;
}
