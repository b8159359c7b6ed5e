import { i18n } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import type { MapEditorApi } from '../../model/editor-api';
import { attempt } from './attempt';
import { editorUi } from './editor-store';
import type { ActionTool } from './tools';

/*
 * The actions of the toolbar: they work on the selection at once. Each explains itself when
 * the selection does not fit instead of doing nothing silently.
 */

function selectedLanelet(editor: MapEditorApi): number | null {
  const first = editorUi.get().selection[0];
  if (first?.type === 'relation' && editor.doc.relations.get(first.id)?.tags.type === 'lanelet') {
    return first.id;
  }
  notify(i18n.t('map:screen.selectLanelet'), 'info');
  return null;
}

export function runAction(editor: MapEditorApi, action: ActionTool, save: () => void): void {
  switch (action) {
    case 'undo':
      editor.undo();
      return;
    case 'redo':
      editor.redo();
      return;
    case 'save':
      save();
      return;
    case 'neighbour_left':
    case 'neighbour_right': {
      const lanelet = selectedLanelet(editor);
      if (lanelet === null) return;
      const side = action === 'neighbour_left' ? 'left' : 'right';
      const created = attempt(() =>
        editor.addNeighbourLanelet(lanelet, side, editorUi.get().width),
      );
      if (created) editorUi.select([{ type: 'relation', id: created.lanelet }]);
      return;
    }
    case 'reverse': {
      const lanelet = selectedLanelet(editor);
      if (lanelet !== null) attempt(() => editor.reverseLanelet(lanelet));
      return;
    }
    case 'delete': {
      const { selection } = editorUi.get();
      if (selection.length === 0) {
        notify(i18n.t('map:screen.selectToDelete'), 'info');
        return;
      }
      const done = attempt(() =>
        editor.batch('Delete', () => {
          for (const element of selection) editor.deleteElement(element);
          return true;
        }),
      );
      if (done) editorUi.select([]);
      return;
    }
  }
}
