/*
 * Rules about the document as a graph of ids: dangling references, ids shared across
 * primitive types, and (Autoware) nodes without elevation.
 */
import { membersOf, tagOf, wayNodeIds } from './lanelet-map';
import type { OsmMember, OsmType } from './osm';
import type { ValidationContext } from './validate-context';
import { listIds, plural, relationName, report } from './validate-context';

export function checkMissingReferences(ctx: ValidationContext): void {
  ctx.ways.forEach((way, id) => {
    let missing: number[] | undefined; // allocated only for a broken way: most are fine
    for (const ref of wayNodeIds(way)) {
      if (ctx.nodes.has(ref)) continue;
      missing ??= [];
      if (!missing.includes(ref)) missing.push(ref);
    }
    if (!missing) return;
    const which = missing.length === 1 ? 'node' : 'nodes';
    report(
      ctx,
      'missing_reference',
      { id, type: 'way' },
      `Way ${id} refers to ${which} ${listIds(missing)}, which ${missing.length === 1 ? 'does' : 'do'} not exist; add the missing ${which} or remove ${missing.length === 1 ? 'it' : 'them'} from the way.`,
    );
  });
  ctx.relations.forEach((relation, id) => {
    if (allMembersExist(ctx, relation.members)) return; // most do: no list to build
    const missing: string[] = [];
    for (const member of membersOf(relation)) {
      const role = member.role ? ` (role ${member.role})` : '';
      if (member.type === 'node' && !ctx.nodes.has(member.ref)) {
        missing.push(`node ${member.ref}${role}`);
      } else if (member.type === 'way' && !ctx.ways.has(member.ref)) {
        missing.push(`way ${member.ref}${role}`);
      } else if (member.type === 'relation' && !ctx.relations.has(member.ref)) {
        missing.push(`relation ${member.ref}${role}`);
      } else if (member.type !== 'node' && member.type !== 'way' && member.type !== 'relation') {
        missing.push(
          `${String(member.type)} ${member.ref}${role}, a member type OSM does not have`,
        );
      }
    }
    if (missing.length === 0) return;
    report(
      ctx,
      'missing_reference',
      { id, type: 'relation' },
      `${relationName(relation, id)} refers to ${listIds(missing)}, which ${missing.length === 1 ? 'does' : 'do'} not exist; add the missing ${missing.length === 1 ? 'element' : 'elements'} or remove ${missing.length === 1 ? 'that member' : 'those members'}.`,
    );
  });
}

/** Whether every member names an element that exists (what is not a member is skipped). */
function allMembersExist(ctx: ValidationContext, members: readonly OsmMember[]): boolean {
  if (!Array.isArray(members)) return true;
  for (const member of members as readonly unknown[]) {
    if (typeof member !== 'object' || member === null) continue;
    const { type, ref } = member as OsmMember;
    const exists =
      type === 'node'
        ? ctx.nodes.has(ref)
        : type === 'way'
          ? ctx.ways.has(ref)
          : type === 'relation' && ctx.relations.has(ref);
    if (!exists) return false;
  }
  return true;
}

export function checkDuplicateIds(ctx: ValidationContext): void {
  // Ids are unique within each map, so an id is shared when another map has it too; an id of
  // both a way and a relation is reported with the ways.
  for (const id of ctx.ways.keys()) {
    if (ctx.nodes.has(id) || ctx.relations.has(id)) reportDuplicateId(ctx, id);
  }
  for (const id of ctx.relations.keys()) {
    if (!ctx.ways.has(id) && ctx.nodes.has(id)) reportDuplicateId(ctx, id);
  }
}

function reportDuplicateId(ctx: ValidationContext, id: number): void {
  const describe = (type: OsmType): string => {
    if (type === 'node') return `node ${id}`;
    if (type === 'way') return `way ${id}`;
    return relationName(ctx.relations.get(id), id).toLowerCase();
  };
  const types: OsmType[] = [];
  if (ctx.nodes.has(id)) types.push('node');
  if (ctx.ways.has(id)) types.push('way');
  if (ctx.relations.has(id)) types.push('relation');
  report(
    ctx,
    'duplicate_id',
    { id, type: types[types.length - 1]! },
    `Id ${id} is used by ${listIds(types.map((t) => describe(t)))}; Lanelet2 needs ids unique across points, line strings, lanelets and regulatory elements, so give one of them a new id.`,
  );
}

/** Autoware only: one finding for the whole map, counting the nodes and naming the first. */
export function checkElevation(ctx: ValidationContext): void {
  let count = 0;
  let first: number | undefined;
  ctx.nodes.forEach((node, id) => {
    if (tagOf(node?.tags, 'ele') !== undefined) return;
    count += 1;
    first ??= id;
  });
  if (first === undefined) return;
  report(
    ctx,
    'missing_ele',
    { id: first, type: 'node' },
    `${plural(count, 'node')} of ${ctx.nodes.size} ${count === 1 ? 'has' : 'have'} no \`ele\` tag (the first is node ${first}); Autoware reads elevation from \`ele\`, so add it (in metres) to every node.`,
  );
}
