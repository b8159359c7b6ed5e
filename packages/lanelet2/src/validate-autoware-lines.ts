/*
 * Line strings and points Autoware needs in a certain shape, after its map validator
 * (autoware_lanelet2_map_validator) and its format (autoware_lanelet2_extension's
 * lanelet2_format_extension): every stop line belongs to a regulatory element
 * (mapping.stop_line.missing_regulatory_elements), a traffic light line string has a `height`,
 * and local_x/local_y are on every point or none (mapping.lane.local_coordinates_declaration).
 */
import { tagOf } from './lanelet-map';
import type { ValidationContext } from './validate-context';
import { listIds, plural, report } from './validate-context';

/** A stop line no regulatory element has as a member: no one stops there. */
export function checkStopLinesUsed(ctx: ValidationContext): void {
  const members = new Set<number>();
  for (const element of ctx.map.regulatoryElements.values()) {
    for (const list of element.members.values()) {
      for (const member of list) if (member.type === 'way') members.add(member.ref);
    }
  }
  ctx.ways.forEach((way, id) => {
    if (tagOf(way?.tags, 'type') !== 'stop_line' || members.has(id)) return;
    report(
      ctx,
      'stop_line_missing_regulatory_elements',
      { id, type: 'way' },
      `Stop line ${id} is not in any regulatory element, so no vehicle stops at it; add it as the \`ref_line\` of the traffic light, stop sign or crosswalk it belongs to, or delete it (Autoware’s mapping.stop_line.missing_regulatory_elements).`,
      ctx.flavour === 'autoware' ? 'error' : 'warning',
    );
  });
}

/**
 * A traffic light line string without `height`: Autoware's format draws the light's bottom
 * edge and states its height, which the traffic light recogniser projects into the image.
 */
export function checkTrafficLightHeight(ctx: ValidationContext): void {
  ctx.ways.forEach((way, id) => {
    if (tagOf(way?.tags, 'type') !== 'traffic_light') return;
    const height = tagOf(way.tags, 'height');
    if (height !== undefined && Number(height) > 0) return;
    const why = height === undefined ? 'has no `height`' : `has \`height\` "${height}"`;
    report(
      ctx,
      'traffic_light_missing_height',
      { id, type: 'way' },
      `Traffic light ${id} ${why}; Autoware draws a light as its bottom edge plus a \`height\` in metres (as 0.7), which its traffic light recognition needs.`,
    );
  });
}

/**
 * local_x/local_y on every point or on none: Autoware's parser takes a point's position from
 * them when present, so a map with them on some points only mixes two frames.
 */
export function checkLocalCoordinates(ctx: ValidationContext): void {
  const without: number[] = [];
  const halves: number[] = [];
  let declared = 0;
  ctx.nodes.forEach((node, id) => {
    const x = tagOf(node?.tags, 'local_x') !== undefined;
    const y = tagOf(node?.tags, 'local_y') !== undefined;
    if (x && y) declared += 1;
    else if (x || y) halves.push(id);
    else without.push(id);
  });
  if (declared + halves.length === 0) return;
  for (const id of halves.slice(0, 20)) {
    const has = tagOf(ctx.nodes.get(id)?.tags, 'local_x') !== undefined ? 'local_x' : 'local_y';
    const lacks = has === 'local_x' ? 'local_y' : 'local_x';
    report(
      ctx,
      'local_coordinates_declaration',
      { id, type: 'node' },
      `Node ${id} has \`${has}\` but not \`${lacks}\`; a point needs both or neither (Autoware’s Lane.LocalCoordinatesDeclaration).`,
    );
  }
  if (without.length > 0 && declared > 0) {
    report(
      ctx,
      'local_coordinates_declaration',
      { id: without[0] as number, type: 'node' },
      `${plural(without.length, 'node')} of ${ctx.nodes.size} ${without.length === 1 ? 'has' : 'have'} no \`local_x\`/\`local_y\` while the others do (${listIds(without)}); Autoware then places them by lat/lon in another frame, so give every node both or none (Autoware’s Lane.LocalCoordinatesDeclaration-001).`,
    );
  }
}
