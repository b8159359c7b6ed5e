import type { Project } from '@ads/contract';
import { useMainOptions } from '../../lib/options-store';

// The project chosen in the top bar is a copy kept in local storage; these keep that copy in
// step with what this page changes, so the top bar never shows a renamed or deleted project.

/** After a rename or a PC attach/detach: the chosen project takes the server's new version. */
export function projectChanged(project: Project): void {
  const { project: chosen, setProject } = useMainOptions.getState();
  if (chosen?.id === project.id) setProject(project);
}

/** After a delete: the chosen project is cleared if it was this one. */
export function projectRemoved(id: number): void {
  const { project: chosen, setProject } = useMainOptions.getState();
  if (chosen?.id === id) setProject(null);
}

/** After a PC is deleted: it leaves the chosen project's PC list too. */
export function pcRemoved(pcId: number): void {
  const { project: chosen, setProject } = useMainOptions.getState();
  if (chosen?.pc.some((pc) => pc.id === pcId)) {
    setProject({ ...chosen, pc: chosen.pc.filter((pc) => pc.id !== pcId) });
  }
}
