import type { VehicleState } from '@ads/contract';

/**
 * A valid VehicleState as an agent pushes it for its simulated vehicle (parked in STOP, every
 * mode available, nobody in control), stamped now; `change` sets what a test or the bench needs.
 */
export function sampleVehicleState(change: Partial<VehicleState> = {}): VehicleState {
  return {
    seq: 1,
    stamp: Date.now(),
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
