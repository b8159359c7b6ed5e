/*
 * OSM primitives to OSM XML, in either flavour. Elements, tags and members keep the document's
 * order, and number tags that still say the node's value keep their original text, so an
 * unchanged map exports byte-stable values.
 */
import { formatExact, formatMetres, parseDecimal } from './osm-xml-numbers';
import type { MapFlavour, MapProjector, OsmDoc, OsmNode } from './osm';
import { makeProjector, type MapProjection } from './projection';
import { TextBuilder } from './text-builder';
import { escapeXmlAttribute } from './xml-entities';

export const OSM_GENERATOR = 'ADS Studio HDMAP Builder';

/**
 * The Autoware map format version an Autoware export states when its document has none: the
 * format its tags follow (local_x/local_y, ele on every node, traffic lights with height).
 * Autoware's map loader compares it with the versions it supports.
 */
export const AUTOWARE_FORMAT_VERSION = '1';

/**
 * `<MetaInfo format_version=… map_version=…/>`, Autoware's map metadata: the document's own
 * attributes (format_version defaulted), before every node as Autoware's docs ask (JOSM
 * cannot load the file otherwise).
 */
function metaInfoLine(doc: OsmDoc): string {
  const meta: Record<string, string> = { format_version: AUTOWARE_FORMAT_VERSION };
  const own = doc.metaInfo ?? {};
  for (const key of Object.keys(own)) meta[key] = own[key] as string;
  if (meta.format_version === '') meta.format_version = AUTOWARE_FORMAT_VERSION;
  let out = '  <MetaInfo';
  for (const key of Object.keys(meta)) {
    out += ` ${key}="${escapeXmlAttribute(meta[key] as string)}"`;
  }
  return `${out}/>\n`;
}

/** A value differing from the tag's by less than this is the same number written differently. */
const SAME_NUMBER = 1e-9;

/**
 * The text for a metre-valued tag: the original while it still says `value`, else `value` to
 * 0.1 mm; a non-finite value keeps the original (or writes no tag) rather than inventing one.
 */
function metreText(original: string | undefined, value: number): string | undefined {
  if (!Number.isFinite(value)) return original;
  if (original !== undefined && Math.abs(parseDecimal(original) - value) < SAME_NUMBER) {
    return original;
  }
  return formatMetres(value);
}

/**
 * JOSM rejects positive ids without a version in an OSM 0.6 file; Lanelet2's own writer adds
 * these two attributes for the same reason. New (negative) elements must not have them.
 */
function uploadState(id: number): string {
  return id > 0 ? ' visible="true" version="1"' : '';
}

function writeTag(out: TextBuilder, key: string, value: string): void {
  out.append('    <tag k="');
  out.appendAttribute(key);
  out.append('" v="');
  out.appendAttribute(value);
  out.append('"/>\n');
}

/**
 * lat="…" lon="…" as written: the node's own, else from its local coordinates, else 0/0 — what
 * Autoware tools write for maps with a Local projector, where lat/lon mean nothing.
 */
function latLonAttributes(node: OsmNode, projection: MapProjection): string {
  if (Number.isFinite(node.lat) && Number.isFinite(node.lon)) {
    return ` lat="${formatExact(node.lat)}" lon="${formatExact(node.lon)}"`;
  }
  const back = projection.reverse(node.x, node.y, node.z);
  if (Number.isFinite(back.lat) && Number.isFinite(back.lon)) {
    return ` lat="${formatExact(back.lat)}" lon="${formatExact(back.lon)}"`;
  }
  return ' lat="0" lon="0"';
}

/**
 * The node's tags (local_x/local_y/ele from its x, y, z), the first one after the '>' that ends
 * the node's start tag; false when there is none to write.
 */
