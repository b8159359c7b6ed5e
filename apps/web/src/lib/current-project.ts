import { ROUTES, type Project } from '@ads/contract';
import { call } from './api';
import { notify } from './notify';
import { useMainOptions } from './options-store';
import { STORAGE_KEYS } from './storage';

// The current project (the top bar's, which FMS, HMI, HDMAP Builder and Calibration work on) is
// kept per user on the server, so it follows the user to the next sign-in and to other devices
// (docs/adr/0005). The main options hold the copy this tab shows; these keep the two in step.
// Only what the user does is written: a list that comes back empty or without the project (a
// failed read answers an empty list, spec §7) clears the copy here, never the saved choice.

/** Writes go one after another, so the last choice made is the one the server keeps. */
let writes: Promise<unknown> = Promise.resolve();
/** Bumped by every choice: a read that started before one must not undo it. */
let choices = 0;
/** The user whose saved choice this page load has read (once per load and user). */
let readFor = 0;

/**
 * A choice not yet saved (the page was left or the network failed mid-write), as the project id
 * or null: the next load sends it again instead of reading an older one over it. Sign-out
 * clears local storage, so it never reaches another account.
 */
const pending = {
  get(): number | null | undefined {
    const kept = localStorage.getItem(STORAGE_KEYS.pendingProject);
    return kept === null ? undefined : (JSON.parse(kept) as number | null);
  },
  set: (id: number | null) => localStorage.setItem(STORAGE_KEYS.pendingProject, JSON.stringify(id)),
  /** Forgets `id` unless a later choice replaced it meanwhile. */
  done(id: number | null) {
    if (pending.get() === id) localStorage.removeItem(STORAGE_KEYS.pendingProject);
  },
};

function save(id: number | null): Promise<void> {
  pending.set(id);
  const write = writes.then(async () => {
    const result = await call(ROUTES.setCurrentProject, { body: { project_id: id } });
    // No answer: kept for the next load. A refusal (the project is gone): nothing to retry.
    if (result.status !== 0) pending.done(id);
    if (!result.success) notify(`The current project was not saved: ${result.message}`, 'error');
  });
  writes = write;
  return write;
}

/** Makes `project` (or none) current: in this tab at once, then on the server. */
export function chooseProject(project: Project | null): Promise<void> {
  choices += 1;
  useMainOptions.getState().setProject(project);
  return save(project?.id ?? null);
}

/** Reads the user's saved choice into this tab (at sign-in, and once per page load). */
export async function loadCurrentProject(userId: number): Promise<void> {
  readFor = userId;
  const before = choices;
  const result = await call(ROUTES.currentProject);
  // A failed read keeps the copy this tab has; a choice made meanwhile wins over the read.
  if (result.success && choices === before) useMainOptions.getState().setProject(result.detail);
}

/** Once per page load and user: sends a choice still unsaved, else reads the saved one. */
export function syncCurrentProject(userId: number): void {
  if (readFor === userId) return;
  const unsaved = pending.get();
  if (unsaved === undefined) {
    void loadCurrentProject(userId);
    return;
  }
  readFor = userId;
  void save(unsaved);
}
