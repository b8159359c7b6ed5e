import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { i18n } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { RemoteCallError } from '../../session/errors';
import { readFile, writeFile } from '../../session/file-transfer';
import type { RemoteSession } from '../../session/remote-session';
import { monaco } from './monaco-setup';

/** One open file of the editor. */
export interface EditorTab {
  path: string;
  /** The version it was read or last saved as: the `base` of the next save. */
  version: string | null;
  readOnly: boolean;
  /** Why it is read-only, shown above the editor. */
  notice: string | null;
  dirty: boolean;
  saving: boolean;
}

/** Where to put the cursor once a file is shown (a search result). */
export interface Reveal {
  path: string;
  line: number;
  column: number;
}

export const modelUri = (path: string) => monaco.Uri.from({ scheme: 'remote', path: `/${path}` });

// The BOM is kept as a character, so a file saved unchanged keeps its bytes.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const encoder = new TextEncoder();

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The editor's tabs over one code session: opening reads the file in parts into a Monaco model,
 * saving writes it in parts with `base` = the version it was opened from, and a `conflict`
 * answer is handed to the page (`conflict`) to choose, never overwritten silently.
 */
export function useEditorTabs(session: RemoteSession | null) {
  const [tabs, setTabs] = useState<EditorTab[]>([]);
  const [active, setActive] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  /** Monaco's alternative version id of each model as last read or saved: the clean state. */
  const clean = useRef(new Map<string, number>());
  /**
   * Kept beside the state, set at once: two Ctrl+S in one event (Monaco's and the page's) or a
   * save right after another must see the first one's flag and new version, not a stale render.
   */
  const base = useRef(new Map<string, string | null>());
  const inFlight = useRef(new Set<string>());
  const tabsRef = useRef(tabs);
  useLayoutEffect(() => {
    tabsRef.current = tabs;
  });

  const patch = useCallback((path: string, change: Partial<EditorTab>) => {
    setTabs((list) => list.map((tab) => (tab.path === path ? { ...tab, ...change } : tab)));
  }, []);

  /** Reads the file from the PC into its model (made or replaced). */
  const load = useCallback(
    async (path: string): Promise<Omit<EditorTab, 'path' | 'dirty' | 'saving'>> => {
      if (!session) throw new Error(i18n.t('remote:code.notConnected'));
      const file = await readFile(session, path);
      const text = decoder.decode(file.bytes);
      const uri = modelUri(path);
      const model = monaco.editor.getModel(uri) ?? monaco.editor.createModel(text, undefined, uri);
      if (model.getValue() !== text) model.setValue(text);
      clean.current.set(path, model.getAlternativeVersionId());
      base.current.set(path, file.version);
      const notice = file.binary
        ? i18n.t('remote:code.binary')
        : file.tooLarge
          ? i18n.t('remote:code.tooLarge', { size: Math.round(file.size / 1048576) })
          : null;
      return { version: file.version, readOnly: notice !== null, notice };
    },
    [session],
  );

  const open = useCallback(
    async (path: string, at?: { line: number; column: number }) => {
      if (at) setReveal({ path, ...at });
      if (tabsRef.current.some((tab) => tab.path === path)) {
        setActive(path);
        return;
      }
      try {
        const loaded = await load(path);
        setTabs((list) =>
          list.some((tab) => tab.path === path)
            ? list
            : [...list, { path, ...loaded, dirty: false, saving: false }],
        );
        setActive(path);
      } catch (error) {
        notify(`${path}: ${message(error)}`, 'error');
      }
    },
    [load],
  );

  const close = useCallback((path: string) => {
    const list = tabsRef.current;
    const index = list.findIndex((tab) => tab.path === path);
    const rest = list.filter((tab) => tab.path !== path);
    setTabs(rest);
    setActive((current) =>
      current === path ? (rest[Math.min(index, rest.length - 1)]?.path ?? null) : current,
    );
    monaco.editor.getModel(modelUri(path))?.dispose();
    clean.current.delete(path);
    base.current.delete(path);
  }, []);

  /** The model's content changed: the tab is dirty unless it is back where it was saved. */
  const changed = useCallback(
    (path: string) => {
      const model = monaco.editor.getModel(modelUri(path));
      if (!model) return;
      const dirty = model.getAlternativeVersionId() !== clean.current.get(path);
      if (tabsRef.current.find((tab) => tab.path === path)?.dirty !== dirty) patch(path, { dirty });
    },
    [patch],
  );

  const save = useCallback(
    async (path: string, force = false) => {
      const tab = tabsRef.current.find((entry) => entry.path === path);
      const model = monaco.editor.getModel(modelUri(path));
      if (!tab || !model || tab.readOnly || inFlight.current.has(path)) return;
      if (!session) {
        notify(i18n.t('remote:code.notConnectedSave'), 'warning');
        return;
      }
      const savedAt = model.getAlternativeVersionId();
      inFlight.current.add(path);
      patch(path, { saving: true });
      try {
        const bytes = encoder.encode(model.getValue());
        const from = base.current.get(path) ?? null;
        const written = await writeFile(session, path, bytes, force ? 'force' : from);
        const version = written.version ?? from;
        base.current.set(path, version);
        clean.current.set(path, savedAt);
        patch(path, { saving: false, version, dirty: model.getAlternativeVersionId() !== savedAt });
      } catch (error) {
        patch(path, { saving: false });
        if (error instanceof RemoteCallError && error.code === 'conflict') setConflict(path);
        else notify(`${path} was not saved: ${message(error)}`, 'error');
      } finally {
        inFlight.current.delete(path);
      }
    },
    [session, patch],
  );

  /** Reads the file again from the PC, dropping the edits. */
  const reload = useCallback(
    async (path: string) => {
      try {
        const loaded = await load(path);
        patch(path, { ...loaded, dirty: false });
      } catch (error) {
        notify(`${path}: ${message(error)}`, 'error');
      }
    },
    [load, patch],
  );

  /** A file or folder was renamed or deleted on the tree: its clean tabs close. */
  const gone = useCallback(
    (path: string) => {
      for (const tab of tabsRef.current) {
        if ((tab.path === path || tab.path.startsWith(`${path}/`)) && !tab.dirty) close(tab.path);
      }
    },
    [close],
  );

  return {
    tabs,
    active,
    setActive,
    open,
    close,
    save,
    reload,
    changed,
    gone,
    conflict,
    clearConflict: () => setConflict(null),
    reveal,
    clearReveal: () => setReveal(null),
  };
}

export type EditorTabs = ReturnType<typeof useEditorTabs>;
