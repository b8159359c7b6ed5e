import { describe, expect, it } from 'vitest';
import { generateDistrict } from './generate-district';
import { buildLaneletMap, laneletGeometry, tagOf } from './lanelet-map';
import type { OsmDoc } from './osm';
import { countFindings } from './osm';
import { parseOsm, writeOsm } from './osm-xml';
import { buildRoutingGraph, shortestRoute } from './routing';
import { validateMap } from './validate';

function relationsOf(doc: OsmDoc, type: string, subtype?: string) {
  return [...doc.relations.values()].filter(
    (r) => r.tags.type === type && (subtype === undefined || r.tags.subtype === subtype),
  );
}

describe('generateDistrict', () => {
  it('placed with a projector, writes an Autoware file whose lat/lon and local metres agree', () => {
    const projector = { projector_type: 'MGRS', mgrs_grid: '54SUE' } as const;
    const { doc } = generateDistrict({ lanelets: 40, projector });
    const read = parseOsm(writeOsm(doc, projector, 'autoware'), { projector });
    expect(read.findings).toEqual([]);
    expect(read.flavour).toBe('autoware');
    expect(validateMap(read.doc, { flavour: 'autoware' })).toEqual([]);
    // Tokyo Station's square, a few hundred metres from it at most.
    const first = [...read.doc.nodes.values()][0]!;
    expect(Math.abs(first.lat - 35.6812)).toBeLessThan(0.01);
    expect(Math.abs(first.lon - 139.7671)).toBeLessThan(0.01);
  });

  const { doc } = generateDistrict({ lanelets: 200 });

  it('comes close to the requested lanelet count', () => {
    const count = relationsOf(doc, 'lanelet').length;
    expect(count).toBeGreaterThan(170);
    expect(count).toBeLessThan(230);
  });

  it('validates without a single finding, in both flavours', () => {
    expect(validateMap(doc)).toEqual([]);
    expect(validateMap(doc, { flavour: 'autoware' })).toEqual([]);
  });

  it('uses positive ids, unique across nodes, ways and relations', () => {
    const ids = [...doc.nodes.keys(), ...doc.ways.keys(), ...doc.relations.keys()];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
  });

  it('has turn lanelets, traffic lights with stop lines, crosswalks and speed limits', () => {
    const turns = relationsOf(doc, 'lanelet').map((r) => tagOf(r.tags, 'turn_direction'));
    for (const direction of ['left', 'right', 'straight']) expect(turns).toContain(direction);
    const lights = relationsOf(doc, 'regulatory_element', 'traffic_light');
    expect(lights.length).toBeGreaterThan(0);
    for (const light of lights) {
      expect(light.members.map((m) => m.role).sort()).toEqual(['ref_line', 'refers']);
    }
    expect(relationsOf(doc, 'lanelet', 'crosswalk').length).toBeGreaterThan(0);
    expect(relationsOf(doc, 'regulatory_element', 'crosswalk').length).toBeGreaterThan(0);
    expect(relationsOf(doc, 'lanelet').every((r) => Number(r.tags.speed_limit) > 0)).toBe(true);
  });

  it('puts lat/lon around Tokyo Station, consistent with the local metres', () => {
    const nodes = [...doc.nodes.values()];
    const origin = nodes.find((n) => n.x === 0 && n.y === 0) ?? nodes[0]!;
    const far = nodes.reduce((a, b) => (b.x + b.y > a.x + a.y ? b : a));
    expect(Math.abs(origin.lat - 35.6812)).toBeLessThan(0.01);
    expect(Math.abs(origin.lon - 139.7671)).toBeLessThan(0.01);
    const north = (far.lat - origin.lat) * 111_320;
    expect(north).toBeCloseTo(far.y - origin.y, -1);
  });

  it('is deterministic for a seed and varies with it', () => {
    const again = generateDistrict({ lanelets: 200 }).doc;
    expect([...again.nodes.values()]).toEqual([...doc.nodes.values()]);
    const other = generateDistrict({ lanelets: 200, seed: 7 }).doc;
    expect([...other.nodes.values()].map((n) => n.x)).not.toEqual(
      [...doc.nodes.values()].map((n) => n.x),
    );
  });

  it('routes between far corners', () => {
    const map = buildLaneletMap(doc);
    const graph = buildRoutingGraph(map);
    const corner = (sign: 1 | -1) =>
      graph.laneletIds.reduce((best, id) => {
        const score = (i: number) => {
          const c = laneletGeometry(map, i)!.centerline;
          return sign * (c[0]!.x + c[0]!.y);
        };
        return score(id) > score(best) ? id : best;
      });
    const route = shortestRoute(graph, corner(-1), corner(1));
    expect(route).not.toBeNull();
    expect(route!.lanelets.length).toBeGreaterThan(5);
    expect(route!.length).toBeGreaterThan(200);
  });

  it('answers tiny requests with the smallest district', () => {
    const tiny = generateDistrict({ lanelets: 1 }).doc;
    expect(relationsOf(tiny, 'lanelet').length).toBeGreaterThan(0);
    expect(countFindings(validateMap(tiny)).error).toBe(0);
  });

  // Its speed is a figure of `npm run bench` (bench/hdmap.ts), not an assertion here.
  it('builds the 5,000-lanelet benchmark map without findings', () => {
    const big = generateDistrict({ lanelets: 5000 }).doc;
    const count = relationsOf(big, 'lanelet').length;
    expect(Math.abs(count - 5000)).toBeLessThan(250);
    expect(validateMap(big)).toEqual([]);
  }, 30_000);
});
