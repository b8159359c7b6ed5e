/*
 * Checks an Autoware export as Autoware would read it, from the public rules only: what
 * Lanelet2's OSM loader (lanelet2_io) and Autoware's parser (lanelet2_extension, used by
 * autoware_map_loader) need to load the file, and the autoware_lanelet2_map_validator issues
 * named by their codes. Written apart from the editor's validator (packages/lanelet2), which
 * it must never import: two readings of the rules that agree are the evidence.
 */
import { type OsmFile, type OsmRelation, type Tags, readOsm } from './read-osm';

export interface CheckFinding {
  /** The Autoware validator's issue code, or `Loader.*` for what the loaders themselves need. */
  code: string;
  /** The element's id; 0 for the file as a whole. */
  id: number;
  message: string;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const isNumber = (text: string | undefined) => text !== undefined && NUMBER.test(text.trim());

const regulatoryElements = (file: OsmFile, subtype: string) =>
  [...file.relations.values()].filter(
    (r) => r.tags.type === 'regulatory_element' && r.tags.subtype === subtype,
  );
const membersOf = (relation: OsmRelation, role: string) =>
  relation.members.filter((m) => m.role === role);

export function checkAutowareExport(xml: string): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const report = (code: string, id: string | number, message: string) =>
    findings.push({ code, id: Number(id) || 0, message });
  // A DOCTYPE may declare entities naming other files: no map needs one and none is read.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    report('Loader.XmlDoctype', 0, 'The file declares a DOCTYPE or entities.');
    return findings;
  }
  const file = readOsm(xml);
  if (file.error) {
    report('Loader.XmlMalformed', 0, `The XML does not read: ${file.error}`);
    return findings;
  }
  checkFile(file, report);
  checkReferences(file, report);
  checkLanelets(file, report);
  checkTrafficLights(file, report);
  checkStopLines(file, report);
  checkCrosswalks(file, report);
  return findings;
}

type Report = (code: string, id: string | number, message: string) => void;

/**
 * MetaInfo first, coordinates every loader reads, local coordinates all or none. Autoware's
 * map message calls the map version "encouraged, optional" (autoware_map_msgs LaneletMapBin),
 * so only format_version is required; a map_version written must not be empty.
 */
function checkFile(file: OsmFile, report: Report) {
  const meta = file.metaInfo;
  if (file.firstChild !== 'MetaInfo' || !meta?.format_version || meta.map_version === '')
    report(
      'Loader.MissingMetaInfo',
      0,
      'The first element is not <MetaInfo format_version=…/> (with a map_version, a non-empty one).',
    );
  const withLocal = [...file.nodes.values()].filter(
    (n) => n.tags.local_x !== undefined || n.tags.local_y !== undefined,
  ).length;
  for (const node of file.nodes.values()) {
    if (!isNumber(node.lat) || !isNumber(node.lon))
      report('Loader.NodeLatLon', node.id, `Node ${node.id} has no numeric lat/lon.`);
    if (!isNumber(node.tags.ele))
      report('Loader.MissingEle', node.id, `Node ${node.id} has no numeric ele tag.`);
    const local = [node.tags.local_x, node.tags.local_y].filter(isNumber).length;
    if (withLocal > 0 && local === 0)
      report('Lane.LocalCoordinatesDeclaration-001', node.id, `Node ${node.id} has no local_x/y.`);
    else if (local === 1)
      report(
        'Lane.LocalCoordinatesDeclaration-002',
        node.id,
        `Node ${node.id} has one of local_x/y.`,
      );
  }
}

/** lanelet2_io refuses a way's node or a relation's member that the file does not hold. */
function checkReferences(file: OsmFile, report: Report) {
  const missing = (what: string, id: string, ref: string) =>
    report('Lanelet2.Io.MissingReference', id, `${what} ${id} refers to ${ref}, not in the file.`);
  for (const way of file.ways.values())
    for (const ref of way.nodes) if (!file.nodes.has(ref)) missing('Way', way.id, `node ${ref}`);
  const layers: Record<string, Map<string, unknown>> = {
    node: file.nodes,
    way: file.ways,
    relation: file.relations,
  };
  for (const relation of file.relations.values())
    for (const { type, ref } of relation.members)
      if (!layers[type]?.has(ref)) missing('Relation', relation.id, `${type} ${ref}`);
}

