import { describe, expect, it } from 'vitest';
import type { OsmDoc, OsmNode } from './osm';
import { newTags } from './osm';
import { MapBuilder, twoLaneRoad } from './test-maps';
import { validateMap } from './validate';
import { CURVATURE_TOO_BIG, POINTS_TOO_CLOSE, curvature2d } from './validate-lanelet2-checks';

// Issue 32: Lanelet2's own mapping.points_too_close, mapping.curvature_too_big and
// mapping.unknown_tags / unknown_tag_value, with its thresholds and known answers.

const found = (doc: OsmDoc, code: string) =>
  validateMap(doc).filter((finding) => finding.code === code);

const at = (x: number, y: number, z = 0): OsmNode => ({
  id: 0,
  lat: Number.NaN,
  lon: Number.NaN,
  x,
  y,
  z,
  tags: newTags(),
});

describe('curvature2d (Lanelet2’s Menger curvature)', () => {
  it('is 1/R for three points on a circle of radius R, 0 on a line, infinite for a repeat', () => {
    expect(curvature2d(at(0, 0), at(1, 1), at(2, 0))).toBeCloseTo(1, 12);
    expect(curvature2d(at(0, 0), at(2, 2), at(4, 0))).toBeCloseTo(0.5, 12);
    expect(curvature2d(at(0, 0), at(2, -2), at(4, 0))).toBeCloseTo(0.5, 12);
    // Radius 10 m, points 30° apart: still 1/10.
    const on = (deg: number) =>
      at(10 * Math.cos((deg * Math.PI) / 180), 10 * Math.sin((deg * Math.PI) / 180));
    expect(curvature2d(on(0), on(30), on(60))).toBeCloseTo(0.1, 12);
    expect(curvature2d(at(0, 0), at(1, 0), at(5, 0))).toBe(0);
    expect(curvature2d(at(0, 0), at(0, 0), at(5, 0))).toBe(Number.POSITIVE_INFINITY);
    expect(CURVATURE_TOO_BIG).toBe(0.5);
  });
});

describe('curvature_too_big', () => {
  /** A straight lane whose right bound has a kink of `dy` at x = 10 (a mis-click). */
  function kinked(dy: number) {
    const b = new MapBuilder();
    const right = b.line(
      [
        [0, 0],
        [9, 0],
        [10, dy],
        [11, 0],
        [20, 0],
      ],
      { type: 'line_thin', subtype: 'solid' },
    );
    const left = b.line(
      [
        [0, 3.5],
        [20, 3.5],
      ],
      { type: 'line_thin', subtype: 'solid' },
    );
    const lanelet = b.lanelet(left, right);
    return { b, lanelet, kink: b.doc.ways.get(right)!.nodes[2]! };
  }

  it('reports a bound bending more than 0.5 1/m at a point, on its lanelet', () => {
    // (9,0) (10,0.5) (11,0): Menger curvature 4·0.5/(√1.25·2·√1.25) = 0.8.
    const { b, lanelet, kink } = kinked(0.5);
    const findings = found(b.doc, 'curvature_too_big');
    expect(findings.length).toBeGreaterThanOrEqual(1);
    const atKink = findings.find((f) => f.message.includes(`at node ${kink} `));
    expect(atKink).toMatchObject({ severity: 'warning', element_id: lanelet });
    expect(atKink?.message).toContain('curvature 0.80 1/m');
  });

  it('leaves a gentle bend alone', () => {
    // (9,0) (10,0.1) (11,0): about 0.196 1/m; the neighbours (0,0)(9,0)(10,0.1) bend less.
    const { b } = kinked(0.1);
    expect(found(b.doc, 'curvature_too_big')).toEqual([]);
  });
});

describe('points_too_close', () => {
  it('reports points closer than 5 cm in 3D, each of the pair, as Lanelet2 does', () => {
    const { builder: b } = twoLaneRoad();
    const near = b.node(50, 50);
    const other = b.node(50.03, 50);
    b.node(60, 60);
    // 4.99 cm across but 4 cm up: 6.4 cm apart (Lanelet2 measures the distance in 3D).
    b.doc.nodes.get(b.node(60.0499, 60))!.z = 0.04;
    b.node(70, 70);
    b.node(70.0501, 70); // just over 5 cm
    const findings = found(b.doc, 'points_too_close');
    expect(findings.map((f) => f.element_id).sort((x, y) => x - y)).toEqual([near, other]);
    expect(findings[0]?.message).toMatch(/is 3\.0 cm from node/);
    expect(POINTS_TOO_CLOSE).toBe(0.05);
  });
});

describe('unknown_tags and unknown_tag_value', () => {
  it('lists the tags and values Lanelet2 does not know, one finding per element', () => {
    const { builder: b, right, dashed } = twoLaneRoad();
    const lanelet = b.tags(right[0], 'relation');
    lanelet.colour = 'red';
    lanelet['custom:note'] = 'x';
    lanelet.location = 'suburban';
    b.tags(dashed[0], 'way').subtype = 'dotted';
    const node = b.doc.nodes.values().next().value!;
    Object.assign(node.tags, { local_x: '1', local_y: '2', mgrs_code: '54SUE' });
    b.way([b.node(80, 80), b.node(81, 80), b.node(81, 81)], {
      type: 'detection_area',
      area: 'yes',
    });

    const tags = found(b.doc, 'unknown_tags');
    expect(tags.map((f) => [f.severity, f.element_id])).toEqual([['warning', right[0]]]);
    expect(tags[0]?.message).toContain('tags Lanelet2 does not know: `colour` and `custom:note`');

    const values = found(b.doc, 'unknown_tag_value');
    expect(values.map((f) => f.element_id).sort((x, y) => x - y)).toEqual(
      [dashed[0], right[0]].sort((x, y) => x - y),
    );
    const text = values.map((f) => f.message).join('\n');
    expect(text).toContain('`subtype` "dotted" for type line_thin');
    expect(text).toContain('`location` "suburban"');
  });
});
