import { describe, expect, it } from 'vitest';
import { DocBuilder } from '../../../../lib/lanelet/test-doc';
import { DocSender, applyDelta } from './doc-delta';

describe('sending the map to the worker', () => {
  it('sends it whole first, then only what changed, and the copy follows', () => {
    const b = new DocBuilder();
    const way = b.line([
      [139, 35],
      [139.001, 35],
    ]);
    const sender = new DocSender();
    const first = sender.next(b.doc);
    expect(first.kind).toBe('whole');
    let copy = applyDelta(null, structuredClone(first));

    const node = b.doc.ways.get(way)!.nodes[0]!;
    b.doc.nodes.set(node, { ...b.doc.nodes.get(node)!, lat: 35.1 });
    b.doc.ways.delete(way);
    const added = b.node(139.5, 35.5, { type: 'pole' });
    const delta = sender.next(b.doc);
    expect(delta).toMatchObject({
      kind: 'delta',
      nodes: { set: [{ id: node }, { id: added }], remove: [] },
      ways: { set: [], remove: [way] },
    });
    copy = applyDelta(copy, structuredClone(delta));
    expect([...copy.nodes.keys()].sort()).toEqual([...b.doc.nodes.keys()].sort());
    expect(copy.nodes.get(node)!.lat).toBe(35.1);
    expect(copy.ways.size).toBe(0);

    const unchanged = sender.next(b.doc);
    expect(unchanged).toMatchObject({ nodes: { set: [], remove: [] } });
  });
});
