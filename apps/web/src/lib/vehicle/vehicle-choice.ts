import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/**
 * The vehicle last chosen per project, kept in local storage so HMI opens on it again (FMS
 * keeps its selection in the URL instead). Only ids: the vehicle itself is read afresh.
 */
interface VehicleChoice {
  byProject: Record<string, number>;
  choose(projectId: number, pcId: number): void;
}

export const VEHICLE_CHOICE_KEY = 'vehicle-choice';

export const useVehicleChoice = create<VehicleChoice>()(
  persist(
    (set) => ({
      byProject: {},
      choose: (projectId, pcId) =>
        set((state) => ({ byProject: { ...state.byProject, [projectId]: pcId } })),
    }),
    { name: VEHICLE_CHOICE_KEY, partialize: ({ byProject }) => ({ byProject }) },
  ),
);
