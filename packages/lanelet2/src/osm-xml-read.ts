/*
 * OSM XML to OSM primitives, structure only: ids, lat/lon, tags, node lists and members, in
 * file order. Coordinates in metres are worked out afterwards (osm-xml-coordinates.ts), once
 * the whole file shows which flavour it is. Whatever cannot be read becomes a finding and the
 * rest is kept; like Lanelet2's reader, elements JOSM marked action="delete" are left out.
 */
import type { FindingLog } from './osm-xml-findings';
import { emptyDoc, newTags } from './osm';
import type { OsmDoc, OsmMember, OsmNode, OsmRelation, OsmTags, OsmType, OsmWay } from './osm';
import { smallIntegersAsInt32 } from './osm-xml-numbers';
import { PlainElementReader } from './osm-xml-plain';
import { XmlTokenizer } from './xml-tokens';

/** The document plus where each element starts, in the same order as the doc's maps. */
export interface OsmStructure {
  doc: OsmDoc;
  nodeStarts: number[];
  wayStarts: number[];
  relationStarts: number[];
  lineAt(offset: number): number;
}

const TYPE_WORD: Readonly<Record<OsmType, string>> = {
  node: 'Node',
  way: 'Way',
  relation: 'Relation',
};

/** 'Node 12 (line 40)' — how findings name an element. */
export function describeElement(type: OsmType, id: number, line: number): string {
  return `${TYPE_WORD[type]} ${id} (line ${line})`;
}

type Current =
  | { type: 'node'; element: OsmNode }
  | { type: 'way'; element: OsmWay }
  | { type: 'relation'; element: OsmRelation };

/** Tag keys, member types and roles: a few dozen distinct values, repeated a million times. */
const REPEATED_ATTRIBUTES = ['k', 'type', 'role'];

const IGNORED_QUIETLY = new Set(['bounds', 'bound']);

class OsmReader {
  readonly doc = emptyDoc();
  readonly nodeStarts: number[] = [];
  readonly wayStarts: number[] = [];
  readonly relationStarts: number[] = [];
  readonly tok: XmlTokenizer;
  private readonly plain: PlainElementReader;
  private current: Current | null = null;
  private currentStart = 0;
  private readonly reportedUnknown = new Set<string>();
  private declared = false;

  constructor(
    private readonly text: string,
    private readonly log: FindingLog,
  ) {
    this.tok = new XmlTokenizer(
      text,
      (message, offset) =>
        log.add('error', 'xml_malformed', () => `Line ${this.tok.lineAt(offset)}: ${message}`),
      REPEATED_ATTRIBUTES,
      (keyword, offset) => this.reportDeclaration(keyword, offset),
    );
    this.plain = new PlainElementReader(text, this);
  }

  private line(offset = this.tok.start): number {
    return this.tok.lineAt(offset);
  }

  read(): void {
    const tok = this.tok;
    let level = 0;
    let roots = 0;
    let insideOsm = false;
    for (;;) {
      // Between the map's elements the fast path reads what it can; the tokenizer the rest.
      if (level === 1 && insideOsm && tok.betweenTokens()) {
        tok.resumeAt(this.plain.readFrom(tok.offset()));
      }
      const kind = tok.next();
      if (kind === 'end') break;
      if (kind === 'close') {
        level -= 1;
        if (level === 1) this.finishElement();
        continue;
      }
      const depth = level;
      if (!tok.selfClosing) level += 1;
      if (depth === 0) {
        roots += 1;
        insideOsm = tok.name === 'osm';
        if (!this.openRoot(roots)) return;
      } else if (!insideOsm) {
        continue;
      } else if (depth === 1) {
        this.openElement();
        if (tok.selfClosing) this.finishElement();
      } else if (depth === 2 && this.current !== null) {
        this.openChild(this.current);
      } else if (depth > 2) {
        this.reportUnknown();
      }
    }
    if (roots === 0) this.reportNoRoot();
  }

  /** False when the root is not <osm>: nothing in such a file is a map. */
  private openRoot(roots: number): boolean {
    const tok = this.tok;
    if (tok.name !== 'osm') {
      const what = tok.name.toLowerCase() === 'html' ? ' (an HTML page)' : '';
      this.log.add(
        'error',
        'not_osm',
        `The file's root element is <${tok.name}>${what} on line ${this.line()}, not <osm>: this is not an OSM XML map.`,
      );
      return roots > 1;
    }
    if (roots > 1) {
      this.log.add(
        'error',
        'xml_malformed',
        `Line ${this.line()}: a second <osm> element follows the first; its content was read too.`,
      );
      return true;
    }
    for (let i = 0; i < tok.attrCount; i += 1) {
      this.doc.attributes[tok.attrNames[i] as string] = tok.attrAt(i);
    }
    return true;
  }

