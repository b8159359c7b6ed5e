/*
 * Every finding code the validator emits, with its usual severity and a one-line description
 * for the docs and the editor's legend.
 */
import type { FindingSeverity } from './osm';

export const FINDING_CODES = {
  lanelet_bounds: 'A lanelet does not have exactly one `left` and one `right` way.',
  missing_reference: 'A way or relation refers to a node, way or relation that does not exist.',
  duplicate_id:
    'Two primitives of different types share an id; Lanelet2 needs ids unique across all of them.',
  linestring_too_short: 'A way used as a lanelet bound has fewer than two nodes.',
  lanelet_bounds_crossed:
    'A lanelet’s left bound lies right of its right bound, or the bounds cross each other.',
  lanelet_head_on: 'Two lanelets meet at the same edge pointing at (or away from) each other.',
  traffic_light_refers: 'A traffic light regulatory element has no `refers` (the light itself).',
  traffic_light_stop_line:
    'A traffic light regulatory element has no `ref_line` stop line (an error for Autoware).',
  regulatory_element_members: 'A regulatory element lacks the members its subtype requires.',
  regulatory_element_unused: 'A regulatory element is not referenced by any lanelet or area.',
  missing_subtype: 'A lanelet or regulatory element has no `subtype` tag.',
  missing_location: 'A lanelet has no `location` tag (urban, nonurban, private).',
  missing_ele: 'Nodes without an `ele` tag (Autoware reads elevation from it).',
  missing_turn_direction:
    'An intersection lanelet (one of diverging successors) has no valid `turn_direction`.',
  lanelet_isolated: 'No route can reach or leave a vehicle lanelet.',
  lanelet_overlap:
    'Two unrelated lanelets running the same way overlap (crossing lanes are not reported).',
  speed_limit_invalid: 'A `speed_limit` tag cannot be read or is not positive.',
  duplicated_points: 'A lanelet bound has consecutive identical points.',
  validator_failed: 'The validator hit an internal error; the other findings may be incomplete.',
} as const satisfies Record<string, string>;

export type FindingCode = keyof typeof FINDING_CODES;

/** The severity each code is reported with (traffic_light_stop_line is an error for Autoware). */
export const FINDING_SEVERITIES: Record<FindingCode, FindingSeverity> = {
  lanelet_bounds: 'error',
  missing_reference: 'error',
  duplicate_id: 'error',
  linestring_too_short: 'error',
  lanelet_bounds_crossed: 'error',
  lanelet_head_on: 'error',
  traffic_light_refers: 'error',
  traffic_light_stop_line: 'warning',
  regulatory_element_members: 'error',
  regulatory_element_unused: 'warning',
  missing_subtype: 'warning',
  missing_location: 'warning',
  missing_ele: 'warning',
  missing_turn_direction: 'warning',
  lanelet_isolated: 'warning',
  lanelet_overlap: 'warning',
  speed_limit_invalid: 'warning',
  duplicated_points: 'warning',
  validator_failed: 'error',
};
