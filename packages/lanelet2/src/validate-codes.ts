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
  traffic_light_regulatory_element_details:
    'A traffic light element’s `refers` is not a traffic_light line string, or its `ref_line` is not a stop_line (Autoware’s mapping.traffic_light.regulatory_element_details).',
  crosswalk_regulatory_element_details:
    'A crosswalk element’s members are not one crosswalk lanelet, stop_line lines and one crosswalk_polygon (Autoware’s mapping.crosswalk.regulatory_element_details).',
  traffic_sign_regulatory_element_details:
    'A traffic sign element’s sign is not a traffic_sign (stop_sign for Autoware) or its stop line not a stop_line; Autoware needs the stop line (mapping.stop_line.regulatory_element_details_for_traffic_signs).',
  right_of_way_regulatory_element_details:
    'A right of way element’s `right_of_way`/`yield` members are not lanelets, or its `ref_line` is a lane bound.',
  stop_line_missing_regulatory_elements:
    'A stop line that no regulatory element refers to (Autoware’s mapping.stop_line.missing_regulatory_elements; an error for Autoware).',
  traffic_light_missing_height: 'A traffic light line string has no positive `height` tag.',
  local_coordinates_declaration:
    'Some points have local_x/local_y and others not, or a point has only one of them (Autoware’s mapping.lane.local_coordinates_declaration).',
  points_too_close:
    'A point closer than 5 cm to another (Lanelet2’s mapping.points_too_close): a near-duplicate.',
  curvature_too_big:
    'A lanelet bound bends with a curvature above 0.5 1/m at a point (Lanelet2’s mapping.curvature_too_big): often a misplaced click.',
  unknown_tags: 'An element has tags Lanelet2 does not know (Lanelet2’s mapping.unknown_tags).',
  unknown_tag_value:
    'A type, subtype or location value Lanelet2 does not know (Lanelet2’s mapping.unknown_tag_value).',
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
  traffic_light_regulatory_element_details: 'error',
  crosswalk_regulatory_element_details: 'error',
  traffic_sign_regulatory_element_details: 'error',
  right_of_way_regulatory_element_details: 'error',
  stop_line_missing_regulatory_elements: 'warning',
  traffic_light_missing_height: 'warning',
  local_coordinates_declaration: 'error',
  points_too_close: 'warning',
  curvature_too_big: 'warning',
  unknown_tags: 'warning',
  unknown_tag_value: 'warning',
};
