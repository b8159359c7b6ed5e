import { useSyncExternalStore } from 'react';
import type { MapEditorApi } from '../../model/editor-api';

/** The editor's revision as React state: a component using it renders again on every change. */
export function useEditorRevision(editor: MapEditorApi): number {
  return useSyncExternalStore(
    (listener) => editor.subscribe(listener),
    () => editor.revision,
  );
}
