/*
 * Regulatory elements' members by type and role: a member that is there but is the wrong kind
 * of primitive (a lane bound as a traffic light's stop line, a lanelet where a sign belongs).
 * The rules and their wording follow Autoware's map validator (autoware_lanelet2_map_validator:
 * mapping.traffic_light.regulatory_element_details, mapping.crosswalk.regulatory_element_details,
 * mapping.stop_line.regulatory_element_details_for_traffic_signs), whose issue codes the
 * messages name, and Lanelet2's RightOfWay (its right_of_way and yield members are lanelets).
 * Missing members are regulatory_element_members / traffic_light_* (validate-regulatory.ts).
 */
import type { RegulatoryElement } from './lanelet-map';
import { tagOf } from './lanelet-map';
import type { OsmMember } from './osm';
import type { FindingCode } from './validate-codes';
import type { ValidationContext } from './validate-context';
import { listIds, report } from './validate-context';

/** What a member is, for a message: 'way 12 (type line_thin, a bound of lanelet 3)'. */
function describeMember(ctx: ValidationContext, member: OsmMember): string {
  const element =
    member.type === 'way'
      ? ctx.ways.get(member.ref)
      : member.type === 'relation'
        ? ctx.relations.get(member.ref)
        : ctx.nodes.get(member.ref);
  if (element === undefined) return `${member.type} ${member.ref}`;
  const type = tagOf(element.tags, 'type');
  const subtype = tagOf(element.tags, 'subtype');
  const kind = type === undefined ? 'no type' : `type ${type}${subtype ? `/${subtype}` : ''}`;
  const users = member.type === 'way' ? ctx.map.boundUsers.get(member.ref) : undefined;
  const bound = users?.length ? `, a bound of lanelet ${listIds(users)}` : '';
  return `${member.type} ${member.ref} (${kind}${bound})`;
}

/** Whether a member is a way whose `type` (and `subtype`, when given) is as named. */
function isWay(ctx: ValidationContext, member: OsmMember, type: string, subtype?: string) {
  if (member.type !== 'way') return false;
  const tags = ctx.ways.get(member.ref)?.tags;
  return (
    tagOf(tags, 'type') === type && (subtype === undefined || tagOf(tags, 'subtype') === subtype)
  );
}

function isRelation(ctx: ValidationContext, member: OsmMember, type: string, subtype?: string) {
  if (member.type !== 'relation') return false;
  const tags = ctx.relations.get(member.ref)?.tags;
  return (
    tagOf(tags, 'type') === type && (subtype === undefined || tagOf(tags, 'subtype') === subtype)
  );
}

function exists(ctx: ValidationContext, member: OsmMember): boolean {
  if (member.type === 'way') return ctx.ways.has(member.ref);
  if (member.type === 'relation') return ctx.relations.has(member.ref);
  return ctx.nodes.has(member.ref);
}

const membersOf = (element: RegulatoryElement, role: string) => element.members.get(role) ?? [];

/** Each member of `role` that `fits` not: one finding naming them and what they must be. */
function checkRole(
  ctx: ValidationContext,
  element: RegulatoryElement,
  code: FindingCode,
  role: string,
  fits: (member: OsmMember) => boolean,
  mustBe: string,
  issue: string,
): void {
  // A member that does not exist is missing_reference's, not a wrong kind.
  const wrong = membersOf(element, role).filter((member) => exists(ctx, member) && !fits(member));
  if (wrong.length === 0) return;
  const what = listIds(wrong.map((member) => describeMember(ctx, member)));
  report(
    ctx,
    code,
    { id: element.id, type: 'relation' },
    `Regulatory element ${element.id} (${element.subtype}) has ${what} as \`${role}\`; its \`${role}\` must be ${mustBe} (${issue}).`,
  );
}

/** At most one member of `role` (Autoware's crosswalk: one crosswalk lanelet, one polygon). */
function checkOne(
  ctx: ValidationContext,
  element: RegulatoryElement,
  code: FindingCode,
  role: string,
  issue: string,
): void {
  const members = membersOf(element, role);
  if (members.length <= 1) return;
  report(
    ctx,
    code,
    { id: element.id, type: 'relation' },
    `Regulatory element ${element.id} (${element.subtype}) has ${members.length} \`${role}\` members (${listIds(members.map((m) => `${m.type} ${m.ref}`))}); it must have only one (${issue}).`,
  );
}

