import type { Gear, MrmBehavior, MrmStateName, OperationMode } from '@ads/contract';
import {
  ADAPI_GEAR,
  ADAPI_MODE,
  MRM_BEHAVIOR,
  MRM_STATE,
  SERVICES,
  type MrmStateMsg,
} from './adapi';

/** Our modes and the AD API's: AUTO = AUTONOMOUS, REMOTE = REMOTE, MANUAL = LOCAL, STOP = STOP. */
export const MODE_TO_ADAPI: Record<
  OperationMode,
  { mode: number; name: string; service: string; available: AvailabilityFlag }
> = {
  STOP: {
    mode: ADAPI_MODE.STOP,
    name: 'STOP',
    service: SERVICES.changeToStop,
    available: 'is_stop_mode_available',
  },
  AUTO: {
    mode: ADAPI_MODE.AUTONOMOUS,
    name: 'AUTONOMOUS',
    service: SERVICES.changeToAutonomous,
    available: 'is_autonomous_mode_available',
  },
  REMOTE: {
    mode: ADAPI_MODE.REMOTE,
    name: 'REMOTE',
    service: SERVICES.changeToRemote,
    available: 'is_remote_mode_available',
  },
  MANUAL: {
    mode: ADAPI_MODE.LOCAL,
    name: 'LOCAL',
    service: SERVICES.changeToLocal,
    available: 'is_local_mode_available',
  },
};
export type AvailabilityFlag =
  | 'is_stop_mode_available'
  | 'is_autonomous_mode_available'
  | 'is_remote_mode_available'
  | 'is_local_mode_available';

/** Our mode for an AD API mode; null for UNKNOWN (or a value the API does not define). */
export function modeFromAdapi(mode: number): OperationMode | null {
  const entry = Object.entries(MODE_TO_ADAPI).find(([, adapi]) => adapi.mode === mode);
  return entry ? (entry[0] as OperationMode) : null;
}

/** LOW is a forward gear; UNKNOWN reads as neutral (no drive is engaged that we know of). */
export function gearFromAdapi(status: number): Gear {
  switch (status) {
    case ADAPI_GEAR.PARK:
      return 'P';
    case ADAPI_GEAR.REVERSE:
      return 'R';
    case ADAPI_GEAR.DRIVE:
    case ADAPI_GEAR.LOW:
      return 'D';
    default:
      return 'N';
  }
}

export const GEAR_TO_ADAPI: Record<Gear, number> = {
  P: ADAPI_GEAR.PARK,
  R: ADAPI_GEAR.REVERSE,
  N: ADAPI_GEAR.NEUTRAL,
  D: ADAPI_GEAR.DRIVE,
};

const MRM_STATE_NAMES: Record<number, MrmStateName> = {
  [MRM_STATE.NORMAL]: 'NORMAL',
  [MRM_STATE.MRM_OPERATING]: 'OPERATING',
  [MRM_STATE.MRM_SUCCEEDED]: 'SUCCEEDED',
  [MRM_STATE.MRM_FAILED]: 'FAILED',
};
const MRM_BEHAVIOR_NAMES: Record<number, MrmBehavior> = {
  [MRM_BEHAVIOR.NONE]: 'NONE',
  [MRM_BEHAVIOR.EMERGENCY_STOP]: 'EMERGENCY_STOP',
  [MRM_BEHAVIOR.COMFORTABLE_STOP]: 'COMFORTABLE_STOP',
  [MRM_BEHAVIOR.PULL_OVER]: 'PULL_OVER',
};

/**
 * UNKNOWN state reads as NORMAL (nothing says an MRM runs). Behaviours past PULL_OVER are
 * vehicle-specific ids from the MRM description API; they read as NONE (state still tells).
 */
export function mrmFromAdapi(msg: MrmStateMsg): { state: MrmStateName; behavior: MrmBehavior } {
  return {
    state: MRM_STATE_NAMES[msg.state] ?? 'NORMAL',
    behavior: MRM_BEHAVIOR_NAMES[msg.behavior] ?? 'NONE',
  };
}

/**
 * Compass heading (degrees, 0 north, clockwise) from a pose orientation in Autoware's `map`
 * frame, which is ENU (x east, y north): yaw is counter-clockwise from east, so heading is
 * 90° − yaw. Grid convergence of the map projection (a degree or two in UTM/MGRS) is ignored.
 */
export function headingFromQuaternion(q: { x: number; y: number; z: number; w: number }): number {
  const yaw = Math.atan2(2 * (q.w * q.z + q.x * q.y), 1 - 2 * (q.y * q.y + q.z * q.z));
  const heading = 90 - (yaw * 180) / Math.PI;
  return ((heading % 360) + 360) % 360;
}

/** VehicleMetrics.energy (ratio 0–1) as a percentage. */
export function energyPercent(ratio: number): number {
  return Math.min(100, Math.max(0, ratio * 100));
}
