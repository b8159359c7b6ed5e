import { z } from 'zod';

/**
 * Autoware's AD API as the adapter uses it: names, types and constants from
 * autowarefoundation/autoware_adapi_msgs (autoware_adapi_v1_msgs) and the AD API list in
 * autoware-documentation (docs/design/autoware-architecture-v1/interfaces/ad-api/).
 * Types are written `pkg/msg/Type`, the ROS 2 form rosbridge resolves.
 */

export const TOPICS = {
  /** notification (published on change, transient local) */
  operationModeState: '/api/operation_mode/state',
  /** realtime stream */
  kinematics: '/api/vehicle/kinematics',
  /** realtime stream */
  status: '/api/vehicle/status',
  /** reliable stream, AD API v1.9.0+: energy lives here, not in VehicleStatus */
  metrics: '/api/vehicle/metrics',
  /** notification */
  mrmState: '/api/fail_safe/mrm_state',
  /** realtime streams, sent with every tele-op command */
  pedals: '/api/manual/remote/command/pedals',
  steering: '/api/manual/remote/command/steering',
  heartbeat: '/api/manual/remote/operator/heartbeat',
  /** notification: sent when the gear changes, from a latched publisher */
  gear: '/api/manual/remote/command/gear',
} as const;

export const SERVICES = {
  changeToStop: '/api/operation_mode/change_to_stop',
  changeToAutonomous: '/api/operation_mode/change_to_autonomous',
  changeToLocal: '/api/operation_mode/change_to_local',
  changeToRemote: '/api/operation_mode/change_to_remote',
  /** Fails while the operation mode is REMOTE, so it is called before entering it. */
  selectRemoteControlMode: '/api/manual/remote/control_mode/select',
  sendMrmRequest: '/api/fail_safe/mrm_request/send',
  /** GetVehicleSpecs: `specs.max_steering_tire_angle`, the tyre angle of a full wheel. */
  vehicleSpecs: '/api/vehicle/specs',
} as const;

export const TYPES = {
  operationModeState: 'autoware_adapi_v1_msgs/msg/OperationModeState',
  kinematics: 'autoware_adapi_v1_msgs/msg/VehicleKinematics',
  status: 'autoware_adapi_v1_msgs/msg/VehicleStatus',
  metrics: 'autoware_adapi_v1_msgs/msg/VehicleMetrics',
  mrmState: 'autoware_adapi_v1_msgs/msg/MrmState',
  pedals: 'autoware_adapi_v1_msgs/msg/PedalsCommand',
  steering: 'autoware_adapi_v1_msgs/msg/SteeringCommand',
  heartbeat: 'autoware_adapi_v1_msgs/msg/ManualOperatorHeartbeat',
  gear: 'autoware_adapi_v1_msgs/msg/GearCommand',
} as const;

/** OperationModeState.mode */
export const ADAPI_MODE = { UNKNOWN: 0, STOP: 1, AUTONOMOUS: 2, LOCAL: 3, REMOTE: 4 } as const;
/** ChangeOperationMode response status codes */
export const CHANGE_MODE_ERROR = { NOT_AVAILABLE: 1, IN_TRANSITION: 2 } as const;
/** autoware_adapi_v1_msgs/msg/Gear.status */
export const ADAPI_GEAR = {
  UNKNOWN: 0,
  NEUTRAL: 1,
  DRIVE: 2,
  REVERSE: 3,
  PARK: 4,
  LOW: 5,
} as const;
/** ManualControlMode.mode */
export const MANUAL_CONTROL_MODE = {
  DISABLED: 1,
  PEDALS: 2,
  ACCELERATION: 3,
  VELOCITY: 4,
} as const;
/** MrmState.state */
export const MRM_STATE = {
  UNKNOWN: 0,
  NORMAL: 1,
  MRM_OPERATING: 2,
  MRM_SUCCEEDED: 3,
  MRM_FAILED: 4,
} as const;
/** MrmState.behavior (deprecated in v1.9.0 in favour of behaviour ids; 1–4 stay reserved) */
export const MRM_BEHAVIOR = {
  NONE: 1,
  EMERGENCY_STOP: 2,
  COMFORTABLE_STOP: 3,
  PULL_OVER: 4,
} as const;
/**
 * MrmRequest.strategy: the AD API offers only these two. DELEGATE leaves the choice of the
 * maneuver (emergency stop, comfortable stop, pull over) to Autoware; no strategy asks for a
 * particular one.
 */
export const MRM_STRATEGY = { CANCEL: 1, DELEGATE: 2 } as const;

/*
 * What the adapter reads of each message, checked on arrival. Only the fields used are listed;
 * a float64 that rosbridge sent as NaN arrives as null (see parseAnswer).
 */
const finite = z.number().nullable();
const quaternion = z.object({ x: finite, y: finite, z: finite, w: finite });

export const OperationModeStateMsg = z.object({
  mode: z.number().int(),
  is_autoware_control_enabled: z.boolean(),
  is_in_transition: z.boolean(),
  is_stop_mode_available: z.boolean(),
  is_autonomous_mode_available: z.boolean(),
  is_local_mode_available: z.boolean(),
  is_remote_mode_available: z.boolean(),
});
export type OperationModeStateMsg = z.infer<typeof OperationModeStateMsg>;

/** geographic_pose is GeoPointStamped; pose/twist are the *WithCovarianceStamped messages. */
export const VehicleKinematicsMsg = z.object({
  geographic_pose: z.object({
    position: z.object({ latitude: finite, longitude: finite }),
  }),
  pose: z.object({
    pose: z.object({
      pose: z.object({
        orientation: quaternion,
        /** In the map frame: the HMI's poses take their height from it. */
        position: z.object({ z: finite }).optional(),
      }),
    }),
  }),
  twist: z.object({
    twist: z.object({ twist: z.object({ linear: z.object({ x: finite }) }) }),
  }),
});
export type VehicleKinematicsMsg = z.infer<typeof VehicleKinematicsMsg>;

export const VehicleStatusMsg = z.object({
  gear: z.object({ status: z.number().int() }),
  steering_tire_angle: finite,
  /** TurnIndicators and HazardLights (the HMI's turn signal). */
  turn_indicators: z.object({ status: z.number().int() }).optional(),
  hazard_lights: z.object({ status: z.number().int() }).optional(),
});
export type VehicleStatusMsg = z.infer<typeof VehicleStatusMsg>;

/** energy: the remaining fuel or battery as a ratio of the maximum, 0–1. */
export const VehicleMetricsMsg = z.object({ energy: finite });
export type VehicleMetricsMsg = z.infer<typeof VehicleMetricsMsg>;

export const MrmStateMsg = z.object({ state: z.number().int(), behavior: z.number().int() });
export type MrmStateMsg = z.infer<typeof MrmStateMsg>;

/** GetVehicleSpecs' response: the VehicleSpecs field the adapter uses. */
export const VehicleSpecsAnswer = z.object({
  specs: z.object({ max_steering_tire_angle: finite }),
});

/** autoware_adapi_v1_msgs/msg/ResponseStatus, inside every AD API service response. */
export const ResponseStatusAnswer = z.object({
  status: z.object({ success: z.boolean(), code: z.number().int(), message: z.string() }),
});
export type ResponseStatusAnswer = z.infer<typeof ResponseStatusAnswer>;