function checkTrafficLight(ctx: ValidationContext, element: RegulatoryElement): void {
  const code = 'traffic_light_regulatory_element_details';
  checkRole(
    ctx,
    element,
    code,
    'refers',
    (m) => isWay(ctx, m, 'traffic_light'),
    'line strings of type traffic_light',
    'Autoware’s TrafficLight.RegulatoryElementDetails: refers of a traffic light must have type traffic_light',
  );
  checkRole(
    ctx,
    element,
    code,
    'ref_line',
    (m) => isWay(ctx, m, 'stop_line'),
    'a line string of type stop_line, not a lane bound',
    'Autoware’s TrafficLight.RegulatoryElementDetails: ref_line of a traffic light must have type stop_line',
  );
}

function checkCrosswalk(ctx: ValidationContext, element: RegulatoryElement): void {
  const code = 'crosswalk_regulatory_element_details';
  const issue = 'Autoware’s Crosswalk.RegulatoryElementDetails';
  checkRole(
    ctx,
    element,
    code,
    'refers',
    (m) => isRelation(ctx, m, 'lanelet', 'crosswalk'),
    'a lanelet of subtype crosswalk',
    issue,
  );
  checkOne(ctx, element, code, 'refers', issue);
  checkRole(
    ctx,
    element,
    code,
    'ref_line',
    (m) => isWay(ctx, m, 'stop_line'),
    'line strings of type stop_line',
    issue,
  );
  checkRole(
    ctx,
    element,
    code,
    'crosswalk_polygon',
    (m) => isWay(ctx, m, 'crosswalk_polygon') || isRelation(ctx, m, 'crosswalk_polygon'),
    'a polygon of type crosswalk_polygon',
    issue,
  );
  checkOne(ctx, element, code, 'crosswalk_polygon', issue);
}

/**
 * A traffic_sign element: its sign is a traffic_sign line string and its stop line a
 * stop_line. Autoware uses these elements for stop signs only: there the sign's subtype is
 * stop_sign and the stop line is required.
 */
function checkTrafficSign(ctx: ValidationContext, element: RegulatoryElement): void {
  const code = 'traffic_sign_regulatory_element_details';
  const autoware = ctx.flavour === 'autoware';
  checkRole(
    ctx,
    element,
    code,
    'refers',
    (m) => isWay(ctx, m, 'traffic_sign', autoware ? 'stop_sign' : undefined),
    autoware
      ? 'a line string of type traffic_sign, subtype stop_sign'
      : 'traffic_sign line strings',
    'Autoware’s StopLine.RegulatoryElementDetailsForTrafficSigns-002',
  );
  checkRole(
    ctx,
    element,
    code,
    'ref_line',
    (m) => isWay(ctx, m, 'stop_line'),
    'a line string of type stop_line',
    'Autoware’s StopLine.RegulatoryElementDetailsForTrafficSigns-004',
  );
  if (autoware && membersOf(element, 'refers').length > 0) {
    if (membersOf(element, 'ref_line').length === 0) {
      report(
        ctx,
        code,
        { id: element.id, type: 'relation' },
        `Regulatory element ${element.id} (traffic_sign) has no \`ref_line\`, so Autoware does not know where to stop for the sign; add the stop line with role \`ref_line\` (Autoware’s StopLine.RegulatoryElementDetailsForTrafficSigns-003).`,
      );
    }
  }
}

function checkRightOfWay(ctx: ValidationContext, element: RegulatoryElement): void {
  const code = 'right_of_way_regulatory_element_details';
  const issue = 'Lanelet2’s RightOfWay';
  for (const role of ['right_of_way', 'yield']) {
    checkRole(ctx, element, code, role, (m) => isRelation(ctx, m, 'lanelet'), 'lanelets', issue);
  }
  checkRole(
    ctx,
    element,
    code,
    'ref_line',
    (m) => m.type === 'way' && ctx.ways.has(m.ref) && !ctx.map.boundUsers.has(m.ref),
    'line strings (stop lines), not lane bounds',
    issue,
  );
}

export function checkRegulatoryDetails(ctx: ValidationContext): void {
  for (const element of ctx.map.regulatoryElements.values()) {
    if (element.subtype === 'traffic_light') checkTrafficLight(ctx, element);
    else if (element.subtype === 'crosswalk') checkCrosswalk(ctx, element);
    else if (element.subtype === 'traffic_sign') checkTrafficSign(ctx, element);
    else if (element.subtype === 'right_of_way') checkRightOfWay(ctx, element);
  }
}