/** A lanelet loads with one left and one right bound; Lanelet2 wants subtype and location. */
function checkLanelets(file: OsmFile, report: Report) {
  for (const relation of file.relations.values()) {
    if (relation.tags.type !== 'lanelet') continue;
    const left = membersOf(relation, 'left').filter((m) => m.type === 'way').length;
    const right = membersOf(relation, 'right').filter((m) => m.type === 'way').length;
    if (left !== 1 || right !== 1)
      report(
        'Lanelet2.Io.LaneletBounds',
        relation.id,
        `Lanelet ${relation.id} has ${left} left and ${right} right ways, not one each.`,
      );
    for (const key of ['subtype', 'location'])
      if (!relation.tags[key])
        report('mapping.mandatory_tags', relation.id, `Lanelet ${relation.id} has no ${key}.`);
  }
}

/** The ids of the regulatory elements some lanelet refers to. */
function referredElements(file: OsmFile) {
  const referred = new Set<string>();
  for (const relation of file.relations.values())
    if (relation.tags.type === 'lanelet')
      for (const m of membersOf(relation, 'regulatory_element')) referred.add(m.ref);
  return referred;
}

const wayType = (file: OsmFile, ref: string): Tags | undefined => file.ways.get(ref)?.tags;

function checkTrafficLights(file: OsmFile, report: Report) {
  const referred = referredElements(file);
  const lightsInElements = new Set<string>();
  for (const element of regulatoryElements(file, 'traffic_light')) {
    const refLines = membersOf(element, 'ref_line');
    if (refLines.length === 0)
      report(
        'TrafficLight.RegulatoryElementDetails-001',
        element.id,
        `Traffic light element ${element.id} has no ref_line stop line.`,
      );
    for (const m of membersOf(element, 'refers')) {
      lightsInElements.add(m.ref);
      if (file.ways.has(m.ref) && wayType(file, m.ref)?.type !== 'traffic_light')
        report(
          'TrafficLight.RegulatoryElementDetails-002',
          m.ref,
          `Element ${element.id} refers to way ${m.ref}, not a traffic_light.`,
        );
    }
    for (const m of refLines)
      if (file.ways.has(m.ref) && wayType(file, m.ref)?.type !== 'stop_line')
        report(
          'TrafficLight.RegulatoryElementDetails-003',
          m.ref,
          `Element ${element.id}'s ref_line ${m.ref} is not a stop_line.`,
        );
    if (!referred.has(element.id))
      report(
        'TrafficLight.MissingReferrers-001',
        element.id,
        `No lanelet refers to traffic light element ${element.id}.`,
      );
  }
  for (const way of file.ways.values()) {
    if (way.tags.type !== 'traffic_light') continue;
    if (!isNumber(way.tags.height))
      report('TrafficLight.BodyHeight-001', way.id, `Traffic light ${way.id} has no height.`);
    if (!lightsInElements.has(way.id))
      report(
        'TrafficLight.MissingRegulatoryElements-001',
        way.id,
        `No regulatory element refers to traffic light ${way.id}.`,
      );
  }
}

function checkStopLines(file: OsmFile, report: Report) {
  const inElements = new Set<string>();
  for (const relation of file.relations.values())
    if (relation.tags.type === 'regulatory_element')
      for (const m of relation.members) if (m.type === 'way') inElements.add(m.ref);
  for (const way of file.ways.values())
    if (way.tags.type === 'stop_line' && !inElements.has(way.id))
      report(
        'StopLine.MissingRegulatoryElements-001',
        way.id,
        `No regulatory element refers to stop line ${way.id}.`,
      );
}

function checkCrosswalks(file: OsmFile, report: Report) {
  for (const element of regulatoryElements(file, 'crosswalk')) {
    const refers = membersOf(element, 'refers');
    if (refers.length === 0)
      report(
        'Crosswalk.RegulatoryElementDetails-001',
        element.id,
        `Crosswalk element ${element.id} has no refers.`,
      );
    if (refers.length > 1)
      report(
        'Crosswalk.RegulatoryElementDetails-002',
        element.id,
        `Crosswalk element ${element.id} refers to ${refers.length} lanelets, not one.`,
      );
    for (const m of refers) {
      if (!(m.type === 'relation' ? file.relations : file.ways).has(m.ref)) continue; // dangling
      const lanelet = m.type === 'relation' ? file.relations.get(m.ref) : undefined;
      if (lanelet?.tags.type !== 'lanelet' || lanelet.tags.subtype !== 'crosswalk')
        report(
          'Crosswalk.RegulatoryElementDetails-006',
          m.ref,
          `Crosswalk element ${element.id} refers to ${m.type} ${m.ref}, not a crosswalk lanelet.`,
        );
    }
    for (const m of membersOf(element, 'ref_line'))
      if (file.ways.has(m.ref) && wayType(file, m.ref)?.type !== 'stop_line')
        report(
          'Crosswalk.RegulatoryElementDetails-007',
          m.ref,
          `Crosswalk element ${element.id}'s ref_line ${m.ref} is not a stop_line.`,
        );
  }
}
