/*
 * Rules about regulatory elements: the members each subtype needs (Lanelet2's
 * RegulatoryElementTagging plus Autoware's crosswalk) and whether any lanelet uses them.
 */
import type { RegulatoryElement } from './lanelet-map';
import type { ValidationContext } from './validate-context';
import { listIds, report } from './validate-context';

/** Roles a subtype cannot do without; each inner list is "at least one of these". */
const REQUIRED_ROLES: Record<string, readonly (readonly string[])[]> = {
  traffic_sign: [['refers']],
  speed_limit: [['refers']],
  right_of_way: [['right_of_way'], ['yield']],
  all_way_stop: [['yield']],
  crosswalk: [['refers']],
};

export function checkRegulatoryElements(ctx: ValidationContext): void {
  const used = new Set<number>();
  for (const lanelet of ctx.map.lanelets.values()) {
    for (const id of lanelet.regulatoryElementIds) used.add(id);
  }
  for (const area of ctx.map.areas.values()) {
    for (const id of area.regulatoryElementIds) used.add(id);
  }
  for (const element of ctx.map.regulatoryElements.values()) {
    checkSubtype(ctx, element);
    if (!used.has(element.id)) {
      report(
        ctx,
        'regulatory_element_unused',
        { id: element.id, type: 'relation' },
        `Regulatory element ${element.id}${element.subtype ? ` (${element.subtype})` : ''} is not referenced by any lanelet or area, so it has no effect; add it as a \`regulatory_element\` member of the lanelets it governs, or delete it.`,
      );
    }
  }
}

function count(element: RegulatoryElement, role: string): number {
  return element.members.get(role)?.length ?? 0;
}

function checkSubtype(ctx: ValidationContext, element: RegulatoryElement): void {
  const at = { id: element.id, type: 'relation' as const };
  const name = `Regulatory element ${element.id}`;
  if (element.subtype === undefined) {
    report(
      ctx,
      'missing_subtype',
      at,
      `${name} has no \`subtype\`; tag it traffic_light, traffic_sign, right_of_way, speed_limit, crosswalk, … so Lanelet2 knows how to read it.`,
    );
    return;
  }
  if (element.subtype === 'traffic_light') {
    if (count(element, 'refers') === 0) {
      report(
        ctx,
        'traffic_light_refers',
        at,
        `${name} (traffic_light) has no \`refers\` member; add the traffic light line string(s) with role \`refers\`.`,
      );
    }
    if (count(element, 'ref_line') === 0) {
      report(
        ctx,
        'traffic_light_stop_line',
        at,
        `${name} (traffic_light) has no \`ref_line\` member, so vehicles do not know where to stop; add the stop line with role \`ref_line\`.`,
        ctx.flavour === 'autoware' ? 'error' : 'warning',
      );
    }
    return;
  }
  // Lanelet2's tagging: a sign that is not drawn (an implicit speed limit) is named by
  // `sign_type` instead of a `refers` member.
  const signTyped =
    (element.subtype === 'speed_limit' || element.subtype === 'traffic_sign') &&
    Boolean(element.tags.sign_type);
  if (signTyped) return;
  const missing = (REQUIRED_ROLES[element.subtype ?? ''] ?? []).filter((roles) =>
    roles.every((role) => count(element, role) === 0),
  );
  if (missing.length === 0) return;
  const roles = missing.map((r) => `\`${r.join('` or `')}\``);
  report(
    ctx,
    'regulatory_element_members',
    at,
    `${name} (${element.subtype}) has no ${listIds(roles)} member; add the ${missing.length === 1 ? 'member' : 'members'} a ${element.subtype} needs.`,
  );
}
