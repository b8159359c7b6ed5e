import { distanceM } from '../../../../lib/lanelet/geometry';
import type { ElementRef, LonLat, MapEditorApi } from '../../model/editor-api';
import { attempt } from './attempt';
import { type PickRole, editorUi, sameRef } from './editor-store';
import { anyWay, isStopLine, nearestWay, pickLanelet, safeHit } from './pick';
import { previewRoute } from './route-preview';
import { DRAWING_TOOLS } from './tools';

/*
 * What a click on the map, Enter and Esc do in each tool. The map hands over positions; the
 * model does the editing; this decides which operation a gesture means.
 */

export interface ToolContext {
  editor: MapEditorApi;
  /** How far from an element a click still hits it, in metres (a few pixels at this zoom). */
  tolerance: number;
}

/** Points closer than this to the last one are the same click (a double-click's second). */
const SAME_POINT_M = 0.3;

const relation = (id: number): ElementRef => ({ type: 'relation', id });
const way = (id: number): ElementRef => ({ type: 'way', id });

function toggle(list: number[] | undefined, id: number): number[] {
  const current = list ?? [];
  return current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
}

function addPoint(at: LonLat): LonLat[] {
  const { draft } = editorUi.get();
  const last = draft[draft.length - 1];
  if (last && distanceM(last, at) < SAME_POINT_M) return draft;
  const next = [...draft, at];
  editorUi.set({ draft: next });
  return next;
}

/** Stop lines can be picked by these tools (one each, several for a crosswalk). */
const TAKES_STOP_LINES = new Set(['traffic_light', 'traffic_sign', 'right_of_way', 'crosswalk']);

function pickForRegulation(ctx: ToolContext, at: LonLat): void {
  const state = editorUi.get();
  const stop = TAKES_STOP_LINES.has(state.tool)
    ? nearestWay(ctx.editor.doc, at, ctx.tolerance, isStopLine)
    : null;
  if (stop !== null) {
    const several = state.tool === 'crosswalk';
    const current = state.picks.stop_line ?? [];
    const next = several ? toggle(current, stop) : current.includes(stop) ? [] : [stop];
    editorUi.set({ picks: { ...state.picks, stop_line: next } });
    return;
  }
  const lanelet = pickLanelet(ctx.editor, at, ctx.tolerance);
  if (lanelet === null) return;
  let role: PickRole = state.pickRole;
  if (state.tool === 'crosswalk' && role === 'crosswalk') {
    // The first pick is the crosswalk itself; the lanelets it crosses come after.
    editorUi.set({ picks: { ...state.picks, crosswalk: [lanelet] }, pickRole: 'lanelets' });
    return;
  }
  if (state.tool === 'crosswalk' && state.picks.crosswalk?.includes(lanelet)) role = 'crosswalk';
  editorUi.set({ picks: { ...state.picks, [role]: toggle(state.picks[role], lanelet) } });
}

function clickWhileEditingRegulation(ctx: ToolContext, at: LonLat): void {
  const { editing } = editorUi.get();
  if (!editing) return;
  if (editing.what === 'stop_line') {
    const stop = nearestWay(ctx.editor.doc, at, ctx.tolerance, isStopLine);
    if (stop === null) return;
    const id = editing.regulatoryElement;
    const done = attempt(() => {
      ctx.editor.setStopLine(id, stop);
      return true;
    });
    if (done) editorUi.set({ editing: null, selection: [relation(id)] });
    return;
  }
  const lanelet = pickLanelet(ctx.editor, at, ctx.tolerance);
  if (lanelet === null) return;
  const linked = ctx.editor.doc.relations
    .get(lanelet)
    ?.members.some((m) => m.type === 'relation' && m.ref === editing.regulatoryElement);
  attempt(() => ctx.editor.linkRegulatoryElement(lanelet, editing.regulatoryElement, !linked));
}

function clickSelect(ctx: ToolContext, at: LonLat, shift: boolean): void {
  const hit = safeHit(ctx.editor, at, ctx.tolerance);
  const { selection } = editorUi.get();
  if (!hit) {
    if (!shift) editorUi.select([]);
    return;
  }
  if (!shift) editorUi.select([hit]);
  else if (selection.some((item) => sameRef(item, hit))) {
    editorUi.select(selection.filter((item) => !sameRef(item, hit)));
  } else editorUi.select([...selection, hit]);
}

