import { useEffect, useRef } from 'react';
import type { MapEditorApi } from '../../model/editor-api';
import { editorUi } from './editor-store';
import { runAction } from './tool-actions';
import { cancelTool, finishTool } from './tool-clicks';
import { commandOfKey } from './tools';

/** Typing in a field, or a dialog open: keys are theirs, not the editor's. */
function typingOrDialog(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"]')) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

/** The editor's keyboard: tools, actions, Enter to finish, Esc to cancel, Ctrl+Z/Y/S. */
export function useShortcuts(editor: MapEditorApi | null, save: () => void) {
  const latest = useRef({ editor, save });
  useEffect(() => {
    latest.current = { editor, save };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { editor: current, save: saveNow } = latest.current;
      if (!current || event.defaultPrevented) return;
      const command = commandOfKey(event);
      if (!command) return;
      const isSave = 'action' in command && command.action === 'save';
      // Ctrl+S saves the map even from a field (the browser would save the page otherwise).
      if (
        typingOrDialog(event.target) &&
        !(isSave && !(event.target as HTMLElement).closest('[role="dialog"]'))
      ) {
        return;
      }
      // Enter on a focused button presses the button, nothing more.
      if ('finish' in command && event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      if ('mode' in command) editorUi.chooseTool(command.mode);
      else if ('action' in command) runAction(current, command.action, saveNow);
      else if ('cancel' in command) cancelTool();
      // Enter ends with the hit tolerance of a click; no click, so no tolerance is needed.
      else finishTool({ editor: current, tolerance: 0 });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
