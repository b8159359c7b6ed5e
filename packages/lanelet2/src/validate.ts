/*
 * Map validation: one entry point that runs every rule group on a document and returns its
 * findings, errors first. It must answer for any document a user can load or an editor can
 * produce, so it never throws: an internal failure becomes a `validator_failed` finding next
 * to whatever was found before it. Rules live in validate-*.ts, one file per group.
 */
import { buildLaneletMap, docParts } from './lanelet-map';
import type { FindingSeverity, MapFinding, MapFlavour, OsmDoc } from './osm';
import { buildRoutingGraph, laneletTopology } from './routing';
import type { ValidationContext } from './validate-context';
import { checkLanelets } from './validate-lanelets';
import { checkOverlaps } from './validate-overlap';
import { checkDuplicateIds, checkElevation, checkMissingReferences } from './validate-references';
import { checkRegulatoryElements } from './validate-regulatory';
import { checkRegulatoryDetails } from './validate-regulatory-details';
import { checkCurvature, checkPointsTooClose, checkUnknownTags } from './validate-lanelet2-checks';
import {
  checkLocalCoordinates,
  checkStopLinesUsed,
  checkTrafficLightHeight,
} from './validate-autoware-lines';
import { laneletShapes } from './validate-shapes';
import { checkHeadOn, checkIsolated, checkTurnDirections } from './validate-topology';

export type { FindingCode } from './validate-codes';
export { FINDING_CODES, FINDING_SEVERITIES } from './validate-codes';

export interface ValidateOptions {
  /** `autoware` adds Autoware's needs: `ele` on every node, a stop line for every light. */
  flavour?: MapFlavour;
}

const SEVERITY_ORDER: Record<FindingSeverity, number> = { error: 0, warning: 1, info: 2 };

export function validateMap(doc: OsmDoc, options: ValidateOptions = {}): MapFinding[] {
  const findings: MapFinding[] = [];
  try {
    runRules(doc, options.flavour === 'autoware' ? 'autoware' : 'lanelet2', findings);
  } catch (error) {
    findings.push({
      severity: 'error',
      code: 'validator_failed',
      element_id: 0,
      message: `The validator stopped on an internal error (${error instanceof Error ? error.message : String(error)}); the findings listed may be incomplete. Please report this map.`,
    });
  }
  return findings.sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      a.element_id - b.element_id ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}

function runRules(doc: OsmDoc, flavour: MapFlavour, findings: MapFinding[]): void {
  const map = buildLaneletMap(doc);
  const ctx: ValidationContext = {
    ...docParts(doc),
    map,
    flavour,
    findings,
    shapes: laneletShapes(map),
    crossed: new Set(),
  };
  checkMissingReferences(ctx);
  checkDuplicateIds(ctx);
  checkLanelets(ctx);
  checkRegulatoryElements(ctx);
  checkRegulatoryDetails(ctx);
  checkStopLinesUsed(ctx);
  checkTrafficLightHeight(ctx);
  checkLocalCoordinates(ctx);
  checkPointsTooClose(ctx);
  checkCurvature(ctx);
  checkUnknownTags(ctx);

  // Topology and overlap need a shape: leave out lanelets without one and those whose bounds
  // cross (already errors; their derived warnings would only be noise).
  const shaped = ctx.shapes.list.filter((shape) => !ctx.crossed.has(shape.id));
  checkHeadOn(ctx, shaped);
  const graph = buildRoutingGraph(ctx.map);
  checkTurnDirections(ctx, graph);
  checkIsolated(ctx, graph);
  checkOverlaps(ctx, shaped, laneletTopology(ctx.map));
  if (flavour === 'autoware') checkElevation(ctx);
}
