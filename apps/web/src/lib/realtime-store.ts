import type { DownloadEntry, RunningModule } from '@ads/contract';
import { create } from 'zustand';

/**
 * What the agent of the user's first PC reports over the realtime channel (spec §7): install
 * progress and the running modules. The top bar only reads it; the realtime issue fills it and
 * plugs in how 'Reload' asks the agent again (inquiryAPI).
 */
export interface RealtimeConnection {
  /** The socket is connected to the realtime server. */
  connected: boolean;
  /** The PC room the socket is in (the first PC's token), null before the join succeeds. */
  room: string | null;
  /** When the server last answered the 1 s `connection_check` poll (epoch ms). */
  checkedAt: number | null;
  /** The server refused the access token even after one refresh; the channel waits. */
  refused: boolean;
}

export interface RealtimeState extends RealtimeConnection {
  downloads: DownloadEntry[];
  modules: RunningModule[];
  /** Asks the agent for its running modules again; a no-op until the realtime channel exists. */
  reloadModules(): void;
  /** Adds a download or replaces the one with the same name (progress events repeat a name). */
  upsertDownload(entry: DownloadEntry): void;
  setModules(modules: RunningModule[]): void;
  setReloadHandler(reload: () => void): void;
  /** Updates the channel's state (lib/socket.ts is its only writer). */
  setConnection(change: Partial<RealtimeConnection>): void;
  reset(): void;
}

export const useRealtime = create<RealtimeState>()((set) => ({
  connected: false,
  room: null,
  checkedAt: null,
  refused: false,
  downloads: [],
  modules: [],
  reloadModules: () => {},
  upsertDownload: (entry) =>
    set((state) => ({
      downloads: [...state.downloads.filter((item) => item.name !== entry.name), entry],
    })),
  setModules: (modules) => set({ modules }),
  setReloadHandler: (reloadModules) => set({ reloadModules }),
  setConnection: (change) => set(change),
  /** Forgets what the agent reported (sign-out); the reload handler stays plugged in. */
  reset: () => set({ downloads: [], modules: [] }),
}));

/** Progress 100 means done: such entries leave the list (spec §4). */
export const DOWNLOAD_DONE = 100;
export const DOWNLOAD_FAILED = -1;
export const DOWNLOAD_INSTALLING = 0;

/** The downloads the popup lists: everything not yet done. */
export const activeDownloads = (downloads: DownloadEntry[]) =>
  downloads.filter((entry) => entry.progress !== DOWNLOAD_DONE);

export type DownloadPhase =
  { kind: 'failed' } | { kind: 'installing' } | { kind: 'downloading'; percent: number };

/** How one entry reads: −1 failed, 0 installing the container image, else a percentage. */
export function downloadPhase(entry: Pick<DownloadEntry, 'progress'>): DownloadPhase {
  if (entry.progress === DOWNLOAD_FAILED) return { kind: 'failed' };
  if (entry.progress === DOWNLOAD_INSTALLING) return { kind: 'installing' };
  return { kind: 'downloading', percent: Math.round(entry.progress) };
}
