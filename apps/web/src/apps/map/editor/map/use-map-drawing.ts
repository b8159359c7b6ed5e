import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { MapFinding } from '@ads/lanelet2';
import { useEffect, useRef } from 'react';
import { highlightFeatures } from '../../../../lib/lanelet/highlight-features';
import { FeatureCache } from '../../../../lib/lanelet/feature-cache';
import { applyFeatureUpdate, setHighlightData } from '../../../../lib/lanelet/install';
import type { MapEditorApi } from '../../model/editor-api';
import { useCursor } from '../state/cursor-store';
import { useEditorUi } from '../state/editor-store';
import { DRAWING_TOOLS } from '../state/tools';
import { DRAFT_SOURCE, draftFeatures } from './draft-features';
import { highlightItems } from './highlight-items';

/*
 * Keeps the map's sources in step with the editor: the document's features after each
 * revision, the overlay after a change of selection, picks, route or findings, the draft after
 * each click and mouse move. Each is redrawn at most once per animation frame, however many
 * changes came in it; the map's container says what is drawn (`data-lanelets`, `data-lines`,
 * `data-highlights`) for tests and tools.
 */
export function useMapDrawing(
  map: MapLibreMap | null,
  editor: MapEditorApi,
  findings: readonly MapFinding[],
) {
  const findingsRef = useRef(findings);
  const redrawOverlay = useRef<() => void>(() => {});
  useEffect(() => {
    findingsRef.current = findings;
    redrawOverlay.current();
  }, [findings]);

  useEffect(() => {
    if (!map) return;
    const frames = { doc: 0, overlay: 0, draft: 0 };
    // `data-idle`: whether what was last handed to the map is on screen (maplibre tiles it in
    // its worker first), for screenshots and tests that must see it.
    const element = map.getContainer();
    const busy = () => {
      element.dataset.idle = 'false';
      map.once('idle', () => {
        element.dataset.idle = 'true';
      });
    };

    // Features kept between revisions: an edit re-tiles what it changed, not the whole map.
    const cache = new FeatureCache();
    let drawn = false;
    const drawDoc = () => {
      frames.doc = 0;
      const update = cache.update(editor.doc);
      if (update.changed || !drawn) {
        busy();
        applyFeatureUpdate(map, update, !drawn);
      }
      drawn = true;
      element.dataset.lanelets = String(update.counts.lanelets);
      element.dataset.lines = String(update.counts.lines);
      element.dataset.revision = String(editor.revision);
    };
    const drawOverlay = () => {
      frames.overlay = 0;
      const ui = useEditorUi.getState();
      const items = highlightItems({
        doc: editor.doc,
        findings: findingsRef.current,
        route: ui.route,
        picks: ui.picks,
        selection: ui.selection,
      });
      busy();
      setHighlightData(map, highlightFeatures(editor.doc, items));
      element.dataset.highlights = String(items.length);
      element.dataset.route = String(items.filter((item) => item.role === 'route').length);
      const severities = findingsRef.current.map((finding) => finding.severity);
      element.dataset.findingsErrors = String(severities.filter((s) => s === 'error').length);
      element.dataset.findingsWarnings = String(severities.filter((s) => s === 'warning').length);
    };
    let drawnDraft = '';
    const drawDraft = () => {
      frames.draft = 0;
      const ui = useEditorUi.getState();
      const drawing = DRAWING_TOOLS[ui.tool] !== undefined && ui.phase === 'draw';
      const points = ui.tool === 'route' ? ui.routeEnds : ui.draft;
      const cursor = drawing ? useCursor.getState().at : null;
      const data = ui.tool === 'route' ? draftFeatures([], null) : draftFeatures(points, cursor);
      if (ui.tool === 'route') {
        for (const end of ui.routeEnds) {
          data.features.push({
            type: 'Feature',
            properties: { part: 'vertex' },
            geometry: { type: 'Point', coordinates: [...end] },
          });
        }
      }
      // The same draft again (a mouse move with no tool drawing) draws no frame: on a large map
      // under software GL each frame costs 200 ms, and the view's picture (pictureWhileMoving)
      // would no longer be what the map shows.
      const key = JSON.stringify(data);
      if (key === drawnDraft) return;
      drawnDraft = key;
      (map.getSource(DRAFT_SOURCE) as GeoJSONSource | undefined)?.setData(data);
    };

    const later = (which: keyof typeof frames, draw: () => void) => () => {
      if (!frames[which]) frames[which] = requestAnimationFrame(draw);
    };
    const scheduleDoc = later('doc', drawDoc);
    const scheduleOverlay = later('overlay', drawOverlay);
    const scheduleDraft = later('draft', drawDraft);
    redrawOverlay.current = scheduleOverlay;

    drawDoc();
    drawOverlay();
    drawDraft();
    const stopEditor = editor.subscribe(() => {
      scheduleDoc();
      scheduleOverlay();
    });
    const stopUi = useEditorUi.subscribe((state, previous) => {
      if (
        state.selection !== previous.selection ||
        state.picks !== previous.picks ||
        state.route !== previous.route
      ) {
        scheduleOverlay();
      }
      if (
        state.draft !== previous.draft ||
        state.routeEnds !== previous.routeEnds ||
        state.tool !== previous.tool ||
        state.phase !== previous.phase
      ) {
        scheduleDraft();
      }
    });
    const stopCursor = useCursor.subscribe(scheduleDraft);
    return () => {
      stopEditor();
      stopUi();
      stopCursor();
      redrawOverlay.current = () => {};
      for (const frame of Object.values(frames)) cancelAnimationFrame(frame);
    };
  }, [map, editor]);
}
