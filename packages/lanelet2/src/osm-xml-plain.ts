/*
 * The OSM reader's fast path. Elements written the way OSM tools write them (attributes in
 * quotes with nothing to decode, the attributes editors add, self-closing <tag>, <nd> and
 * <member> children) are read straight from the text into the model: no tokens, no attribute
 * tables, no finding machinery. At anything else (odd syntax, a value to decode, a bad or
 * duplicate id, action="delete", an unknown child or attribute, a comment inside an element)
 * it stops at that element's '<' and leaves the element to the general reader
 * (osm-xml-read.ts), which knows how to repair and report it. So whatever this path accepts is
 * exactly what the general reader would build from it, and it never reports anything.
 */
import type { OsmDoc, OsmMember, OsmTags } from './osm';
import { newTags } from './osm';
import { smallIntegersAsInt32 } from './osm-xml-numbers';
import { parseDecimalRange } from './xml-decimal';
import { RepeatedValues } from './xml-names';

/** Where elements read go: the reader's document and element start offsets. */
export interface ElementTarget {
  readonly doc: OsmDoc;
  readonly nodeStarts: number[];
  readonly wayStarts: number[];
  readonly relationStarts: number[];
}

const LT = 60;
const GT = 62;
const SLASH = 47;
const EQUALS = 61;
const QUOTE = 34;
const APOSTROPHE = 39;
const SPACE = 32;
const AMPERSAND = 38;
const LOWER_A = 97;
const LOWER_Z = 122;

// The attributes this path knows, by index (their bit is 1 << index).
const ID = 0;
const LAT = 1;
const LON = 2;
const K = 3;
const V = 4;
const REF = 5;
const TYPE = 6;
const ROLE = 7;
const ACTION = 8;
const KNOWN_COUNT = 15;
/** Attributes editors add that the model does not keep; only a repeated one would matter. */
const EDITOR_BITS = 0b111_1111 << ACTION; // action, version, visible, timestamp, uid, user, changeset

const NODE_ATTRIBUTES = (1 << ID) | (1 << LAT) | (1 << LON) | EDITOR_BITS;
const PARENT_ATTRIBUTES = (1 << ID) | EDITOR_BITS;
const TAG_ATTRIBUTES = (1 << K) | (1 << V);
const ND_ATTRIBUTES = 1 << REF;
const MEMBER_ATTRIBUTES = (1 << TYPE) | (1 << REF) | (1 << ROLE);

/** Whether text[start, end) is `word`. */
function isWord(text: string, start: number, end: number, word: string): boolean {
  if (end - start !== word.length) return false;
  for (let i = 0; i < word.length; i += 1) {
    if (text.charCodeAt(start + i) !== word.charCodeAt(i)) return false;
  }
  return true;
}

/** The index of the attribute named text[start, end), −1 for any other name. */
function attributeIndex(text: string, start: number, end: number): number {
  switch (text.charCodeAt(start)) {
    case 105: // i
      return isWord(text, start, end, 'id') ? ID : -1;
    case 108: // l
      if (isWord(text, start, end, 'lat')) return LAT;
      return isWord(text, start, end, 'lon') ? LON : -1;
    case 107: // k
      return end - start === 1 ? K : -1;
    case 118: // v
      if (end - start === 1) return V;
      if (isWord(text, start, end, 'version')) return ACTION + 1;
      return isWord(text, start, end, 'visible') ? ACTION + 2 : -1;
    case 114: // r
      if (isWord(text, start, end, 'ref')) return REF;
      return isWord(text, start, end, 'role') ? ROLE : -1;
    case 116: // t
      if (isWord(text, start, end, 'type')) return TYPE;
      return isWord(text, start, end, 'timestamp') ? ACTION + 3 : -1;
    case 117: // u
      if (isWord(text, start, end, 'uid')) return ACTION + 4;
      return isWord(text, start, end, 'user') ? ACTION + 5 : -1;
    case 97: // a
      return isWord(text, start, end, 'action') ? ACTION : -1;
    case 99: // c
      return isWord(text, start, end, 'changeset') ? ACTION + 6 : -1;
    default:
      return -1;
  }
}

/** Whether the element name `name` (then whitespace, '/' or '>') starts at `at`. */
function isNameAt(text: string, at: number, name: string): boolean {
  for (let i = 0; i < name.length; i += 1) {
    if (text.charCodeAt(at + i) !== name.charCodeAt(i)) return false;
  }
  const code = text.charCodeAt(at + name.length);
  return code <= SPACE || code === SLASH || code === GT;
}

/** How a start tag ended. */
const NOT_PLAIN = 0;
const OPEN = 1;
const SELF_CLOSING = 2;

