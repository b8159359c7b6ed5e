import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDistrict } from './generate-district';
import { buildLaneletMap, laneletGeometry } from './lanelet-map';
import type { OsmDoc, OsmMember } from './osm';
import { buildRoutingGraph, nearestLanelet, shortestRoute } from './routing';
import { junction, twoLaneRoad } from './test-maps';
import { validateMap } from './validate';

/** One edit a careless editor or a broken file could make. */
type Mutation =
  | { kind: 'delete'; pick: number }
  | { kind: 'tag'; pick: number; key: string; value: string | null }
  | { kind: 'member'; pick: number; slot: number; ref: number; type: string; role: string }
  | { kind: 'wayNode'; pick: number; slot: number; ref: number }
  | { kind: 'move'; pick: number; x: number; y: number };

const keys = ['type', 'subtype', 'location', 'one_way', 'speed_limit', 'turn_direction'];
const values = [
  'lanelet',
  'regulatory_element',
  'multipolygon',
  'traffic_light',
  'traffic_sign',
  'crosswalk',
  'right_of_way',
  'line_thin',
  'dashed_solid',
  'virtual',
  'yes',
  'no',
  '-5',
  'NaN',
  '',
];
const roles = ['left', 'right', 'centerline', 'regulatory_element', 'refers', 'ref_line', 'yield'];

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('tag' as const),
    pick: fc.nat(),
    key: fc.oneof(fc.constantFrom(...keys, '__proto__', 'constructor'), fc.string()),
    value: fc.option(fc.oneof(fc.constantFrom(...values), fc.string()), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('member' as const),
    pick: fc.nat(),
    slot: fc.nat(),
    ref: fc.oneof(fc.nat(300), fc.integer()),
    type: fc.constantFrom('node', 'way', 'relation', 'area'),
    role: fc.constantFrom(...roles),
  }),
  fc.record({
    kind: fc.constant('wayNode' as const),
    pick: fc.nat(),
    slot: fc.nat(),
    ref: fc.oneof(fc.nat(300), fc.integer()),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    x: fc.oneof(fc.double(), fc.double({ min: -50, max: 50, noNaN: true })),
    y: fc.oneof(fc.double(), fc.double({ min: -50, max: 50, noNaN: true })),
  }),
);

function nth<K, V>(map: Map<K, V>, pick: number): [K, V] | undefined {
  if (map.size === 0) return undefined;
  return [...map.entries()][pick % map.size];
}

function apply(doc: OsmDoc, m: Mutation): void {
  const elements = [doc.nodes, doc.ways, doc.relations] as Map<number, { tags: object }>[];
  if (m.kind === 'delete') {
    const map = elements[m.pick % 3]!;
    const entry = nth(map, Math.floor(m.pick / 3));
    if (entry) map.delete(entry[0]);
  } else if (m.kind === 'tag') {
    const entry = nth(elements[m.pick % 3]!, Math.floor(m.pick / 3));
    const tags = entry?.[1].tags as Record<string, string> | undefined;
    if (!tags) return;
    if (m.value === null) delete tags[m.key];
    else tags[m.key] = m.value;
  } else if (m.kind === 'member') {
    const entry = nth(doc.relations, m.pick);
    if (!entry) return;
    const members = entry[1].members;
    // Sometimes the relation itself, so self-references and cycles come up.
    const ref = m.ref % 4 === 0 ? entry[0] : m.ref;
    const member = { type: m.type as OsmMember['type'], ref, role: m.role };
    if (members.length > 0 && m.slot % 2 === 0) members[m.slot % members.length] = member;
    else members.push(member);
  } else if (m.kind === 'wayNode') {
    const entry = nth(doc.ways, m.pick);
    if (!entry) return;
    const nodes = entry[1].nodes;
    if (nodes.length > 0 && m.slot % 3 !== 0) nodes[m.slot % nodes.length] = m.ref;
    else if (m.slot % 2 === 0) nodes.push(m.ref);
    else nodes.splice(0, 1);
  } else {
    const entry = nth(doc.nodes, m.pick);
    if (!entry) return;
    entry[1].x = m.x;
    entry[1].y = m.y;
  }
}

const bases: (() => OsmDoc)[] = [
  () => twoLaneRoad().builder.doc,
  () => junction().builder.doc,
  () => generateDistrict({ lanelets: 40, seed: 3 }).doc,
];

describe('validateMap on randomly broken maps', () => {
  it('never throws nor fails internally; routing on the same map never throws', () => {
    fc.assert(
      fc.property(
        fc.nat(bases.length - 1),
        fc.array(mutation, { minLength: 1, maxLength: 25 }),
        fc.constantFrom('lanelet2' as const, 'autoware' as const),
        (base, mutations, flavour) => {
          const doc = bases[base]!();
          for (const m of mutations) apply(doc, m);
          const findings = validateMap(doc, { flavour });
          expect(findings.filter((f) => f.code === 'validator_failed')).toEqual([]);
          for (const f of findings) expect(f.message.length).toBeGreaterThan(20);
          const map = buildLaneletMap(doc);
          for (const id of map.lanelets.keys()) laneletGeometry(map, id);
          const graph = buildRoutingGraph(map);
          const [first, last] = [graph.laneletIds[0], graph.laneletIds.at(-1)];
          if (first !== undefined && last !== undefined) shortestRoute(graph, first, last);
          nearestLanelet(map, 5, 1);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});
