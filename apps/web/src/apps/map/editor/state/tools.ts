import { useTranslation } from 'react-i18next';

/*
 * The editor's tools: modes that take clicks on the map (drawing, picking) and actions that run
 * at once on the selection. Each has a keyboard shortcut, named in its tooltip, as JOSM and
 * Vector Map Builder have them.
 */

export type ModeTool =
  | 'select'
  | 'centreline'
  | 'bounds'
  | 'line'
  | 'stop_line'
  | 'traffic_light'
  | 'traffic_sign'
  | 'right_of_way'
  | 'speed_limit'
  | 'crosswalk'
  | 'split'
  | 'join'
  | 'route';

export type ActionTool =
  'neighbour_left' | 'neighbour_right' | 'reverse' | 'delete' | 'undo' | 'redo' | 'save';

export interface ToolInfo<T extends string> {
  id: T;
  label: string;
  /** What the key reads as in the tooltip. */
  keyLabel: string;
  /** `KeyboardEvent.key` values (lower case) that choose it, without Ctrl. */
  keys: readonly string[];
}

export const MODE_TOOLS: ReadonlyArray<ToolInfo<ModeTool>> = [
  { id: 'select', label: 'Select', keyLabel: 'S / Esc', keys: ['s'] },
  { id: 'centreline', label: 'Lanelet from centreline', keyLabel: 'L', keys: ['l'] },
  { id: 'bounds', label: 'Lanelet from two line strings', keyLabel: 'B', keys: ['b'] },
  { id: 'line', label: 'Line string', keyLabel: 'W', keys: ['w'] },
  { id: 'stop_line', label: 'Stop line', keyLabel: 'X', keys: ['x'] },
  { id: 'traffic_light', label: 'Traffic light', keyLabel: 'T', keys: ['t'] },
  { id: 'traffic_sign', label: 'Traffic sign', keyLabel: 'G', keys: ['g'] },
  { id: 'right_of_way', label: 'Right of way', keyLabel: 'Y', keys: ['y'] },
  { id: 'speed_limit', label: 'Speed limit', keyLabel: 'V', keys: ['v'] },
  { id: 'crosswalk', label: 'Crosswalk', keyLabel: 'C', keys: ['c'] },
  { id: 'split', label: 'Split a lanelet', keyLabel: 'K', keys: ['k'] },
  { id: 'join', label: 'Join two lanelets', keyLabel: 'J', keys: ['j'] },
  { id: 'route', label: 'Route preview', keyLabel: 'P', keys: ['p'] },
];

export const ACTION_TOOLS: ReadonlyArray<ToolInfo<ActionTool>> = [
  { id: 'neighbour_left', label: 'Neighbour on the left', keyLabel: '[', keys: ['['] },
  { id: 'neighbour_right', label: 'Neighbour on the right', keyLabel: ']', keys: [']'] },
  { id: 'reverse', label: 'Reverse the lanelet', keyLabel: 'R', keys: ['r'] },
  { id: 'delete', label: 'Delete', keyLabel: 'Del', keys: ['delete', 'backspace'] },
  { id: 'undo', label: 'Undo', keyLabel: 'Ctrl+Z', keys: [] },
  { id: 'redo', label: 'Redo', keyLabel: 'Ctrl+Shift+Z', keys: [] },
  { id: 'save', label: 'Save', keyLabel: 'Ctrl+S', keys: [] },
];

/** The tooltip of a tool: its name and its key. */
export const toolTitle = (tool: ToolInfo<string>) => `${tool.label} (${tool.keyLabel})`;

/** A tool's name and tooltip in the language shown (the English ones are `label`, `toolTitle`). */
export function useToolText() {
  const { t } = useTranslation('map');
  const label = (tool: ToolInfo<ModeTool | ActionTool>) => t(`tools.${tool.id}`);
  return {
    label,
    title: (tool: ToolInfo<ModeTool | ActionTool>) =>
      t('tools.title', { label: label(tool), key: tool.keyLabel }),
  };
}

/** Tools that draw a line by clicks, and how many points end it by themselves (0: Enter or double-click). */
export const DRAWING_TOOLS: Partial<Record<ModeTool, number>> = {
  centreline: 0,
  line: 0,
  stop_line: 2,
  traffic_light: 2,
  traffic_sign: 2,
};

export type KeyCommand =
  { mode: ModeTool } | { action: ActionTool } | { finish: true } | { cancel: true };

/** What a key press asks for, or null when it is not the editor's. */
export function commandOfKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): KeyCommand | null {
  const key = event.key.toLowerCase();
  if (event.ctrlKey || event.metaKey) {
    if (key === 'z') return { action: event.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { action: 'redo' };
    if (key === 's') return { action: 'save' };
    return null;
  }
  if (event.altKey) return null;
  if (key === 'escape') return { cancel: true };
  if (key === 'enter') return { finish: true };
  const mode = MODE_TOOLS.find((tool) => tool.keys.includes(key));
  if (mode) return { mode: mode.id };
  const action = ACTION_TOOLS.find((tool) => tool.keys.includes(key));
  return action ? { action: action.id } : null;
}
