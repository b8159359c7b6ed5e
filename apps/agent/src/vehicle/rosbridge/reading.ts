import type { ModeTransition, OperationMode, VehicleSettings } from '@ads/contract';
import type { VehicleReading } from '../adapter';
import {
  TOPICS,
  type MrmStateMsg,
  type OperationModeStateMsg,
  type VehicleKinematicsMsg,
  type VehicleMetricsMsg,
  type VehicleStatusMsg,
} from './adapi';
import type { FaultCondition } from '../fault-tracker';
import {
  MODE_TO_ADAPI,
  energyPercent,
  gearFromAdapi,
  headingFromQuaternion,
  modeFromAdapi,
  mrmFromAdapi,
} from './mapping';

/** A realtime stream older than this is stale (Autoware sends them at 10 Hz or more). */
export const STREAM_STALE_MS = 1000;
/** The first connection, and after it the topics, get this long before their absence is a fault. */
export const FIRST_DATA_GRACE_MS = 2000;

/**
 * Why REMOTE waits for the vehicle's settings: the studio's heartbeat is what stops the car
 * when the agent or its link goes away, and only the vehicle can act on its absence.
 */
export const REMOTE_UNCONFIRMED =
  "REMOTE needs the vehicle to stop by itself when the studio's heartbeat stops: turn on " +
  "vehicle_cmd_gate's check_external_emergency_heartbeat with an " +
  "external_emergency_stop_heartbeat_timeout, then confirm that timeout in this vehicle's settings.";

interface Received<T> {
  msg: T;
  at: number;
}

/** The latest AD API messages and the connection, as the adapter saw them. */
export interface VehicleView {
  url: string;
  /** When the adapter started: the first connection gets a grace time before it is a fault. */
  startedAt: number;
  everConnected: boolean;
  connectedSince: number | null;
  modeState: Received<OperationModeStateMsg> | null;
  kinematics: Received<VehicleKinematicsMsg> | null;
  status: Received<VehicleStatusMsg> | null;
  metrics: Received<VehicleMetricsMsg> | null;
  mrm: Received<MrmStateMsg> | null;
}

export function emptyView(url: string, startedAt: number): VehicleView {
  return {
    url,
    startedAt,
    everConnected: false,
    connectedSince: null,
    modeState: null,
    kinematics: null,
    status: null,
    metrics: null,
    mrm: null,
  };
}

/** Messages from before the last connection are not today's truth about the vehicle. */
export function forgetMessages(view: VehicleView): void {
  view.modeState = view.kinematics = view.status = view.metrics = view.mrm = null;
}

const num = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * The reading without its faults, and the fault conditions that hold now. What is not known
 * reads as a safe zero (stopped, STOP, no mode available) with a fault that says why.
 */
