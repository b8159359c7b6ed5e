import type { Pc, Project } from '@ads/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './storage';

/** Main options of spec §3: the chosen project, execution, app and the user's PCs. */
export interface MainOptions {
  project: Project | null;
  execution: string;
  app: string;
  pcs: Pc[];
  setProject(project: Project | null): void;
  setPcs(pcs: Pc[]): void;
  setExecution(execution: string): void;
  setApp(app: string): void;
  reset(): void;
}

const initial = { project: null, execution: '', app: '', pcs: [] };

export const useMainOptions = create<MainOptions>()(
  persist(
    (set) => ({
      ...initial,
      setProject: (project) => set({ project }),
      setPcs: (pcs) => set({ pcs }),
      setExecution: (execution) => set({ execution }),
      setApp: (app) => set({ app }),
      reset: () => set(initial),
    }),
    { name: STORAGE_KEYS.options, partialize: ({ project }) => ({ project }) },
  ),
);
