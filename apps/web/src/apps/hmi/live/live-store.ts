import type { VehiclePlanning, VehicleState } from '@ads/contract';
import { create } from 'zustand';
import type { Pose } from '../../../lib/geo';

/*
 * What the chosen vehicle reports live: its state and plan (10 Hz each) and its lidar cloud
 * (2 Hz). The map and the 3D view subscribe to it imperatively (`useHmiLive.subscribe`) so a
 * message never re-renders them through React; the driver panel selects the few fields it shows.
 */

/** A cloud ready to draw: metres in base_link at `pose`, the vehicle's pose when taken. */
export interface CloudView {
  seq: number;
  positions: Float32Array;
  pose: Pose;
}

/** The drive's upload to Data Management after "Stop recording". */
export interface UploadView {
  /** 0–100; -1 when it failed. */
  progress: number;
  message: string;
  recordId: number | null;
}

export interface HmiLiveState {
  room: string | null;
  joined: boolean;
  state: VehicleState | null;
  /** When the newest state arrived here (epoch ms, this browser's clock). */
  stateAt: number | null;
  planning: VehiclePlanning | null;
  cloud: CloudView | null;
  upload: UploadView | null;
  /** A new vehicle: everything of the last one goes. */
  setRoom(room: string | null): void;
  setJoined(joined: boolean): void;
  putState(state: VehicleState, at: number): void;
  putPlanning(planning: VehiclePlanning): void;
  putCloud(cloud: CloudView): void;
  setUpload(upload: UploadView | null): void;
}

const EMPTY = {
  joined: false,
  state: null,
  stateAt: null,
  planning: null,
  cloud: null,
  upload: null,
} as const;

export const useHmiLive = create<HmiLiveState>()((set, get) => ({
  room: null,
  ...EMPTY,
  setRoom: (room) => {
    if (get().room !== room) set({ room, ...EMPTY });
  },
  setJoined: (joined) => set({ joined }),
  putState: (state, at) => {
    // Out of order (a retried delivery): the vehicle's own clock decides.
    const known = get().state;
    if (known && known.stamp > state.stamp) return;
    set({ state, stateAt: at });
  },
  putPlanning: (planning) => {
    const known = get().planning;
    if (known && known.stamp > planning.stamp) return;
    set({ planning });
  },
  putCloud: (cloud) => {
    const known = get().cloud;
    if (known && known.seq > cloud.seq && cloud.seq !== 0) return;
    set({ cloud });
  },
  setUpload: (upload) => set({ upload }),
}));
