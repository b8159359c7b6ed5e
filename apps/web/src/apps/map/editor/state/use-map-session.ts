import { type MapSummary, ROUTES } from '@ads/contract';
import { type MapFinding, type MapFlavour, type MapProjector, parseOsm } from '@ads/lanelet2';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../../../lib/api';
import { detailOf, fetchOsm } from '../../api';
import type { MapEditorApi } from '../../model/editor-api';
import { MapEditor } from '../../model/map-editor';
import { DEFAULT_CENTRE } from '../map/start-view';
import { editorUi } from './editor-store';

/*
 * One opened map: its summary, the version the edit started from, and the editing model made
 * from that version's OSM file. Reloading (after a conflict, an import or a restore) makes a
 * new model from the server's current version.
 */

export interface MapSession {
  summary: MapSummary;
  editor: MapEditorApi;
  /** The version the edits are on top of: a save sends it, a stale one gets a 409. */
  base: number;
  flavour: MapFlavour;
  /** The editor's revision when it last matched the server (loaded or saved). */
  savedRevision: number;
  /** What reading the file found (unknown tags, unresolved references…). */
  readFindings: MapFinding[];
  /** Counts the openings: a reload's screen is a new one. */
  opening: number;
}

let openings = 0;

/** A new map's projector: metres around the default centre (see map/start-view.ts). */
export const DEFAULT_PROJECTOR: MapProjector = {
  projector_type: 'LocalCartesianUTM',
  map_origin: { latitude: DEFAULT_CENTRE[1], longitude: DEFAULT_CENTRE[0], altitude: 0 },
};

async function openMap(id: number): Promise<MapSession> {
  const summary = detailOf(await call(ROUTES.map.get, { params: { id } }));
  const { text } = await fetchOsm(id, undefined, summary.version);
  const parsed = parseOsm(text, summary.projector ? { projector: summary.projector } : {});
  const empty = parsed.doc.nodes.size === 0 && parsed.doc.ways.size === 0;
  const projector =
    summary.projector ??
    (empty || parsed.projector.projector_type === 'Local' ? DEFAULT_PROJECTOR : parsed.projector);
  const editor = empty ? MapEditor.empty(projector) : MapEditor.fromDoc(parsed.doc, projector);
  return {
    summary,
    editor,
    base: summary.version,
    flavour: summary.flavour ?? parsed.flavour,
    savedRevision: editor.revision,
    readFindings: parsed.findings,
    opening: ++openings,
  };
}

export function useMapSession(id: number) {
  const [session, setSession] = useState<MapSession | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    openMap(id).then(
      (opened) => {
        if (!live) return;
        editorUi.reset();
        setError(null);
        setSession(opened);
      },
      (failure: unknown) => {
        if (live) setError(failure instanceof Error ? failure : new Error(String(failure)));
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  /** Opens the server's current version again (local changes are dropped). */
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** A save went through: the map is now at `summary.version` with the edits up to `revision`. */
  const saved = useCallback((summary: MapSummary, revision: number) => {
    setSession((current) =>
      current ? { ...current, summary, base: summary.version, savedRevision: revision } : current,
    );
  }, []);
  const renamed = useCallback((summary: MapSummary) => {
    setSession((current) => (current ? { ...current, summary } : current));
  }, []);

  return { session, error, reload, saved, renamed };
}
