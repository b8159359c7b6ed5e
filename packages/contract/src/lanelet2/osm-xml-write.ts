/*
 * OSM primitives to OSM XML, in either flavour. Elements, tags and members keep the document's
 * order, and number tags that still say the node's value keep their original text, so an
 * unchanged map exports byte-stable values.
 */
import { formatExact, formatMetres, parseDecimal } from './osm-xml-numbers';
import type { MapFlavour, MapProjector, OsmDoc, OsmNode } from './osm';
import { makeProjector, type MapProjection } from './projection';
import { escapeXmlAttribute } from './xml-entities';

export const OSM_GENERATOR = 'ADS Studio HDMAP Builder';

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

function tagLine(key: string, value: string): string {
  return `    <tag k="${escapeXmlAttribute(key)}" v="${escapeXmlAttribute(value)}"/>\n`;
}

/**
 * JOSM rejects positive ids without a version in an OSM 0.6 file; Lanelet2's own writer adds
 * these two attributes for the same reason. New (negative) elements must not have them.
 */
function uploadState(id: number): string {
  return id > 0 ? ' visible="true" version="1"' : '';
}

/**
 * lat/lon as written: the node's own, else from its local coordinates, else 0/0 — what Autoware
 * tools write for maps with a Local projector, where lat/lon mean nothing.
 */
function latLonOf(node: OsmNode, projection: MapProjection): [string, string] {
  if (Number.isFinite(node.lat) && Number.isFinite(node.lon)) {
    return [formatExact(node.lat), formatExact(node.lon)];
  }
  const back = projection.reverse(node.x, node.y, node.z);
  if (Number.isFinite(back.lat) && Number.isFinite(back.lon)) {
    return [formatExact(back.lat), formatExact(back.lon)];
  }
  return ['0', '0'];
}

function nodeTags(node: OsmNode, flavour: MapFlavour): string {
  const autoware = flavour === 'autoware';
  let out = '';
  for (const key in node.tags) {
    const original = node.tags[key] as string;
    let value: string | undefined = original;
    if (key === 'ele') value = metreText(original, node.z);
    else if (key === 'local_x') value = autoware ? metreText(original, node.x) : undefined;
    else if (key === 'local_y') value = autoware ? metreText(original, node.y) : undefined;
    if (value !== undefined) out += tagLine(key, value);
  }
  if (autoware && !('local_x' in node.tags) && Number.isFinite(node.x)) {
    out += tagLine('local_x', formatMetres(node.x));
  }
  if (autoware && !('local_y' in node.tags) && Number.isFinite(node.y)) {
    out += tagLine('local_y', formatMetres(node.y));
  }
  // Like Lanelet2's writer, a zero height without an ele tag stays implicit.
  if (!('ele' in node.tags) && Number.isFinite(node.z) && node.z !== 0) {
    out += tagLine('ele', formatMetres(node.z));
  }
  return out;
}

function plainTags(tags: Record<string, string>): string {
  let out = '';
  for (const key in tags) out += tagLine(key, tags[key] as string);
  return out;
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

/**
 * The document as OSM XML. 'autoware' writes local_x/local_y/ele tags from each node's x, y, z;
 * 'lanelet2' drops local_x/local_y. `projector` supplies lat/lon for nodes that have none.
 */
export function writeOsm(doc: OsmDoc, projector: MapProjector, flavour: MapFlavour): string {
  const projection = makeProjector(projector);
  let out = `<?xml version="1.0" encoding="UTF-8"?>\n<osm${rootAttributes(doc)}>\n`;
  for (const node of doc.nodes.values()) {
    const [lat, lon] = latLonOf(node, projection);
    const head = `  <node id="${node.id}"${uploadState(node.id)} lat="${lat}" lon="${lon}"`;
    const tags = nodeTags(node, flavour);
    out += tags === '' ? `${head}/>\n` : `${head}>\n${tags}  </node>\n`;
  }
  for (const way of doc.ways.values()) {
    out += `  <way id="${way.id}"${uploadState(way.id)}>\n`;
    for (const ref of way.nodes) out += `    <nd ref="${ref}"/>\n`;
    out += `${plainTags(way.tags)}  </way>\n`;
  }
  for (const relation of doc.relations.values()) {
    out += `  <relation id="${relation.id}"${uploadState(relation.id)}>\n`;
    for (const { type, ref, role } of relation.members) {
      out += `    <member type="${type}" ref="${ref}" role="${escapeXmlAttribute(role)}"/>\n`;
    }
    out += `${plainTags(relation.tags)}  </relation>\n`;
  }
  return `${out}</osm>\n`;
}
