import type { WiringEntry } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_ID, MISSING_ID, layoutWiring } from './graph-layout';

const member = (name: string) => ({ name, title: name.toUpperCase(), version: '1.0.0' });

function entry(
  memberName: string,
  topic: string,
  status: WiringEntry['status'],
  producers: string[] = [],
): WiringEntry {
  return {
    member: memberName,
    topic,
    type: 'std_msgs/msg/String',
    status,
    producers,
    message: status === 'ok' || status === 'external' ? null : `${topic}: ${status}`,
  };
}

// sensing → localization → planning → control; perception from sensing into planning.
const STACK = ['control', 'planning', 'perception', 'localization', 'sensing'].map(member);
const STACK_WIRING = [
  entry('sensing', '/sensing/lidar/raw', 'external'),
  entry('localization', '/sensing/lidar/points', 'ok', ['sensing']),
  entry('perception', '/sensing/lidar/points', 'ok', ['sensing']),
  entry('planning', '/localization/pose', 'ok', ['localization']),
  entry('planning', '/perception/objects', 'ok', ['perception']),
  entry('control', '/planning/trajectory', 'ok', ['planning']),
  entry('control', '/localization/pose', 'ok', ['localization']),
];

describe('layoutWiring', () => {
  it('lays members out left to right in dependency order, the external inputs first', () => {
    const layout = layoutWiring(STACK, STACK_WIRING);
    const column = (id: string) => layout.nodes.find((node) => node.id === id)!.column;
    expect(column(EXTERNAL_ID)).toBe(0);
    expect(column('sensing')).toBe(1);
    expect(column('localization')).toBe(2);
    expect(column('perception')).toBe(2);
    expect(column('planning')).toBe(3);
    expect(column('control')).toBe(4);
    // Every producer sits left of what it feeds: no edge goes back.
    for (const edge of layout.edges) {
      const from = layout.nodes.find((node) => node.id === edge.from)!;
      const to = layout.nodes.find((node) => node.id === edge.to)!;
      expect(from.x + from.width).toBeLessThan(to.x);
      expect(edge.back).toBe(false);
    }
  });

  it('draws one edge per wired input, labelled with its topic, between the two boxes', () => {
    const layout = layoutWiring(STACK, STACK_WIRING);
    expect(layout.edges).toHaveLength(STACK_WIRING.length);
    for (const edge of layout.edges) {
      const from = layout.nodes.find((node) => node.id === edge.from)!;
      const to = layout.nodes.find((node) => node.id === edge.to)!;
      const [start, end] = [/^M([\d.]+),([\d.]+)/, /([\d.]+),([\d.]+)$/].map((pattern) =>
        pattern.exec(edge.path)!.slice(1).map(Number),
      );
      expect(start![0]).toBe(from.x + from.width);
      expect(end![0]).toBe(to.x);
      expect(start![1]).toBeGreaterThan(from.y);
      expect(end![1]).toBeLessThan(to.y + to.height);
      expect(edge.label.x).toBeLessThan(to.x);
      expect(edge.labelled).toBe(true);
    }
    // Boxes in a column do not overlap, and everything fits the drawing.
    for (const a of layout.nodes) {
      expect(a.x + a.width).toBeLessThanOrEqual(layout.width);
      expect(a.y + a.height).toBeLessThanOrEqual(layout.height);
      for (const b of layout.nodes) {
        if (a === b || a.column !== b.column) continue;
        expect(a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
      }
    }
  });

  it('marks errors: no producer from a red source, a type mismatch and two producers red', () => {
    const members = ['a', 'b', 'c', 'd'].map(member);
    const layout = layoutWiring(members, [
      entry('b', '/a/out', 'ok', ['a']),
      entry('c', '/nowhere', 'no_producer'),
      entry('c', '/a/out', 'type_mismatch', ['a']),
      entry('d', '/twice', 'several_producers', ['a', 'b']),
    ]);
    const missing = layout.nodes.find((node) => node.id === MISSING_ID)!;
    expect(missing.error).toBe(true);
    expect(missing.column).toBe(0);
    expect(layout.nodes.find((node) => node.id === 'c')!.error).toBe(true);
    expect(layout.nodes.find((node) => node.id === 'b')!.error).toBe(false);
    const edges = layout.edges.map((edge) => [edge.from, edge.to, edge.topic, edge.error]);
    expect(edges).toEqual([
      ['a', 'b', '/a/out', false],
      [MISSING_ID, 'c', '/nowhere', true],
      ['a', 'c', '/a/out', true],
      ['a', 'd', '/twice', true],
      ['b', 'd', '/twice', true],
    ]);
    // Two producers of one input share its label.
    expect(layout.edges.filter((edge) => edge.to === 'd').map((edge) => edge.labelled)).toEqual([
      true,
      false,
    ]);
  });

  it('places every member of a feedback loop and draws the way back around the boxes', () => {
    const members = ['planner', 'controller'].map(member);
    const layout = layoutWiring(members, [
      entry('planner', '/control/state', 'ok', ['controller']),
      entry('controller', '/planning/path', 'ok', ['planner']),
    ]);
    expect(layout.nodes.map((node) => node.column).sort()).toEqual([0, 1]);
    const back = layout.edges.filter((edge) => edge.back);
    expect(back).toHaveLength(1);
    const lowest = Math.max(...layout.nodes.map((node) => node.y + node.height));
    expect(layout.height).toBeGreaterThan(lowest + 20);
  });

  it('draws a lone member without wiring as one box', () => {
    const layout = layoutWiring([member('solo')], []);
    expect(layout.nodes).toHaveLength(1);
    expect(layout.edges).toHaveLength(0);
    expect(layout.nodes[0]!.column).toBe(0);
  });
});
