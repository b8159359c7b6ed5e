import { z } from 'zod';

/**
 * What the HMI (issue 16) reads and calls on Autoware: the AD API's routing, localisation,
 * planning and perception interfaces (autoware_adapi_v1_msgs), plus three Autoware topics the AD
 * API does not offer: the map's projector, the planned trajectory and the traffic light states.
 */
export const HMI_TOPICS = {
  /** notification (transient local): where the vehicle's map lies on the earth */
  projectorInfo: '/map/map_projector_info',
  /** notification */
  routeState: '/api/routing/state',
  /** notification */
  route: '/api/routing/route',
  /** notification */
  localization: '/api/localization/initialization_state',
  /** realtime stream */
  velocityFactors: '/api/planning/velocity_factors',
  /** realtime stream */
  objects: '/api/perception/objects',
  /** Autoware's planning output (not AD API): the path the vehicle will follow, with speeds. */
  trajectory: '/planning/scenario_planning/trajectory',
  /**
   * Autoware's traffic light recognition (not AD API: the AD API has no stable traffic light
   * topic yet), TrafficLightGroupArray since Autoware 2024.
   */
  trafficSignals: '/perception/traffic_light_recognition/traffic_signals',
} as const;

export const HMI_TYPES = {
  projectorInfo: 'autoware_map_msgs/msg/MapProjectorInfo',
  routeState: 'autoware_adapi_v1_msgs/msg/RouteState',
  route: 'autoware_adapi_v1_msgs/msg/Route',
  localization: 'autoware_adapi_v1_msgs/msg/LocalizationInitializationState',
  velocityFactors: 'autoware_adapi_v1_msgs/msg/VelocityFactorArray',
  objects: 'autoware_adapi_v1_msgs/msg/DynamicObjectArray',
  trajectory: 'autoware_planning_msgs/msg/Trajectory',
  trafficSignals: 'autoware_perception_msgs/msg/TrafficLightGroupArray',
} as const;

export const HMI_SERVICES = {
  /** SetRoutePoints */
  setRoutePoints: '/api/routing/set_route_points',
  /** SetRoutePoints' type: a new goal for the set route, also while driving (route SET only). */
  changeRoutePoints: '/api/routing/change_route_points',
  /** ClearRoute */
  clearRoute: '/api/routing/clear_route',
  /** InitializeLocalization */
  initializeLocalization: '/api/localization/initialize',
} as const;

/** RouteState.state */
export const ROUTE_STATE = { UNKNOWN: 0, UNSET: 1, SET: 2, ARRIVED: 3, CHANGING: 4 } as const;
/** LocalizationInitializationState.state */
export const LOCALIZATION_STATE = {
  UNKNOWN: 0,
  UNINITIALIZED: 1,
  INITIALIZING: 2,
  INITIALIZED: 3,
} as const;
/** VelocityFactor.status */
export const VELOCITY_FACTOR_STATUS = { UNKNOWN: 0, APPROACHING: 1, STOPPED: 2 } as const;
/** TrafficLightElement.color */
export const LIGHT_COLOR = { UNKNOWN: 0, RED: 1, AMBER: 2, GREEN: 3, WHITE: 4 } as const;
/** TurnIndicators.status and HazardLights.status (in VehicleStatus) */
export const TURN_INDICATORS = { UNKNOWN: 0, DISABLE: 1, LEFT: 2, RIGHT: 3 } as const;
export const HAZARD_LIGHTS = { UNKNOWN: 0, DISABLE: 1, ENABLE: 2 } as const;
/** shape_msgs/SolidPrimitive.type */
export const SOLID = { BOX: 1, SPHERE: 2, CYLINDER: 3, CONE: 4, PRISM: 5 } as const;

/*
 * What the adapter reads of each message, checked on arrival (only the fields used). A float
 * that rosbridge sent as NaN arrives as null.
 */
const finite = z.number().nullable();
const point = z.object({ x: finite, y: finite, z: finite });
const quaternion = z.object({ x: finite, y: finite, z: finite, w: finite });
export const RosPose = z.object({ position: point, orientation: quaternion });
export type RosPose = z.infer<typeof RosPose>;

export const MapProjectorInfoMsg = z.object({
  projector_type: z.string(),
  vertical_datum: z.string().optional(),
  mgrs_grid: z.string().optional(),
  map_origin: z
    .object({ latitude: finite, longitude: finite, altitude: finite.optional() })
    .optional(),
});
export type MapProjectorInfoMsg = z.infer<typeof MapProjectorInfoMsg>;

export const RouteStateMsg = z.object({ state: z.number().int() });
export const LocalizationStateMsg = z.object({ state: z.number().int() });

/** Route.data holds none (no route) or one RouteData. */
export const RouteMsg = z.object({
  data: z
    .array(
      z.object({
        goal: RosPose,
        segments: z.array(z.object({ preferred: z.object({ id: z.number() }) })),
      }),
    )
    .max(1),
});
export type RouteMsg = z.infer<typeof RouteMsg>;

export const VelocityFactorArrayMsg = z.object({
  factors: z.array(
    z.object({
      pose: RosPose,
      distance: finite,
      status: z.number().int(),
      behavior: z.string(),
      detail: z.string().optional(),
    }),
  ),
});
export type VelocityFactorArrayMsg = z.infer<typeof VelocityFactorArrayMsg>;

/** unique_identifier_msgs/UUID: rosbridge writes uint8 arrays as base64, or as numbers. */
const Uuid = z.object({ uuid: z.union([z.string(), z.array(z.number())]) });

export const DynamicObjectArrayMsg = z.object({
  objects: z.array(
    z.object({
      id: Uuid,
      classification: z.array(z.object({ label: z.number().int(), probability: finite })),
      kinematics: z.object({
        pose: RosPose,
        twist: z.object({ linear: point }),
      }),
      shape: z.object({ type: z.number().int(), dimensions: z.array(finite) }),
    }),
  ),
});
export type DynamicObjectArrayMsg = z.infer<typeof DynamicObjectArrayMsg>;

export const TrajectoryMsg = z.object({
  points: z.array(z.object({ pose: RosPose, longitudinal_velocity_mps: finite })),
});
export type TrajectoryMsg = z.infer<typeof TrajectoryMsg>;

export const TrafficLightGroupArrayMsg = z.object({
  traffic_light_groups: z.array(
    z.object({
      traffic_light_group_id: z.number(),
      elements: z.array(z.object({ color: z.number().int() })),
    }),
  ),
});
export type TrafficLightGroupArrayMsg = z.infer<typeof TrafficLightGroupArrayMsg>;
