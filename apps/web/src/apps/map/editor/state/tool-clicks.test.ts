import { beforeEach, describe, expect, it } from 'vitest';
import { DocBuilder } from '../../../../lib/lanelet/test-doc';
import { EditError } from '../../model/editor-api';
import { at, line, newEditor } from '../../model/test-helpers';
import { fakeEditor } from '../test/fake-editor';
import { editorUi } from './editor-store';
import { cancelTool, clickMap, finishTool } from './tool-clicks';

/** A lanelet from 139.0000 to 139.0002 east, 35.00000–35.00003 north, and a stop line across it. */
function road() {
  const b = new DocBuilder();
  const left = b.line([
    [139, 35.00003],
    [139.0002, 35.00003],
  ]);
  const right = b.line([
    [139, 35],
    [139.0002, 35],
  ]);
  const lanelet = b.lanelet(left, right);
  const stop = b.line(
    [
      [139.00018, 35.00003],
      [139.00018, 35],
    ],
    { type: 'stop_line' },
  );
  return { doc: b.doc, lanelet, stop };
}

const ctx = (editor: ReturnType<typeof fakeEditor>) => ({ editor, tolerance: 1 });

describe('the tools', () => {
  beforeEach(() => {
    editorUi.reset();
  });

  it('draws a lanelet from its centreline; a double-click’s second click adds no point', () => {
    const editor = fakeEditor(road().doc);
    editorUi.chooseTool('centreline');
    clickMap(ctx(editor), [139.001, 35.001]);
    clickMap(ctx(editor), [139.0015, 35.001]);
    clickMap(ctx(editor), [139.0015, 35.001]);
    expect(editorUi.get().draft).toHaveLength(2);
    finishTool(ctx(editor));
    expect(editor.addLaneletFromCenterline).toHaveBeenCalledWith(
      [
        [139.001, 35.001],
        [139.0015, 35.001],
      ],
      3.5,
    );
    expect(editorUi.get().draft).toEqual([]);
    expect(editorUi.get().selection).toEqual([{ type: 'relation', id: expect.any(Number) }]);
  });

  it('ends a stop line at its second point by itself', () => {
    const editor = fakeEditor(road().doc);
    editorUi.chooseTool('stop_line');
    clickMap(ctx(editor), [139.001, 35.001]);
    clickMap(ctx(editor), [139.001, 35.0011]);
    expect(editor.addLineString).toHaveBeenCalledWith(expect.any(Array), { type: 'stop_line' });
  });

  it('makes a traffic light: its line, then its lanelets and stop line, as one undo step', () => {
    const { doc, lanelet, stop } = road();
    const editor = fakeEditor(doc);
    editorUi.chooseTool('traffic_light');
    clickMap(ctx(editor), [139.00019, 35.00005]);
    clickMap(ctx(editor), [139.0002, 35.00005]);
    expect(editorUi.get().phase).toBe('pick');
    expect(editor.addTrafficLightLine).not.toHaveBeenCalled();
    clickMap(ctx(editor), [139.0001, 35.000015]); // inside the lanelet
    clickMap(ctx(editor), [139.00018, 35.00001]); // on the stop line
    expect(editorUi.get().picks).toEqual({ lanelets: [lanelet], stop_line: [stop] });
    finishTool(ctx(editor));
    expect(editor.batch).toHaveBeenCalledTimes(1);
    expect(editor.addTrafficLightLine).toHaveBeenCalledWith(
      [
        [139.00019, 35.00005],
        [139.0002, 35.00005],
      ],
      [lanelet],
    );
    const light = editor.addTrafficLightLine.mock.results[0]!.value as number;
    expect(editor.addTrafficLight).toHaveBeenCalledWith({
      lanelets: [lanelet],
      lights: [light],
      stopLine: stop,
    });
    expect(editorUi.get().picks).toEqual({});
  });

  it('hangs a drawn traffic light 5 m over its road with Autoware’s height tag', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [40, 0]), 3.5).lanelet;
    const left = editor.doc.relations.get(road)!.members.find((m) => m.role === 'left')!.ref;
    for (const node of editor.doc.ways.get(left)!.nodes) {
      editor.setTags({ type: 'node', id: node }, { ele: '7.25' });
    }
    editorUi.chooseTool('traffic_light');
    clickMap({ editor, tolerance: 1 }, at(41, 3));
    clickMap({ editor, tolerance: 1 }, at(41, 2));
    clickMap({ editor, tolerance: 1 }, at(20, 0.5));
    finishTool({ editor, tolerance: 1 });
    const light = [...editor.doc.ways.values()].find((w) => w.tags.type === 'traffic_light')!;
    expect(light.tags).toMatchObject({ subtype: 'red_yellow_green', height: '0.5' });
    // The nearest road node is on the left bound, raised to 7.25 m.
    expect(light.nodes.map((id) => editor.doc.nodes.get(id)!.z)).toEqual([12.25, 12.25]);
    expect(editor.doc.nodes.get(light.nodes[0]!)!.tags.ele).toBe('12.25');
  });

  it('says why an edit cannot be done and keeps going', () => {
    const editor = fakeEditor(road().doc);
    editor.addLineString.mockImplementationOnce(() => {
      throw new EditError('A line string needs two distinct points.');
    });
    editorUi.chooseTool('line');
    clickMap(ctx(editor), [139.001, 35.001]);
    clickMap(ctx(editor), [139.002, 35.001]);
    expect(() => finishTool(ctx(editor))).not.toThrow();
    expect(editorUi.get().selection).toEqual([]);
    expect(editorUi.get().draft).toEqual([]);
  });

  it('toggles picked lanelets and creates a speed limit', () => {
    const { doc, lanelet } = road();
    const editor = fakeEditor(doc);
    editorUi.chooseTool('speed_limit');
    editorUi.set({ speedKmh: 40 });
    clickMap(ctx(editor), [139.0001, 35.000015]);
    clickMap(ctx(editor), [139.0001, 35.000015]);
    expect(editorUi.get().picks.lanelets).toEqual([]);
    clickMap(ctx(editor), [139.0001, 35.000015]);
    finishTool(ctx(editor));
    expect(editor.addSpeedLimit).toHaveBeenCalledWith({ lanelets: [lanelet], speedKmh: 40 });
  });

  it('selects what the model hits, adds with Shift, clears on empty ground', () => {
    const editor = fakeEditor(road().doc);
    editor.hitTest.mockReturnValueOnce({ type: 'way', id: 1 });
    clickMap(ctx(editor), [139, 35]);
    editor.hitTest.mockReturnValueOnce({ type: 'way', id: 2 });
    clickMap(ctx(editor), [139, 35], true);
    expect(editorUi.get().selection).toEqual([
      { type: 'way', id: 1 },
      { type: 'way', id: 2 },
    ]);
    clickMap(ctx(editor), [139, 35]);
    expect(editorUi.get().selection).toEqual([]);
  });

  it('Esc drops the work, then the tool, then the selection', () => {
    editorUi.chooseTool('line');
    editorUi.set({ draft: [[139, 35]], selection: [{ type: 'way', id: 1 }] });
    cancelTool();
    expect(editorUi.get()).toMatchObject({ tool: 'line', draft: [] });
    cancelTool();
    expect(editorUi.get().tool).toBe('select');
    cancelTool();
    expect(editorUi.get().selection).toEqual([]);
  });

  it('sets a traffic light’s stop line on the element itself: it stays selected by its id', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [40, 0]), 3.5).lanelet;
    const light = editor.addLineString(line([41, 6], [41.5, 6]), { type: 'traffic_light' });
    const id = editor.addTrafficLight({ lanelets: [road], lights: [light] });
    const stop = editor.addLineString(line([38, -1.75], [38, 1.75]), { type: 'stop_line' });
    editorUi.set({ editing: { regulatoryElement: id, what: 'stop_line' } });
    clickMap({ editor, tolerance: 1 }, at(38, 0.5));
    expect(editorUi.get()).toMatchObject({ editing: null, selection: [{ type: 'relation', id }] });
    expect(editor.doc.relations.get(id)!.members.at(-1)).toEqual({
      type: 'way',
      ref: stop,
      role: 'ref_line',
    });
  });

  it('previews no route on a map without one', () => {
    const editor = fakeEditor(road().doc);
    editorUi.chooseTool('route');
    clickMap(ctx(editor), [138, 34]);
    clickMap(ctx(editor), [138.001, 34]);
    expect(editorUi.get().route).toBe('none');
  });
});
