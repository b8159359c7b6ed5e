import { join } from 'node:path';
import type { SocketMessage } from '@ads/contract';
import type { VehicleAdapter } from './adapter';
import { createDriveRecorder, type DriveRecorder } from './drive-recorder';
import type { MapSource } from './map-loader';
import { createRosbridgeVehicle } from './rosbridge';
import { createSimVehicle, type LatLon } from './sim';
import { createVehicleLink, type VehicleLink } from './vehicle-link';

/** What the agent drives: the built-in simulated car, or a car running Autoware (rosbridge). */
export type VehicleChoice = { kind: 'sim'; start?: LatLon } | { kind: 'rosbridge'; url: string };

export interface OpenVehicle {
  adapter: VehicleAdapter;
  link: VehicleLink;
  /** Records drives to MCAP (HMI), when the agent gave a recordings folder. */
  recorder: DriveRecorder | undefined;
}

/** In the data folder: each rosbridge vehicle's settings, by its URL. */
export const VEHICLE_SETTINGS_FILE = 'vehicle-settings.json';

/** The vehicle this PC drives, and its link to the studio (not yet connected). */
export function openVehicle(
  choice: VehicleChoice,
  deps: {
    log(line: string): void;
    /** Whether the agent's socket to the studio is connected now. */
    studioLinkUp(): boolean;
    /** Sends one message to the PC's room. */
    send(message: SocketMessage): void;
    /** The recordings folder: drives are recorded to its `drives/` (HMI). */
    recordings?: string;
    /** The studio's project maps for the simulated vehicle (HMI). */
    maps?: MapSource;
    /**
     * The agent's data folder: a rosbridge vehicle keeps its settings (the confirmed heartbeat
     * timeout) in its VEHICLE_SETTINGS_FILE, by URL. None: kept in memory, lost at exit.
     */
    data?: string;
  },
): OpenVehicle {
  const adapter =
    choice.kind === 'sim'
      ? createSimVehicle({ start: choice.start, studioLinkUp: deps.studioLinkUp })
      : createRosbridgeVehicle({
          url: choice.url,
          log: deps.log,
          settingsFile:
            deps.data === undefined ? undefined : join(deps.data, VEHICLE_SETTINGS_FILE),
        });
  const recorder =
    deps.recordings === undefined
      ? undefined
      : createDriveRecorder({ adapter, folder: deps.recordings, log: deps.log });
  const link = createVehicleLink({
    adapter,
    send: deps.send,
    log: deps.log,
    recorder,
    maps: deps.maps,
  });
  return { adapter, link, recorder };
}
