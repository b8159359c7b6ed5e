import type { FleetVehicle, VehicleState } from '@ads/contract';

/** A vehicle state as an agent would push it, with `change` applied. */
export function stateOf(change: Partial<VehicleState> = {}): VehicleState {
  return {
    seq: 1,
    stamp: 1_000,
    adapter: 'sim',
    lat: 37.5665,
    lon: 126.978,
    heading: 90,
    speed: 0,
    gear: 'P',
    steering: 0,
    energy: 80,
    mode: 'STOP',
    is_in_transition: false,
    transition: null,
    is_stop_mode_available: true,
    is_autonomous_mode_available: true,
    is_remote_mode_available: true,
    is_local_mode_available: true,
    unavailable: {},
    mrm: { state: 'NORMAL', behavior: 'NONE' },
    faults: [],
    control: null,
    ...change,
  };
}

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
