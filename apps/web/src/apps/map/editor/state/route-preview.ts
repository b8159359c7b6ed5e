import {
  type LaneletMap,
  type RoutingGraph,
  buildLaneletMap,
  buildRoutingGraph,
  makeProjector,
  routeBetweenPoints,
} from '@ads/lanelet2';
import type { LonLat, MapEditorApi } from '../../model/editor-api';
import type { RouteView } from './editor-store';

/*
 * Route preview: what a vehicle on the map would drive from one click to another, with the
 * routing graph the agent and Autoware's planner use. The graph is built once per revision of
 * the map (two clicks on an unchanged map build it once).
 */

let cached: {
  editor: MapEditorApi;
  revision: number;
  map: LaneletMap;
  graph: RoutingGraph;
} | null = null;

function graphOf(editor: MapEditorApi) {
  if (cached?.editor !== editor || cached.revision !== editor.revision) {
    const map = buildLaneletMap(editor.doc);
    cached = { editor, revision: editor.revision, map, graph: buildRoutingGraph(map) };
  }
  return cached;
}

export function previewRoute(editor: MapEditorApi, a: LonLat, b: LonLat): RouteView | 'none' {
  try {
    const projection = makeProjector(editor.projector);
    const from = projection.forward(a[1], a[0], 0);
    const to = projection.forward(b[1], b[0], 0);
    const { map, graph } = graphOf(editor);
    const route = routeBetweenPoints(map, graph, from, to);
    if (!route) return 'none';
    return { lanelets: route.lanelets, lengthM: route.length, laneChanges: route.laneChanges };
  } catch {
    // A map the router cannot read has no route to show; the findings say what is wrong.
    return 'none';
  }
}