export function clickMap(ctx: ToolContext, at: LonLat, shift = false): void {
  const state = editorUi.get();
  if (state.editing) return clickWhileEditingRegulation(ctx, at);
  const tool = state.tool;
  const drawing = DRAWING_TOOLS[tool];
  if (drawing !== undefined && state.phase === 'draw') {
    const points = addPoint(at);
    if (drawing > 0 && points.length >= drawing) finishTool(ctx);
    return;
  }
  switch (tool) {
    case 'select':
      return clickSelect(ctx, at, shift);
    case 'bounds': {
      const picked = nearestWay(ctx.editor.doc, at, ctx.tolerance, anyWay);
      if (picked === null) return;
      if (!state.picks.left) {
        editorUi.set({ picks: { left: [picked] }, pickRole: 'right' });
        return;
      }
      const left = state.picks.left[0]!;
      const created = attempt(() => ctx.editor.addLaneletFromBounds(left, picked));
      editorUi.clearWork();
      if (created) editorUi.select([relation(created.lanelet)]);
      return;
    }
    case 'traffic_light':
    case 'traffic_sign':
    case 'right_of_way':
    case 'speed_limit':
    case 'crosswalk':
      return pickForRegulation(ctx, at);
    case 'split': {
      const lanelet = pickLanelet(ctx.editor, at, ctx.tolerance);
      if (lanelet === null) return;
      const parts = attempt(() => ctx.editor.splitLanelet(lanelet, at));
      if (parts) editorUi.select(parts.map(relation));
      return;
    }
    case 'join': {
      const lanelet = pickLanelet(ctx.editor, at, ctx.tolerance);
      if (lanelet === null) return;
      const picked = toggle(state.picks.lanelets, lanelet);
      if (picked.length < 2) {
        editorUi.set({ picks: { lanelets: picked } });
        return;
      }
      const joined = attempt(() => ctx.editor.joinLanelets(picked[0]!, picked[1]!));
      editorUi.clearWork();
      if (joined !== undefined) editorUi.select([relation(joined)]);
      return;
    }
    case 'route': {
      const ends = state.routeEnds.length >= 2 ? [at] : [...state.routeEnds, at];
      editorUi.set({ routeEnds: ends, route: null });
      if (ends.length === 2) editorUi.set({ route: previewRoute(ctx.editor, ends[0]!, ends[1]!) });
      return;
    }
    default:
      return;
  }
}

function finishDrawing(ctx: ToolContext): void {
  const state = editorUi.get();
  const points = state.draft;
  if (state.tool === 'traffic_light' || state.tool === 'traffic_sign') {
    if (points.length < 2) return;
    editorUi.set({ phase: 'pick', pickRole: 'lanelets' });
    return;
  }
  if (points.length < 2) return;
  let created: ElementRef | undefined;
  if (state.tool === 'centreline') {
    const lanelet = attempt(() => ctx.editor.addLaneletFromCenterline(points, state.width));
    if (lanelet) created = relation(lanelet.lanelet);
  } else {
    const tags =
      state.tool === 'stop_line'
        ? { type: 'stop_line' }
        : { type: state.lineType, ...(state.lineSubtype ? { subtype: state.lineSubtype } : {}) };
    const id = attempt(() => ctx.editor.addLineString(points, tags));
    if (id !== undefined) created = way(id);
  }
  editorUi.set({ draft: [] });
  if (created) editorUi.select([created]);
}

function finishRegulation(ctx: ToolContext): void {
  const state = editorUi.get();
  const { editor } = ctx;
  const picks = state.picks;
  const lanelets = picks.lanelets ?? [];
  const stopLine = picks.stop_line?.[0];
  let created: number | undefined;
  switch (state.tool) {
    case 'traffic_light':
      created = attempt(() =>
        editor.batch('Traffic light', () => {
          // Its bottom edge, over the road and with Autoware's height (model/traffic-light.ts).
          const light = editor.addTrafficLightLine(state.draft, lanelets);
          return editor.addTrafficLight({ lanelets, lights: [light], stopLine });
        }),
      );
      break;
    case 'traffic_sign':
      created = attempt(() =>
        editor.batch('Traffic sign', () => {
          const sign = editor.addLineString(state.draft, {
            type: 'traffic_sign',
            subtype: state.signType,
          });
          return editor.addTrafficSign({
            lanelets,
            signs: [sign],
            stopLine,
            signType: state.signType,
          });
        }),
      );
      break;
    case 'right_of_way':
      created = attempt(() =>
        editor.addRightOfWay({
          rightOfWay: picks.right_of_way ?? [],
          yield: picks.yield ?? [],
          stopLine,
        }),
      );
      break;
    case 'speed_limit':
      created = attempt(() => editor.addSpeedLimit({ lanelets, speedKmh: state.speedKmh }));
      break;
    case 'crosswalk': {
      const crosswalk = picks.crosswalk?.[0];
      if (crosswalk === undefined) return;
      created = attempt(() =>
        editor.addCrosswalk({ crosswalk, lanelets, stopLines: picks.stop_line ?? [] }),
      );
      break;
    }
    default:
      return;
  }
  editorUi.clearWork();
  if (created !== undefined) editorUi.select([relation(created)]);
}

/** Enter, a double-click, or the options bar's button: the drawing or the picking is done. */
export function finishTool(ctx: ToolContext): void {
  const state = editorUi.get();
  if (state.editing) {
    editorUi.set({ editing: null });
    return;
  }
  if (DRAWING_TOOLS[state.tool] !== undefined && state.phase === 'draw') finishDrawing(ctx);
  else finishRegulation(ctx);
}

/** Esc: drops the work in progress; with none, goes back to Select; in Select, clears the selection. */
export function cancelTool(): void {
  const state = editorUi.get();
  const working =
    state.draft.length > 0 ||
    Object.values(state.picks).some((ids) => ids.length > 0) ||
    state.phase === 'pick' ||
    state.routeEnds.length > 0 ||
    state.editing !== null;
  if (working) editorUi.clearWork();
  else if (state.tool !== 'select') editorUi.chooseTool('select');
  else editorUi.select([]);
}
