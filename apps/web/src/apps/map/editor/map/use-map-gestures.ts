import type { GeoJSONSource, MapMouseEvent, Map as MapLibreMap, PointLike } from 'maplibre-gl';
import { useEffect } from 'react';
import { distanceM } from '../../../../lib/lanelet/geometry';
import type { LonLat, MapEditorApi } from '../../model/editor-api';
import { attempt } from '../state/attempt';
import { useCursor } from '../state/cursor-store';
import { editorUi, useEditorUi } from '../state/editor-store';
import { nearestNode } from '../state/pick';
import { type ToolContext, clickMap, finishTool } from '../state/tool-clicks';
import { DRAWING_TOOLS } from '../state/tools';
import { DRAFT_SOURCE, dragFeatures, draftFeatures } from './draft-features';

/** How near (in pixels) a click must be to an element to hit it. */
const HIT_PX = 7;

/**
 * Below this zoom a press pans, even on a node: the nodes of a lane are a few pixels apart
 * there and not drawn, so a drag meant to move the view would move a node nobody saw (at a
 * 5,000-lanelet district's whole view, nearly every press is within HIT_PX of one). iD makes
 * the map read-only below the same zoom.
 */
export const NODE_DRAG_MIN_ZOOM = 16;

const lonLatOf = (event: MapMouseEvent): LonLat => [event.lngLat.lng, event.lngLat.lat];

/** Metres that `pixels` span at a point of the map (the hit tolerance at this zoom). */
function metresAt(map: MapLibreMap, point: { x: number; y: number }, pixels: number): number {
  const a = map.unproject([point.x, point.y] as PointLike);
  const b = map.unproject([point.x + pixels, point.y] as PointLike);
  return distanceM([a.lng, a.lat], [b.lng, b.lat]);
}

/** The positions of the nodes next to `node` along every way through it. */
function neighboursOf(editor: MapEditorApi, node: number): LonLat[] {
  const out: LonLat[] = [];
  for (const way of editor.doc.ways.values()) {
    way.nodes.forEach((ref, index) => {
      if (ref !== node) return;
      for (const next of [way.nodes[index - 1], way.nodes[index + 1]]) {
        const other = next === undefined ? undefined : editor.doc.nodes.get(next);
        if (other && Number.isFinite(other.lon)) out.push([other.lon, other.lat]);
      }
    });
  }
  return out;
}

/**
 * The map's mouse: clicks go to the tool, a double-click ends a drawing, moves feed the status
 * bar and the rubber band, and in Select a node can be dragged (one undo step on release) from
 * zoom NODE_DRAG_MIN_ZOOM on.
 */
export function useMapGestures(map: MapLibreMap | null, editor: MapEditorApi) {
  useEffect(() => {
    if (!map) return;
    const context = (event: MapMouseEvent): ToolContext => ({
      editor,
      tolerance: metresAt(map, event.point, HIT_PX),
    });
    let drag: { node: number; neighbours: LonLat[]; from: LonLat; to: LonLat } | null = null;
    const draft = () => map.getSource(DRAFT_SOURCE) as GeoJSONSource | undefined;

    const onClick = (event: MapMouseEvent) => {
      clickMap(context(event), lonLatOf(event), event.originalEvent.shiftKey);
    };
    const onDoubleClick = (event: MapMouseEvent) => {
      const ui = editorUi.get();
      if (ui.tool === 'select') return;
      event.preventDefault();
      finishTool(context(event));
    };
    const onMove = (event: MapMouseEvent) => {
      const at = lonLatOf(event);
      useCursor.setState({ at, zoom: map.getZoom() });
      if (!drag) return;
      drag.to = at;
      draft()?.setData(dragFeatures(at, drag.neighbours));
    };
    const onDown = (event: MapMouseEvent) => {
      const ui = editorUi.get();
      if (ui.tool !== 'select' || ui.editing || event.originalEvent.shiftKey) return;
      if (event.originalEvent.button !== 0 || map.getZoom() < NODE_DRAG_MIN_ZOOM) return;
      const at = lonLatOf(event);
      const node = nearestNode(editor.doc, at, metresAt(map, event.point, HIT_PX));
      if (node === null) return;
      event.preventDefault();
      map.dragPan.disable();
      drag = { node, neighbours: neighboursOf(editor, node), from: at, to: at };
    };
    const onUp = () => {
      if (!drag) return;
      const { node, from, to } = drag;
      drag = null;
      map.dragPan.enable();
      draft()?.setData(draftFeatures([], null));
      // A press without a move is a click (which selects); a move is one undo step.
      if (distanceM(from, to) > 0.05) attempt(() => editor.moveNode(node, to));
    };
    const onLeave = () => useCursor.setState({ at: null });

    map.on('click', onClick);
    map.on('dblclick', onDoubleClick);
    map.on('mousemove', onMove);
    map.on('mousedown', onDown);
    map.on('mouseup', onUp);
    map.on('mouseout', onLeave);

    // Drawing tools take double-clicks and want a cross-hair; Select zooms and points.
    const applyTool = () => {
      const ui = useEditorUi.getState();
      const working = ui.tool !== 'select' || ui.editing !== null;
      if (working) map.doubleClickZoom.disable();
      else map.doubleClickZoom.enable();
      map.getCanvas().style.cursor = working ? 'crosshair' : '';
      const element = map.getContainer();
      element.dataset.tool = ui.tool;
      element.dataset.drawing = String(DRAWING_TOOLS[ui.tool] !== undefined && ui.phase === 'draw');
    };
    applyTool();
    const stop = useEditorUi.subscribe((state, previous) => {
      if (
        state.tool !== previous.tool ||
        state.editing !== previous.editing ||
        state.phase !== previous.phase
      ) {
        applyTool();
      }
    });
    return () => {
      stop();
      map.off('click', onClick);
      map.off('dblclick', onDoubleClick);
      map.off('mousemove', onMove);
      map.off('mousedown', onDown);
      map.off('mouseup', onUp);
      map.off('mouseout', onLeave);
    };
  }, [map, editor]);
}