export class PlainElementReader {
  /** Where reading goes on. */
  private pos = 0;
  /** Bits of the attributes the current tag has, and where their values lie. */
  private seen = 0;
  private readonly valueStarts = new Int32Array(KNOWN_COUNT);
  private readonly valueEnds = new Int32Array(KNOWN_COUNT);
  /** Keys, member types and roles: a few dozen values repeated throughout a file. */
  private readonly repeated = new RepeatedValues();
  /**
   * Tag values of ways and relations (line types, subtypes, speed limits…), also repeated
   * throughout; nodes' values are mostly numbers that never repeat, so they are not shared.
   */
  private readonly repeatedValues = new RepeatedValues();
  // A way's node refs or a relation's members are gathered here (`children` of them so far)
  // and copied out at their exact size: arrays grown by push keep room for 17 entries, several
  // times what a lanelet map's ways and relations hold.
  private readonly refs: number[] = [];
  private readonly members: OsmMember[] = [];
  private children = 0;

  constructor(
    private readonly text: string,
    private readonly target: ElementTarget,
  ) {}

  /**
   * Reads plain elements one after another from `from`; returns where the general reader goes
   * on: the '<' of the first element this path leaves to it, or of whatever is not an element.
   */
  readFrom(from: number): number {
    const text = this.text;
    let at = from;
    for (;;) {
      const lt = text.indexOf('<', at);
      if (lt < 0) return at;
      const end = this.element(lt);
      if (end < 0) return lt;
      at = end;
    }
  }

  /** Reads the element at `lt` into the document; its end, or −1 to leave it. */
  private element(lt: number): number {
    const text = this.text;
    let read = false;
    if (isNameAt(text, lt + 1, 'node')) {
      this.pos = lt + 5;
      read = this.node(lt);
    } else if (isNameAt(text, lt + 1, 'way')) {
      this.pos = lt + 4;
      read = this.way(lt);
    } else if (isNameAt(text, lt + 1, 'relation')) {
      this.pos = lt + 9;
      read = this.relation(lt);
    }
    return read ? this.pos : -1;
  }

  private node(lt: number): boolean {
    const ending = this.attributes(NODE_ATTRIBUTES);
    const id = ending === NOT_PLAIN ? null : this.elementId();
    const nodes = this.target.doc.nodes;
    if (id === null || nodes.has(id)) return false;
    const lat = this.coordinate(LAT, 90);
    const lon = this.coordinate(LON, 180);
    if (lat === null || lon === null) return false;
    const tags = newTags();
    if (ending === OPEN && !this.content('node', tags)) return false;
    nodes.set(id, { id, lat, lon, x: Number.NaN, y: Number.NaN, z: 0, tags });
    this.target.nodeStarts.push(lt);
    return true;
  }

  private way(lt: number): boolean {
    const ending = this.attributes(PARENT_ATTRIBUTES);
    const id = ending === NOT_PLAIN ? null : this.elementId();
    const ways = this.target.doc.ways;
    if (id === null || ways.has(id)) return false;
    const tags = newTags();
    this.children = 0;
    if (ending === OPEN && !this.content('way', tags)) return false;
    ways.set(id, { id, nodes: this.refs.slice(0, this.children), tags });
    this.target.wayStarts.push(lt);
    return true;
  }

  private relation(lt: number): boolean {
    const ending = this.attributes(PARENT_ATTRIBUTES);
    const id = ending === NOT_PLAIN ? null : this.elementId();
    const relations = this.target.doc.relations;
    if (id === null || relations.has(id)) return false;
    const tags = newTags();
    this.children = 0;
    if (ending === OPEN && !this.content('relation', tags)) return false;
    relations.set(id, { id, members: this.members.slice(0, this.children), tags });
    this.target.relationStarts.push(lt);
    return true;
  }

  /** The element's id, or null when it has none that is an integer or it is marked deleted. */
  private elementId(): number | null {
    const deleted =
      this.has(ACTION) &&
      isWord(this.text, this.valueStarts[ACTION]!, this.valueEnds[ACTION]!, 'delete');
    if (deleted) return null;
    return this.integer(ID);
  }

  private has(index: number): boolean {
    return (this.seen & (1 << index)) !== 0;
  }

  private integer(index: number): number | null {
    if (!this.has(index)) return null;
    const value = smallIntegersAsInt32(
      parseDecimalRange(this.text, this.valueStarts[index]!, this.valueEnds[index]!),
    );
    return Number.isSafeInteger(value) ? value : null;
  }

  /** The coordinate, NaN when absent (as the general reader has it), null when out of range. */
  private coordinate(index: number, limit: number): number | null {
    if (!this.has(index)) return Number.NaN;
    const value = parseDecimalRange(this.text, this.valueStarts[index]!, this.valueEnds[index]!);
    return Math.abs(value) <= limit ? value : null;
  }

