/*
 * Rules about the document as a graph of ids: dangling references, ids shared across
 * primitive types, and (Autoware) nodes without elevation.
 */
import { membersOf, tagOf, wayNodeIds } from './lanelet-map';
import type { OsmType } from './osm';
import type { ValidationContext } from './validate-context';
import { listIds, plural, relationName, report } from './validate-context';

export function checkMissingReferences(ctx: ValidationContext): void {
  for (const [id, way] of ctx.ways) {
    let missing: number[] | undefined; // allocated only for a broken way: most are fine
    for (const ref of wayNodeIds(way)) {
      if (ctx.nodes.has(ref)) continue;
      missing ??= [];
      if (!missing.includes(ref)) missing.push(ref);
    }
    if (!missing) continue;
    const which = missing.length === 1 ? 'node' : 'nodes';
    report(
      ctx,
      'missing_reference',
      { id, type: 'way' },
      `Way ${id} refers to ${which} ${listIds(missing)}, which ${missing.length === 1 ? 'does' : 'do'} not exist; add the missing ${which} or remove ${missing.length === 1 ? 'it' : 'them'} from the way.`,
    );
  }
  for (const [id, relation] of ctx.relations) {
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
    if (missing.length === 0) continue;
    report(
      ctx,
      'missing_reference',
      { id, type: 'relation' },
      `${relationName(relation, id)} refers to ${listIds(missing)}, which ${missing.length === 1 ? 'does' : 'do'} not exist; add the missing ${missing.length === 1 ? 'element' : 'elements'} or remove ${missing.length === 1 ? 'that member' : 'those members'}.`,
    );
  }
}

export function checkDuplicateIds(ctx: ValidationContext): void {
  const describe = (id: number, type: OsmType): string => {
    if (type === 'node') return `node ${id}`;
    if (type === 'way') return `way ${id}`;
    return relationName(ctx.relations.get(id), id).toLowerCase();
  };
  const checked = new Set<number>();
  const check = (id: number) => {
    if (checked.has(id)) return;
    checked.add(id);
    const types: OsmType[] = [];
    if (ctx.nodes.has(id)) types.push('node');
    if (ctx.ways.has(id)) types.push('way');
    if (ctx.relations.has(id)) types.push('relation');
    if (types.length < 2) return;
    report(
      ctx,
      'duplicate_id',
      { id, type: types[types.length - 1]! },
      `Id ${id} is used by ${listIds(types.map((t) => describe(id, t)))}; Lanelet2 needs ids unique across points, line strings, lanelets and regulatory elements, so give one of them a new id.`,
    );
  };
  for (const id of ctx.ways.keys()) check(id);
  for (const id of ctx.relations.keys()) check(id);
}

/** Autoware only: one finding for the whole map, counting the nodes and naming the first. */
export function checkElevation(ctx: ValidationContext): void {
  let count = 0;
  let first: number | undefined;
  for (const [id, node] of ctx.nodes) {
    if (tagOf(node?.tags, 'ele') !== undefined) continue;
    count += 1;
    first ??= id;
  }
  if (first === undefined) return;
  report(
    ctx,
    'missing_ele',
    { id: first, type: 'node' },
    `${plural(count, 'node')} of ${ctx.nodes.size} ${count === 1 ? 'has' : 'have'} no \`ele\` tag (the first is node ${first}); Autoware reads elevation from \`ele\`, so add it (in metres) to every node.`,
  );
}