function writeNodeTags(out: TextBuilder, node: OsmNode, flavour: MapFlavour): boolean {
  const autoware = flavour === 'autoware';
  const { tags } = node;
  let written = false;
  for (const key in tags) {
    const original = tags[key] as string;
    let value: string | undefined = original;
    if (key === 'ele') value = metreText(original, node.z);
    else if (key === 'local_x') value = autoware ? metreText(original, node.x) : undefined;
    else if (key === 'local_y') value = autoware ? metreText(original, node.y) : undefined;
    if (value !== undefined) written = writeNodeTag(out, written, key, value);
  }
  if (autoware && !('local_x' in tags) && Number.isFinite(node.x)) {
    written = writeNodeTag(out, written, 'local_x', formatMetres(node.x));
  }
  if (autoware && !('local_y' in tags) && Number.isFinite(node.y)) {
    written = writeNodeTag(out, written, 'local_y', formatMetres(node.y));
  }
  // Like Lanelet2's writer, a zero height without an ele tag stays implicit in a plain file;
  // Autoware needs ele on every node (its own validator's missing_ele, and the traffic light
  // recogniser reads heights), so there a node at z = 0 says ele="0".
  if (!('ele' in tags) && Number.isFinite(node.z) && (autoware || node.z !== 0)) {
    written = writeNodeTag(out, written, 'ele', formatMetres(node.z));
  }
  return written;
}

/** One of a node's tags, after the end of its start tag if it is the first; returns true. */
function writeNodeTag(out: TextBuilder, after: boolean, key: string, value: string): true {
  if (!after) out.append('>\n');
  writeTag(out, key, value);
  return true;
}

function writePlainTags(out: TextBuilder, tags: Record<string, string>): void {
  for (const key in tags) writeTag(out, key, tags[key] as string);
}

function rootAttributes(doc: OsmDoc): string {
  const attributes: Record<string, string> = { version: '0.6' };
  for (const key of Object.keys(doc.attributes)) attributes[key] = doc.attributes[key] as string;
  attributes.generator = OSM_GENERATOR;
  let out = '';
  for (const key of Object.keys(attributes)) {
    out += ` ${key}="${escapeXmlAttribute(attributes[key] as string)}"`;
  }
  return out;
}

/** About how many characters the document will take, to size the text up front. */
function expectedLength(doc: OsmDoc): number {
  return 300 * doc.nodes.size + 150 * doc.ways.size + 300 * doc.relations.size + 1024;
}

/**
 * The document as OSM XML. 'autoware' writes local_x/local_y/ele tags from each node's x, y, z
 * (ele on every node, 0 included) and Autoware's `<MetaInfo>` (format and map version);
 * 'lanelet2' drops local_x/local_y. `projector` supplies lat/lon for nodes that have none.
 */
export function writeOsm(doc: OsmDoc, projector: MapProjector, flavour: MapFlavour): string {
  const projection = makeProjector(projector);
  const out = new TextBuilder(expectedLength(doc));
  out.append(`<?xml version="1.0" encoding="UTF-8"?>\n<osm${rootAttributes(doc)}>\n`);
  if (flavour === 'autoware') out.append(metaInfoLine(doc));
  for (const node of doc.nodes.values()) {
    out.append(`  <node id="${node.id}"${uploadState(node.id)}`);
    out.append(latLonAttributes(node, projection));
    out.append(writeNodeTags(out, node, flavour) ? '  </node>\n' : '/>\n');
  }
  for (const way of doc.ways.values()) {
    out.append(`  <way id="${way.id}"${uploadState(way.id)}>\n`);
    for (const ref of way.nodes) out.append(`    <nd ref="${ref}"/>\n`);
    writePlainTags(out, way.tags);
    out.append('  </way>\n');
  }
  for (const relation of doc.relations.values()) {
    out.append(`  <relation id="${relation.id}"${uploadState(relation.id)}>\n`);
    for (const { type, ref, role } of relation.members) {
      out.append(`    <member type="${type}" ref="${ref}" role="`);
      out.appendAttribute(role);
      out.append('"/>\n');
    }
    writePlainTags(out, relation.tags);
    out.append('  </relation>\n');
  }
  out.append('</osm>\n');
  return out.toString();
}