export function readView(
  view: VehicleView,
  now: number,
  transition: ModeTransition | null,
  settings: VehicleSettings,
): { reading: Omit<VehicleReading, 'faults'>; conditions: FaultCondition[] } {
  const conditions: FaultCondition[] = [];
  const state = view.modeState?.msg ?? null;
  const kinematics = view.kinematics?.msg;
  const position = kinematics?.geographic_pose.position;
  const orientation = kinematics?.pose.pose.pose.orientation;

  const connecting = !view.everConnected && now - view.startedAt < FIRST_DATA_GRACE_MS;
  const unavailable: VehicleReading['unavailable'] = {};
  const modes = Object.keys(MODE_TO_ADAPI) as OperationMode[];
  for (const mode of modes) {
    const adapi = MODE_TO_ADAPI[mode];
    if (view.connectedSince === null) {
      unavailable[mode] = connecting
        ? `Connecting to the vehicle's rosbridge (${view.url}).`
        : `No connection to the vehicle's rosbridge (${view.url}).`;
    } else if (!state) {
      unavailable[mode] = `Waiting for Autoware's ${TOPICS.operationModeState}.`;
    } else if (!state[adapi.available]) {
      unavailable[mode] = `Autoware reports ${adapi.name} mode as not available.`;
    }
  }
  if (unavailable.REMOTE === undefined && settings.operator_timeout_ms === null) {
    unavailable.REMOTE = REMOTE_UNCONFIRMED;
  }
  const available = (mode: OperationMode) => unavailable[mode] === undefined;

  if (view.connectedSince === null && !connecting) {
    conditions.push({
      code: 'ROSBRIDGE_DISCONNECTED',
      severity: 'error',
      message: `No connection to the vehicle's rosbridge (${view.url}); reconnecting.`,
    });
  } else if (view.connectedSince !== null && now - view.connectedSince >= FIRST_DATA_GRACE_MS) {
    const silent = [
      [TOPICS.operationModeState, view.modeState, Infinity],
      [TOPICS.kinematics, view.kinematics, STREAM_STALE_MS],
      [TOPICS.status, view.status, STREAM_STALE_MS],
      [TOPICS.mrmState, view.mrm, Infinity],
      [TOPICS.metrics, view.metrics, Infinity],
    ] as const;
    const topics = silent
      .filter(([, received, staleMs]) => !received || now - received.at > staleMs)
      .map(([topic]) => topic);
    if (topics.length > 0) {
      conditions.push({
        code: 'NO_DATA',
        severity: 'warning',
        message: `No data from Autoware on ${topics.join(', ')}.`,
      });
    }
  }
  // 0, 0 (or NaN) is how Autoware's kinematics say "no projection", not a place in the ocean.
  const geographic =
    position &&
    Number.isFinite(position.latitude) &&
    Number.isFinite(position.longitude) &&
    !(position.latitude === 0 && position.longitude === 0);
  if (kinematics && !geographic) {
    conditions.push({
      code: 'NO_GEOGRAPHIC_POSE',
      severity: 'warning',
      message: 'Autoware sends no latitude/longitude (a map without projection): position unknown.',
    });
  }
  const mode = state ? modeFromAdapi(state.mode) : null;
  if (state && mode === null) {
    conditions.push({
      code: 'MODE_UNKNOWN',
      severity: 'warning',
      message: `Autoware reports operation mode ${state.mode} (UNKNOWN); shown as STOP.`,
    });
  }
  if (state && !state.is_autoware_control_enabled) {
    conditions.push({
      code: 'AUTOWARE_CONTROL_DISABLED',
      severity: 'warning',
      message: 'Autoware control is disabled: the vehicle is under direct control.',
    });
  }
  const mrm = view.mrm
    ? mrmFromAdapi(view.mrm.msg)
    : { state: 'NORMAL' as const, behavior: 'NONE' as const };
  if (mrm.state === 'FAILED') {
    conditions.push({
      code: 'MRM_FAILED',
      severity: 'error',
      message: 'Autoware reports the minimal risk maneuver failed.',
    });
  }

  return {
    conditions,
    reading: {
      adapter: 'rosbridge',
      lat: num(position?.latitude, 0),
      lon: num(position?.longitude, 0),
      heading: orientation
        ? headingFromQuaternion({
            x: num(orientation.x, 0),
            y: num(orientation.y, 0),
            z: num(orientation.z, 0),
            w: num(orientation.w, 1),
          })
        : 0,
      speed: num(kinematics?.twist.twist.twist.linear.x, 0),
      gear: view.status ? gearFromAdapi(view.status.msg.gear.status) : 'N',
      steering: num(view.status?.msg.steering_tire_angle, 0),
      energy: energyPercent(num(view.metrics?.msg.energy, 0)),
      mode: mode ?? 'STOP',
      is_in_transition: (state?.is_in_transition ?? false) || transition !== null,
      transition,
      is_stop_mode_available: available('STOP'),
      is_autonomous_mode_available: available('AUTO'),
      is_remote_mode_available: available('REMOTE'),
      is_local_mode_available: available('MANUAL'),
      unavailable,
      mrm,
      settings: { ...settings },
    },
  };
}
