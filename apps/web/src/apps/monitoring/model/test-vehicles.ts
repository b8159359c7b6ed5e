import type { FleetVehicle, VehicleState } from '@ads/contract';
import { sampleVehicleState } from '../../../../../../test-support/vehicle-state';

/** A vehicle state as an agent would push it, stamped 1 s after the epoch, with `change` applied. */
export const stateOf = (change: Partial<VehicleState> = {}): VehicleState =>
  sampleVehicleState({ stamp: 1_000, ...change });

/** A vehicle of the fleet list, with `change` applied. */
export function fleetVehicleOf(change: Partial<FleetVehicle> = {}): FleetVehicle {
  return {
    pc_id: 1,
    name: 'Sim 1',
    owner: { id: 7, name: 'Ana' },
    project: { id: 3, title: 'Campus shuttle' },
    room: 'room-1',
    online: true,
    state: stateOf(),
    updated_at: new Date(0).toISOString(),
    ...change,
  };
}
