/*
 * OSM XML in both flavours (plain Lanelet2 and Autoware), read into and written from the OSM
 * model of osm.ts. Reading never throws: any text gives a document, the projector it was read
 * with, its flavour and findings about whatever could not be read.
 */
import { detectFlavour, inferProjector, placeNodes } from './osm-xml-coordinates';
import { FindingLog } from './osm-xml-findings';
import { readOsmStructure } from './osm-xml-read';
import { checkReferences } from './osm-xml-references';
import { emptyDoc, type MapFinding, type MapFlavour, type MapProjector, type OsmDoc } from './osm';
import { projectorLabel } from './projection';

export { AUTOWARE_FORMAT_VERSION, OSM_GENERATOR, writeOsm } from './osm-xml-write';
export { nodeFromLatLon, nodeFromLocal } from './osm-xml-nodes';

export interface ParsedOsm {
  doc: OsmDoc;
  projector: MapProjector;
  flavour: MapFlavour;
  findings: MapFinding[];
}

export interface ParseOsmOptions {
  /** The map's projector (from its map_projector_info.yaml); inferred from the file if absent. */
  projector?: MapProjector;
}

function parseOrThrow(xml: string, options: ParseOsmOptions, log: FindingLog): ParsedOsm {
  const structure = readOsmStructure(xml, log);
  const flavour = detectFlavour(structure.doc);
  let projector = options.projector;
  if (projector === undefined) {
    projector = inferProjector(structure.doc, flavour);
    if (structure.doc.nodes.size > 0) {
      log.add(
        'info',
        'projector_inferred',
        `No projector was given; this ${flavour === 'autoware' ? 'Autoware' : 'plain Lanelet2'} map is read with ${projectorLabel(projector)}.`,
      );
    }
  }
  placeNodes(structure, flavour, projector, log);
  checkReferences(structure, log);
  return { doc: structure.doc, projector, flavour, findings: log.findings() };
}

/**
 * Reads an OSM XML map. Flavour 'autoware' when nodes carry local_x/local_y tags. Projector:
 * `options.projector`, else inferred (see inferProjector). Never throws.
 */
export function parseOsm(xml: string, options: ParseOsmOptions = {}): ParsedOsm {
  const log = new FindingLog();
  try {
    return parseOrThrow(typeof xml === 'string' ? xml : '', options, log);
  } catch (error) {
    // Only a bug can get here; the caller still gets an answer it can show.
    log.add('error', 'internal_error', `The map could not be read: ${String(error)}.`);
    return {
      doc: emptyDoc(),
      projector: options.projector ?? { projector_type: 'Local' },
      flavour: 'lanelet2',
      findings: log.findings(),
    };
  }
}
