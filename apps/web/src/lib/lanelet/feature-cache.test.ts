import { describe, expect, it } from 'vitest';
import { FeatureCache } from './feature-cache';
import { DocBuilder, gridDoc } from './test-doc';

function twoLanes() {
  const b = new DocBuilder();
  const top = b.line(
    [
      [139, 35.00006],
      [139.0002, 35.00006],
    ],
    { type: 'line_thin' },
  );
  const middle = b.line(
    [
      [139, 35.00003],
      [139.0002, 35.00003],
    ],
    { type: 'line_thin', subtype: 'dashed' },
  );
  const bottom = b.line(
    [
      [139, 35],
      [139.0002, 35],
    ],
    { type: 'line_thin' },
  );
  const a = b.lanelet(top, middle);
  const c = b.lanelet(middle, bottom);
  return { b, top, middle, bottom, a, c };
}

const ids = (features: Array<{ id?: string | number }>) => features.map((f) => f.id).sort();

describe('the feature cache', () => {
  it('builds everything once, then nothing while nothing changes', () => {
    const { b } = twoLanes();
    const cache = new FeatureCache();
    const first = cache.update(b.doc);
    expect(first.changed).toBe(true);
    expect(first.diffs.lanelets.add).toHaveLength(2);
    const again = cache.update(b.doc);
    expect(again.changed).toBe(false);
    expect(again.collection('lanelets')).toBe(first.collection('lanelets'));
  });

  it('rebuilds what a replaced node touches: its way and both lanelets sharing it', () => {
    const { b, middle, a, c } = twoLanes();
    const cache = new FeatureCache();
    cache.update(b.doc);
    const nodeId = b.doc.ways.get(middle)!.nodes[0]!;
    const node = b.doc.nodes.get(nodeId)!;
    // As the editor's model changes an element: a new object in its place.
    b.doc.nodes.set(nodeId, { ...node, lat: node.lat + 0.000001 });
    const update = cache.update(b.doc);
    expect(ids(update.diffs.lines.add)).toEqual([`w${middle}`]);
    expect(ids(update.diffs.lanelets.add)).toEqual([`r${a}`, `r${c}`].sort());
    expect(update.diffs.lanelets.remove.sort()).toEqual([`r${a}`, `r${c}`].sort());
    expect(update.collection('lanelets').features).toHaveLength(2);
  });

  it('removes what is deleted and draws what is retagged', () => {
    const { b, a, c, bottom } = twoLanes();
    const cache = new FeatureCache();
    cache.update(b.doc);
    b.doc.relations.delete(a);
    const lane = b.doc.relations.get(c)!;
    b.doc.relations.set(c, { ...lane, tags: { ...lane.tags, subtype: 'crosswalk' } });
    b.doc.ways.delete(bottom);
    const update = cache.update(b.doc);
    expect(update.diffs.lanelets.remove).toContain(`r${a}`);
    expect(update.diffs.lines.remove).toEqual([`w${bottom}`]);
    // Its right bound gone, the second lanelet cannot be drawn either.
    expect(update.counts.lanelets).toBe(0);
    expect(update.collection('centrelines').features).toHaveLength(0);
  });

  it('rebuilds only the edited lanelet of a 5,000-lanelet map', () => {
    const doc = gridDoc(5000);
    const cache = new FeatureCache();
    cache.update(doc);
    const [id, relation] = [...doc.relations.entries()][2500]!;
    for (let i = 0; i < 3; i++) {
      doc.relations.set(id, {
        ...relation,
        tags: { ...relation.tags, speed_limit: String(30 + i) },
      });
      const update = cache.update(doc);
      expect(update.diffs.lanelets.add).toHaveLength(1);
      expect(update.diffs.lanelets.remove).toHaveLength(1);
    }
  });
});
