import type { OsmMember, OsmType } from '@ads/lanelet2';
import { createRelation, patchedTags, putTags, setMembers, type EditContext } from './edit-context';
import { EditError, STOP_LINE_SUBTYPES } from './editor-api';
import { isLaneletRelation } from './lanelet-shape';

/*
 * Regulatory elements (Lanelet2's RegulatoryElementTagging, Autoware's crosswalk): a relation
 * `type=regulatory_element` with a `subtype`, naming what makes the rule (`refers`: the light,
 * the sign, the crosswalk lanelet), where to stop (`ref_line`) and, for right of way, who has
 * it and who yields; and every lanelet the rule applies to names the element as a
 * `regulatory_element` member, since Lanelet2 reads rules from the lanelet.
 */

type RegulatoryTags = Record<string, string>;

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

function requireLanelets(ctx: EditContext, ids: readonly number[], what: string): number[] {
  const list = unique(ids);
  if (list.length === 0) throw new EditError(`Pick at least one lanelet ${what}.`);
  for (const id of list) {
    const relation = ctx.store.relation(id);
    if (!relation) throw new EditError(`Lanelet ${id} does not exist.`);
    if (!isLaneletRelation(relation)) throw new EditError(`Relation ${id} is not a lanelet.`);
  }
  return list;
}

/** Members for line strings (or, where `points` allows, nodes) with the given role. */
function lineMembers(
  ctx: EditContext,
  ids: readonly number[],
  role: string,
  what: string,
  points = false,
): OsmMember[] {
  return unique(ids).map((ref) => {
    let type: OsmType | null = ctx.store.way(ref) ? 'way' : null;
    if (!type && points && ctx.store.node(ref)) type = 'node';
    if (!type) throw new EditError(`${what} ${ref} is not a line string of this map.`);
    return { type, ref, role };
  });
}

function stopLineMembers(ctx: EditContext, stopLines: readonly number[]): OsmMember[] {
  return lineMembers(ctx, stopLines, 'ref_line', 'Stop line');
}

function laneletMembers(ids: readonly number[], role: string): OsmMember[] {
  return ids.map((ref) => ({ type: 'relation', ref, role }));
}

function createElement(
  ctx: EditContext,
  subtype: string,
  members: OsmMember[],
  tags: RegulatoryTags,
  governed: readonly number[],
): number {
  const id = createRelation(ctx, members, { type: 'regulatory_element', subtype, ...tags });
  for (const lanelet of governed) linkRegulatoryElement(ctx, lanelet, id, true);
  return id;
}

export function addTrafficLight(
  ctx: EditContext,
  input: { lanelets: number[]; lights: number[]; stopLine?: number },
): number {
  const lanelets = requireLanelets(ctx, input.lanelets, 'for the traffic light to govern');
  if (input.lights.length === 0)
    throw new EditError('Draw or pick the traffic light itself first.');
  const members = [
    ...lineMembers(ctx, input.lights, 'refers', 'Traffic light'),
    ...stopLineMembers(ctx, input.stopLine === undefined ? [] : [input.stopLine]),
  ];
  return createElement(ctx, 'traffic_light', members, {}, lanelets);
}

export function addTrafficSign(
  ctx: EditContext,
  input: { lanelets: number[]; signs: number[]; stopLine?: number; signType?: string },
): number {
  const lanelets = requireLanelets(ctx, input.lanelets, 'for the sign to govern');
  if (input.signs.length === 0) throw new EditError('Draw or pick the traffic sign itself first.');
  const members = [
    ...lineMembers(ctx, input.signs, 'refers', 'Traffic sign', true),
    ...stopLineMembers(ctx, input.stopLine === undefined ? [] : [input.stopLine]),
  ];
  const tags: RegulatoryTags = input.signType ? { sign_type: input.signType } : {};
  return createElement(ctx, 'traffic_sign', members, tags, lanelets);
}

export function addRightOfWay(
  ctx: EditContext,
  input: { rightOfWay: number[]; yield: number[]; stopLine?: number },
): number {
  const priority = requireLanelets(ctx, input.rightOfWay, 'that has the right of way');
  const yielding = requireLanelets(ctx, input.yield, 'that must yield');
  const both = priority.find((id) => yielding.includes(id));
  if (both !== undefined) {
    throw new EditError(`Lanelet ${both} cannot both have the right of way and yield.`);
  }
  const members = [
    ...laneletMembers(priority, 'right_of_way'),
    ...laneletMembers(yielding, 'yield'),
    ...stopLineMembers(ctx, input.stopLine === undefined ? [] : [input.stopLine]),
  ];
  // Lanelet2: every lanelet the element mentions also names it.
  return createElement(ctx, 'right_of_way', members, {}, [...priority, ...yielding]);
}