  private reportNoRoot(): void {
    const message =
      this.text.trim().length === 0
        ? 'The file is empty.'
        : 'No <osm> element was found: this is not an OSM XML map.';
    this.log.add('error', 'not_osm', message);
  }

  /**
   * A DOCTYPE or entity declaration: no OSM map needs one, and an entity naming a file or URL
   * is how an XML external-entity attack reads the server's files, so the file is refused as a
   * whole (the server saves nothing with this code). Said once, for the first declaration.
   */
  private reportDeclaration(keyword: string, offset: number): void {
    if (this.declared) return;
    this.declared = true;
    const what = keyword === '' ? 'a declaration (<!…>)' : `<!${keyword}>`;
    this.log.add(
      'error',
      'xml_doctype',
      `Line ${this.tok.lineAt(offset)}: the file holds ${what}. An OSM map never needs a DOCTYPE or entity declarations, and they can make a reader open other files, so the file is refused; remove the declaration and send it again.`,
    );
  }

  private reportUnknown(): void {
    const name = this.tok.name;
    if (IGNORED_QUIETLY.has(name) || this.reportedUnknown.has(name)) return;
    this.reportedUnknown.add(name);
    this.log.add(
      'info',
      'unknown_element',
      `Line ${this.line()}: <${name}> has no place there in an OSM map and was ignored (later ones too).`,
    );
  }

  private openElement(): void {
    const tok = this.tok;
    const type = tok.name;
    this.current = null;
    if (type === 'MetaInfo') return this.readMetaInfo();
    if (type !== 'node' && type !== 'way' && type !== 'relation') return this.reportUnknown();
    this.currentStart = tok.start;
    const id = smallIntegersAsInt32(tok.attrDecimal('id'));
    const word = TYPE_WORD[type];
    if (!Number.isSafeInteger(id)) {
      const idText = tok.attr('id');
      const shown = idText === undefined ? 'no id' : `the id "${idText}", which is not an integer`;
      this.log.add(
        'error',
        'bad_id',
        () => `A ${type} on line ${this.line()} has ${shown}; it was left out.`,
      );
      return;
    }
    if (tok.attr('action') === 'delete') {
      this.log.add(
        'info',
        'deleted_element',
        () =>
          `${describeElement(type, id, this.line())} is marked action="delete" (deleted in JOSM) and was left out.`,
        { id, type },
      );
      return;
    }
    const doc = this.doc;
    const taken = type === 'node' ? doc.nodes : type === 'way' ? doc.ways : doc.relations;
    if (taken.has(id)) {
      this.log.add(
        'error',
        'duplicate_id',
        () =>
          `${word} ${id} appears again on line ${this.line()}; the first one is kept and this one was left out.`,
        { id, type },
      );
      return;
    }
    if (type === 'node') {
      const element: OsmNode = {
        id,
        lat: this.coordinate('lat', id, 90),
        lon: this.coordinate('lon', id, 180),
        x: Number.NaN,
        y: Number.NaN,
        z: 0,
        tags: newTags(),
      };
      this.current = { type, element };
    } else if (type === 'way') {
      this.current = { type, element: { id, nodes: [], tags: newTags() } };
    } else {
      this.current = { type, element: { id, members: [], tags: newTags() } };
    }
  }

  /** Autoware's `<MetaInfo …/>`: its attributes kept for export (a second one is ignored). */
  private readMetaInfo(): void {
    const tok = this.tok;
    if (this.doc.metaInfo !== undefined) {
      this.log.add(
        'info',
        'unknown_element',
        `Line ${this.line()}: a second <MetaInfo> was ignored; the first is kept.`,
      );
      return;
    }
    const meta: Record<string, string> = {};
    for (let i = 0; i < tok.attrCount; i += 1) meta[tok.attrNames[i] as string] = tok.attrAt(i);
    this.doc.metaInfo = meta;
  }

  private coordinate(name: 'lat' | 'lon', id: number, limit: number): number {
    const value = this.tok.attrDecimal(name);
    if (Math.abs(value) <= limit) return value;
    const text = this.tok.attr(name);
    if (text === undefined) return Number.NaN;
    const why = Number.isNaN(value) ? 'is not a number' : `is outside ±${limit}°`;
    this.log.add(
      'error',
      'bad_number',
      () => `${describeElement('node', id, this.line())} has ${name}="${text}", which ${why}.`,
      { id, type: 'node' },
    );
    return Number.NaN;
  }

