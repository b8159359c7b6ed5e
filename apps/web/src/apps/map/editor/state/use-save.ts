import { type MapFlavour, writeOsm } from '@ads/lanelet2';
import { useCallback, useRef, useState } from 'react';
import { i18n, serverText } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { saveFile } from '../../../../lib/save-file';
import { saveOsm, useRefreshMaps } from '../../api';
import type { MapEditorApi } from '../../model/editor-api';
import type { MapSession } from './use-map-session';

/** A file name from a map's name: what a file system takes, never empty. */
export function osmFileName(name: string, flavour: MapFlavour): string {
  const base = name.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^_+|_+$/g, '') || 'map';
  return `${base}${flavour === 'autoware' ? '.autoware' : ''}.osm`;
}

/** The editor's document as a download, written here (it may differ from what is saved). */
export function downloadLocal(editor: MapEditorApi, name: string, flavour: MapFlavour): void {
  const xml = writeOsm(editor.doc, editor.projector, flavour);
  saveFile(osmFileName(name, flavour), new TextEncoder().encode(xml).buffer, 'application/xml');
}

/**
 * Saving: the document written as OSM XML and sent on top of the version it started from.
 * Someone else's save in between comes back as a conflict with the server's sentence, which
 * the page shows with a way out (reload, or keep a copy).
 */
export function useSave(
  session: MapSession | null,
  onSaved: (summary: MapSession['summary'], revision: number) => void,
) {
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const busy = useRef(false);
  const refresh = useRefreshMaps();

  const save = useCallback(async () => {
    if (!session || busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      const { editor } = session;
      const revision = editor.revision;
      const xml = writeOsm(editor.doc, editor.projector, session.flavour);
      const send = (confirmEmpty: boolean) =>
        saveOsm(session.summary.id, xml, session.base, {
          ...(session.summary.projector ? {} : { projector: editor.projector }),
          confirmEmpty,
        });
      let result = await send(false);
      // A save with no elements over a version with some is refused until the user confirms.
      if (!result.ok && result.confirmEmpty && window.confirm(i18n.t('map:screen.confirmEmpty'))) {
        result = await send(true);
      }
      if (result.ok) {
        onSaved(result.map, revision);
        notify(i18n.t('map:screen.savedAs', { version: result.version }), 'success');
        void refresh();
      } else if (result.conflict) {
        setConflict(result.message);
      } else {
        notify(result.message, 'error');
      }
    } catch (error) {
      notify(
        i18n.t('map:screen.saveFailed', {
          reason: error instanceof Error ? serverText(error.message) : String(error),
        }),
        'error',
      );
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, [session, onSaved, refresh]);

  return { save, saving, conflict, closeConflict: () => setConflict(null) };
}
