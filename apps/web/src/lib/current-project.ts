import { ROUTES, type Project } from '@ads/contract';
import { call } from './api';
import { notify } from './notify';
import { useMainOptions } from './options-store';

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

/** Makes `project` (or none) current: in this tab at once, then on the server. */
export function chooseProject(project: Project | null): Promise<void> {
  choices += 1;
  useMainOptions.getState().setProject(project);
  const write = writes.then(async () => {
    const result = await call(ROUTES.setCurrentProject, {
      body: { project_id: project?.id ?? null },
    });
    if (!result.success) notify(`The current project was not saved: ${result.message}`, 'error');
  });
  writes = write;
  return write;
}

/** Reads the user's saved choice into this tab (at sign-in, and once per page load). */
export async function loadCurrentProject(userId: number): Promise<void> {
  readFor = userId;
  const before = choices;
  const result = await call(ROUTES.currentProject);
  // A failed read keeps the copy this tab has; a choice made meanwhile wins over the read.
  if (result.success && choices === before) useMainOptions.getState().setProject(result.detail);
}

/** Like `loadCurrentProject`, unless this page load has read it for this user already. */
export function syncCurrentProject(userId: number): void {
  if (readFor !== userId) void loadCurrentProject(userId);
}