/**
 * A speed limit not put up by a drawn sign: Lanelet2 reads it from the element's `sign_type`
 * ("50 km/h"); `speed_limit` says the same number for tools that read that tag, and each
 * lanelet's own `speed_limit` tag is set to match.
 */
export function addSpeedLimit(
  ctx: EditContext,
  input: { lanelets: number[]; speedKmh: number },
): number {
  const lanelets = requireLanelets(ctx, input.lanelets, 'for the speed limit');
  const speed = input.speedKmh;
  if (!(Number.isFinite(speed) && speed > 0)) {
    throw new EditError(`A speed limit must be a number of km/h above 0 (got ${speed}).`);
  }
  const text = String(speed);
  for (const id of lanelets) {
    putTags(ctx, 'relation', id, patchedTags(ctx.store.relation(id)!.tags, { speed_limit: text }));
  }
  const tags = { sign_type: `${text} km/h`, speed_limit: text };
  return createElement(ctx, 'speed_limit', [], tags, lanelets);
}

/** Autoware's crosswalk: refers the crosswalk lanelet, stops at `ref_line`s, named by roads. */
export function addCrosswalk(
  ctx: EditContext,
  input: { crosswalk: number; lanelets: number[]; stopLines?: number[] },
): number {
  const [crosswalk] = requireLanelets(ctx, [input.crosswalk], 'as the crosswalk');
  const subtype = ctx.store.relation(crosswalk!)!.tags.subtype;
  if (subtype !== 'crosswalk') {
    throw new EditError(
      `Lanelet ${crosswalk} is ${subtype ? `a ${subtype} lanelet` : 'untyped'}, not a crosswalk; tag it subtype=crosswalk or pick the crosswalk lanelet.`,
    );
  }
  const roads = requireLanelets(ctx, input.lanelets, 'that crosses the crosswalk').filter(
    (id) => id !== crosswalk,
  );
  const members = [
    ...laneletMembers([crosswalk!], 'refers'),
    ...stopLineMembers(ctx, input.stopLines ?? []),
  ];
  return createElement(ctx, 'crosswalk', members, {}, roads);
}

function sameMembers(a: readonly OsmMember[], b: readonly OsmMember[]): boolean {
  return (
    a.length === b.length &&
    a.every((m, i) => m.type === b[i]!.type && m.ref === b[i]!.ref && m.role === b[i]!.role)
  );
}

/**
 * Changes the element itself rather than making a new one: a new id would break every link
 * to it (the lanelets naming it, a planner's or a colleague's copy of the saved file). The new
 * `ref_line` takes the old one's place among the members, else goes last.
 */
export function setStopLine(ctx: EditContext, elementId: number, stopLine: number | null): void {
  const element = ctx.store.relation(elementId);
  if (element?.tags.type !== 'regulatory_element') {
    throw new EditError(`Relation ${elementId} is not a regulatory element.`);
  }
  const subtype = element.tags.subtype ?? '';
  if (!(STOP_LINE_SUBTYPES as readonly string[]).includes(subtype)) {
    throw new EditError(
      `Regulatory element ${elementId} (${subtype || 'no subtype'}) has no single stop line; traffic lights, signs and right of way do.`,
    );
  }
  const replacement = stopLineMembers(ctx, stopLine === null ? [] : [stopLine]);
  const at = element.members.findIndex((m) => m.role === 'ref_line');
  const rest = element.members.filter((m) => m.role !== 'ref_line');
  const members =
    at < 0 ? [...rest, ...replacement] : [...rest.slice(0, at), ...replacement, ...rest.slice(at)];
  if (!sameMembers(members, element.members)) setMembers(ctx, element, members);
}

export function linkRegulatoryElement(
  ctx: EditContext,
  laneletId: number,
  elementId: number,
  linked: boolean,
): void {
  const [lanelet] = requireLanelets(ctx, [laneletId], '');
  const element = ctx.store.relation(elementId);
  if (element?.tags.type !== 'regulatory_element') {
    throw new EditError(`Relation ${elementId} is not a regulatory element.`);
  }
  const relation = ctx.store.relation(lanelet!)!;
  const isLink = (m: OsmMember) =>
    m.type === 'relation' && m.ref === elementId && m.role === 'regulatory_element';
  const has = relation.members.some(isLink);
  if (linked && !has) {
    setMembers(ctx, relation, [
      ...relation.members,
      { type: 'relation', ref: elementId, role: 'regulatory_element' },
    ]);
  } else if (!linked && has) {
    setMembers(
      ctx,
      relation,
      relation.members.filter((m) => !isLink(m)),
    );
  }
}
