/*
 * An OSM XML reader of its own (saxes, not the editor's reader in packages/lanelet2): the
 * checker must not share the code it checks, or a reader bug would hide itself.
 */
import { SaxesParser } from 'saxes';

export type Tags = Record<string, string>;

export interface OsmNode {
  id: string;
  /** The attributes as written: the checker judges whether they read as numbers. */
  lat: string | undefined;
  lon: string | undefined;
  tags: Tags;
}

export interface OsmWay {
  id: string;
  nodes: string[];
  tags: Tags;
}

export interface OsmMember {
  type: string;
  ref: string;
  role: string;
}

export interface OsmRelation {
  id: string;
  members: OsmMember[];
  tags: Tags;
}

export interface OsmFile {
  /** The name of the root's first child element (Autoware's parser wants `MetaInfo` there). */
  firstChild: string | undefined;
  metaInfo: Tags | undefined;
  /** A DOCTYPE (and any ENTITY inside it) was declared. */
  doctype: boolean;
  /** What made the XML unreadable, if anything. */
  error: string | undefined;
  nodes: Map<string, OsmNode>;
  ways: Map<string, OsmWay>;
  relations: Map<string, OsmRelation>;
}

export function readOsm(xml: string): OsmFile {
  const file: OsmFile = {
    firstChild: undefined,
    metaInfo: undefined,
    doctype: false,
    error: undefined,
    nodes: new Map(),
    ways: new Map(),
    relations: new Map(),
  };
  const parser = new SaxesParser();
  let depth = 0;
  let current: OsmNode | OsmWay | OsmRelation | undefined;
  parser.on('doctype', () => {
    file.doctype = true;
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    const a = tag.attributes as Record<string, string>;
    if (depth === 2) {
      file.firstChild ??= tag.name;
      const id = a.id ?? '';
      if (tag.name === 'MetaInfo') file.metaInfo = { ...a };
      else if (tag.name === 'node') {
        current = { id, lat: a.lat, lon: a.lon, tags: {} };
        file.nodes.set(id, current);
      } else if (tag.name === 'way') {
        current = { id, nodes: [], tags: {} };
        file.ways.set(id, current);
      } else if (tag.name === 'relation') {
        current = { id, members: [], tags: {} };
        file.relations.set(id, current);
      }
    } else if (depth === 3 && current) {
      if (tag.name === 'tag' && a.k !== undefined) current.tags[a.k] = a.v ?? '';
      else if (tag.name === 'nd' && 'nodes' in current) current.nodes.push(a.ref ?? '');
      else if (tag.name === 'member' && 'members' in current)
        current.members.push({ type: a.type ?? '', ref: a.ref ?? '', role: a.role ?? '' });
    }
  });
  parser.on('closetag', () => {
    if (depth === 2) current = undefined;
    depth -= 1;
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    file.error = (error as Error).message;
  }
  return file;
}
