import {
  AD_API_CODES,
  type InitialPoseRequest,
  type MapPose,
  type RouteRequest,
} from '@ads/contract';
import type { z } from 'zod';
import { AdApiError } from '../adapter';
import { HMI_SERVICES } from './hmi-adapi';
import type { MapFrame } from './map-frame';
import { rosTime } from './protocol';

/** Said when the vehicle never told where its map lies: no pose can be converted. */
export const NO_PROJECTOR =
  'The vehicle has not said where its map lies (/map/map_projector_info).';
export const OWN_MAP = 'A real vehicle drives on its own map: load maps on the vehicle.';

/**
 * The covariance RViz's "2D Pose Estimate" sends Autoware (x, y 0.25 m², yaw ≈ (15°)²): a pose
 * picked on a map is that uncertain, and NDT searches around it.
 */
const INITIAL_POSE_COVARIANCE = (() => {
  const covariance = new Array<number>(36).fill(0);
  covariance[0] = 0.25;
  covariance[7] = 0.25;
  covariance[35] = 0.06853891945200942;
  return covariance;
})();

export interface HmiCommandDeps {
  /** An AD API call; a refusal rejects with an AdApiError carrying the service's code. */
  call(service: string, args: object): Promise<void>;
  /** The map frame, once the vehicle said where its map lies. */
  frame(): MapFrame | null;
  /** The vehicle's height in the map frame (poses picked on a 2D map take it). */
  height(): number;
  now(): number;
  /** Throws when rosbridge is not connected. */
  requireConnection(): void;
}

/** The HMI's commands as AD API service calls (issue 16, docs/adr/0020). */
export function createHmiCommands(deps: HmiCommandDeps) {
  const frameOrRefuse = (): MapFrame => {
    const frame = deps.frame();
    if (!frame) throw new AdApiError(NO_PROJECTOR, AD_API_CODES.serviceUnready);
    return frame;
  };
  const header = () => ({ stamp: rosTime(deps.now()), frame_id: 'map' });
  const toRos = (frame: MapFrame, pose: MapPose) => frame.toRos(pose, deps.height());

  /** SetRoutePoints' request: the goal and the waypoints, in the map frame. */
  const routePoints = (request: z.output<typeof RouteRequest>) => {
    deps.requireConnection();
    const frame = frameOrRefuse();
    return {
      header: header(),
      option: { allow_goal_modification: request.allow_goal_modification },
      goal: toRos(frame, request.goal),
      waypoints: request.waypoints.map((pose) => toRos(frame, pose)),
    };
  };

  return {
    /** `/api/routing/set_route_points`: refused while a route is set. */
    async setRoute(request: z.output<typeof RouteRequest>): Promise<void> {
      await deps.call(HMI_SERVICES.setRoutePoints, routePoints(request));
    },

    /** `/api/routing/change_route_points`: a new goal for the set route, also while driving. */
    async changeRoute(request: z.output<typeof RouteRequest>): Promise<void> {
      await deps.call(HMI_SERVICES.changeRoutePoints, routePoints(request));
    },

    /** `/api/routing/clear_route`. */
    async clearRoute(): Promise<void> {
      deps.requireConnection();
      await deps.call(HMI_SERVICES.clearRoute, {});
    },

    /** `/api/localization/initialize`: one pose, or none for GNSS. */
    async initialPose(request: z.output<typeof InitialPoseRequest>): Promise<void> {
      deps.requireConnection();
      const pose = request.pose
        ? [
            {
              header: header(),
              pose: {
                pose: toRos(frameOrRefuse(), request.pose),
                covariance: INITIAL_POSE_COVARIANCE,
              },
            },
          ]
        : [];
      await deps.call(HMI_SERVICES.initializeLocalization, { pose });
    },
  };
}