  /** Children up to `</name>`: tags, and a way's <nd> or a relation's <member> (see refs). */
  private content(name: 'node' | 'way' | 'relation', tags: OsmTags): boolean {
    const text = this.text;
    for (;;) {
      const lt = text.indexOf('<', this.pos);
      if (lt < 0) return false;
      let read = false;
      if (text.charCodeAt(lt + 1) === SLASH) {
        return this.closeTag(lt, name);
      } else if (isNameAt(text, lt + 1, 'tag')) {
        this.pos = lt + 4;
        read = this.tag(tags, name !== 'node');
      } else if (name === 'way' && isNameAt(text, lt + 1, 'nd')) {
        this.pos = lt + 3;
        read = this.nd();
      } else if (name === 'relation' && isNameAt(text, lt + 1, 'member')) {
        this.pos = lt + 7;
        read = this.member();
      }
      if (!read) return false;
    }
  }

  /** `</name>`, maybe with whitespace before the '>'. */
  private closeTag(lt: number, name: string): boolean {
    const text = this.text;
    for (let i = 0; i < name.length; i += 1) {
      if (text.charCodeAt(lt + 2 + i) !== name.charCodeAt(i)) return false;
    }
    let p = lt + 2 + name.length;
    let code = text.charCodeAt(p);
    while (code === SPACE || code === 10 || code === 9 || code === 13) code = text.charCodeAt(++p);
    if (code !== GT) return false;
    this.pos = p + 1;
    return true;
  }

  private tag(tags: OsmTags, shareValue: boolean): boolean {
    if (this.attributes(TAG_ATTRIBUTES) !== SELF_CLOSING || !this.has(K) || !this.has(V)) {
      return false;
    }
    const text = this.text;
    const key = this.repeated.get(text, this.valueStarts[K]!, this.valueEnds[K]!);
    if (key in tags) return false; // a duplicate: the general reader reports it
    const start = this.valueStarts[V]!;
    const end = this.valueEnds[V]!;
    tags[key] = shareValue ? this.repeatedValues.get(text, start, end) : text.slice(start, end);
    return true;
  }

  private nd(): boolean {
    if (this.attributes(ND_ATTRIBUTES) !== SELF_CLOSING) return false;
    const ref = this.integer(REF);
    if (ref === null) return false;
    this.refs[this.children] = ref;
    this.children += 1;
    return true;
  }

  private member(): boolean {
    if (this.attributes(MEMBER_ATTRIBUTES) !== SELF_CLOSING || !this.has(TYPE)) return false;
    const text = this.text;
    const start = this.valueStarts[TYPE]!;
    const end = this.valueEnds[TYPE]!;
    const type = isWord(text, start, end, 'way')
      ? 'way'
      : isWord(text, start, end, 'node')
        ? 'node'
        : isWord(text, start, end, 'relation')
          ? 'relation'
          : null;
    const ref = this.integer(REF);
    if (type === null || ref === null) return false;
    const role = this.has(ROLE)
      ? this.repeated.get(text, this.valueStarts[ROLE]!, this.valueEnds[ROLE]!)
      : '';
    this.members[this.children] = { type, ref, role };
    this.children += 1;
    return true;
  }

  /**
   * The attributes of the start tag at `pos`, up to its '>' or '/>': each a lower-case name in
   * `allowed`, at most once, with a quoted value holding nothing to decode or normalise.
   */
  private attributes(allowed: number): number {
    const text = this.text;
    const length = text.length;
    let p = this.pos;
    let seen = 0;
    this.seen = 0;
    for (;;) {
      let code = text.charCodeAt(p);
      while (code <= SPACE) code = text.charCodeAt(++p);
      if (code === GT || (code === SLASH && text.charCodeAt(p + 1) === GT)) {
        this.pos = code === GT ? p + 1 : p + 2;
        this.seen = seen;
        return code === GT ? OPEN : SELF_CLOSING;
      }
      const nameStart = p;
      while (code >= LOWER_A && code <= LOWER_Z) code = text.charCodeAt(++p);
      const index = attributeIndex(text, nameStart, p);
      const bit = 1 << index;
      if (index < 0 || (allowed & bit) === 0 || (seen & bit) !== 0) return NOT_PLAIN;
      while (code <= SPACE) code = text.charCodeAt(++p);
      if (code !== EQUALS) return NOT_PLAIN;
      code = text.charCodeAt(++p);
      while (code <= SPACE) code = text.charCodeAt(++p);
      if (code !== QUOTE && code !== APOSTROPHE) return NOT_PLAIN;
      const quote = code;
      const valueStart = p + 1;
      for (p = valueStart; p < length; p += 1) {
        code = text.charCodeAt(p);
        if (code === quote) break;
        if (code < SPACE || code === AMPERSAND || code === LT) return NOT_PLAIN;
      }
      if (p >= length) return NOT_PLAIN;
      this.valueStarts[index] = valueStart;
      this.valueEnds[index] = p;
      seen |= bit;
      p += 1;
    }
  }
}