  private finishElement(): void {
    const current = this.current;
    if (current === null) return;
    this.current = null;
    if (current.type === 'node') {
      this.doc.nodes.set(current.element.id, current.element);
      this.nodeStarts.push(this.currentStart);
    } else if (current.type === 'way') {
      this.doc.ways.set(current.element.id, current.element);
      this.wayStarts.push(this.currentStart);
    } else {
      this.doc.relations.set(current.element.id, current.element);
      this.relationStarts.push(this.currentStart);
    }
  }

  private openChild(current: Current): void {
    const name = this.tok.name;
    if (name === 'tag') this.readTag(current.element.tags, current);
    else if (name === 'nd' && current.type === 'way') this.readNd(current.element);
    else if (name === 'member' && current.type === 'relation') this.readMember(current.element);
    else this.reportUnknown();
  }

  private owner(current: Current): string {
    return describeElement(current.type, current.element.id, this.line(this.currentStart));
  }

  private readTag(tags: OsmTags, current: Current): void {
    const k = this.tok.attr('k');
    const v = this.tok.attr('v');
    if (k !== undefined && v !== undefined && !(k in tags)) tags[k] = v;
    else this.reportTag(current, tags, k);
  }

  private reportTag(current: Current, tags: OsmTags, k: string | undefined): void {
    const element = { id: current.element.id, type: current.type };
    if (k === undefined) {
      this.log.add(
        'warning',
        'bad_tag',
        () =>
          `${this.owner(current)} has a <tag> without k on line ${this.line()}; it was left out.`,
        element,
      );
      return;
    }
    if (k in tags) {
      this.log.add(
        'warning',
        'duplicate_tag',
        () =>
          `${this.owner(current)} has the tag ${k} twice; the first value "${tags[k]}" is kept.`,
        element,
      );
      return;
    }
    this.log.add(
      'warning',
      'bad_tag',
      () => `${this.owner(current)} has a tag ${k} without v; its value is taken as empty.`,
      element,
    );
    tags[k] = '';
  }

  private readNd(way: OsmWay): void {
    const ref = smallIntegersAsInt32(this.tok.attrDecimal('ref'));
    if (!Number.isSafeInteger(ref)) {
      const text = this.tok.attr('ref');
      this.log.add(
        'error',
        'bad_id',
        () =>
          `${describeElement('way', way.id, this.line(this.currentStart))} has an <nd> on line ${this.line()} whose ref ${text === undefined ? 'is missing' : `"${text}" is not an integer`}; it was left out.`,
        { id: way.id, type: 'way' },
      );
      return;
    }
    way.nodes.push(ref);
  }

  private readMember(relation: OsmRelation): void {
    const tok = this.tok;
    const type = tok.attr('type');
    const ref = smallIntegersAsInt32(tok.attrDecimal('ref'));
    const where = () => describeElement('relation', relation.id, this.line(this.currentStart));
    const element = { id: relation.id, type: 'relation' as const };
    if (type !== 'node' && type !== 'way' && type !== 'relation') {
      this.log.add(
        'error',
        'unknown_member_type',
        () =>
          `${where()} has a member on line ${this.line()} of type ${type === undefined ? '(none)' : `"${type}"`}; only node, way and relation exist, so it was left out.`,
        element,
      );
      return;
    }
    if (!Number.isSafeInteger(ref)) {
      const text = tok.attr('ref');
      this.log.add(
        'error',
        'bad_id',
        () =>
          `${where()} has a member on line ${this.line()} whose ref ${text === undefined ? 'is missing' : `"${text}" is not an integer`}; it was left out.`,
        element,
      );
      return;
    }
    const member: OsmMember = { type, ref, role: tok.attr('role') ?? '' };
    relation.members.push(member);
  }
}

/** Reads the primitives of an OSM XML text; never throws. */
export function readOsmStructure(text: string, log: FindingLog): OsmStructure {
  const reader = new OsmReader(text, log);
  reader.read();
  return {
    doc: reader.doc,
    nodeStarts: reader.nodeStarts,
    wayStarts: reader.wayStarts,
    relationStarts: reader.relationStarts,
    lineAt: (offset) => reader.tok.lineAt(offset),
  };
}
