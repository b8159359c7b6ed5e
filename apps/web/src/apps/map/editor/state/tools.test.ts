import { describe, expect, it } from 'vitest';
import { ACTION_TOOLS, MODE_TOOLS, commandOfKey, toolTitle } from './tools';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) =>
  commandOfKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('keyboard shortcuts', () => {
  it('choose tools and run actions', () => {
    expect(key('l')).toEqual({ mode: 'centreline' });
    expect(key('L', { shiftKey: true })).toEqual({ mode: 'centreline' });
    expect(key('s')).toEqual({ mode: 'select' });
    expect(key('p')).toEqual({ mode: 'route' });
    expect(key('Delete')).toEqual({ action: 'delete' });
    expect(key('Backspace')).toEqual({ action: 'delete' });
    expect(key('r')).toEqual({ action: 'reverse' });
    expect(key('Escape')).toEqual({ cancel: true });
    expect(key('Enter')).toEqual({ finish: true });
  });

  it('undo, redo and save with Ctrl (or Cmd)', () => {
    expect(key('z', { ctrlKey: true })).toEqual({ action: 'undo' });
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toEqual({ action: 'redo' });
    expect(key('y', { metaKey: true })).toEqual({ action: 'redo' });
    expect(key('s', { ctrlKey: true })).toEqual({ action: 'save' });
    expect(key('c', { ctrlKey: true })).toBeNull();
  });

  it('give each tool its own key, named in its tooltip', () => {
    const keys = [...MODE_TOOLS, ...ACTION_TOOLS].flatMap((tool) => tool.keys);
    expect(new Set(keys).size).toBe(keys.length);
    for (const tool of [...MODE_TOOLS, ...ACTION_TOOLS]) {
      expect(toolTitle(tool)).toBe(`${tool.label} (${tool.keyLabel})`);
    }
    expect(key('q')).toBeNull();
  });
});
