import type { SocketMessage } from '@ads/contract';
import type { VehicleAdapter } from './adapter';
import { createRosbridgeVehicle } from './rosbridge';
import { createSimVehicle, type LatLon } from './sim';
import { createVehicleLink, type VehicleLink } from './vehicle-link';

/** What the agent drives: the built-in simulated car, or a car running Autoware (rosbridge). */
export type VehicleChoice = { kind: 'sim'; start?: LatLon } | { kind: 'rosbridge'; url: string };

export interface OpenVehicle {
  adapter: VehicleAdapter;
  link: VehicleLink;
}

/** The vehicle this PC drives, and its link to the studio (not yet connected). */
export function openVehicle(
  choice: VehicleChoice,
  deps: {
    log(line: string): void;
    /** Whether the agent's socket to the studio is connected now. */
    studioLinkUp(): boolean;
    /** Sends one message to the PC's room. */
    send(message: SocketMessage): void;
  },
): OpenVehicle {
  const adapter =
    choice.kind === 'sim'
      ? createSimVehicle({ start: choice.start, studioLinkUp: deps.studioLinkUp })
      : createRosbridgeVehicle({ url: choice.url, log: deps.log });
  const link = createVehicleLink({ adapter, send: deps.send, log: deps.log });
  return { adapter, link };
}
