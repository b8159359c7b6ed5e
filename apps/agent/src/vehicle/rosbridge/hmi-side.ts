import type { InitialPoseRequest, MapPose, RouteRequest } from '@ads/contract';
import type { z } from 'zod';
import type { PlanningReading } from '../adapter';
import type { VehicleStatusMsg } from './adapi';
import { HMI_TOPICS, HMI_TYPES, MapProjectorInfoMsg } from './hmi-adapi';
import { createHmiCommands, type HmiCommandDeps } from './hmi-commands';
import { type MapFrame, mapFrameOf, projectorOf } from './map-frame';
import { emptyPlanningView, forgetPlanning, readPlanning } from './planning';
import { type Follow, followPlanning } from './planning-topics';

/**
 * The rosbridge adapter's HMI side (issue 16): where the vehicle's map lies, what it plans and
 * sees, and the routing and localisation commands. The mode machine (engage) stays the
 * adapter's own.
 */
export function createHmiSide(
  deps: Omit<HmiCommandDeps, 'frame'> & {
    follow: Follow;
    log(line: string): void;
    /** The latest VehicleStatus (turn indicators, hazard lights). */
    status(): VehicleStatusMsg | null;
  },
) {
  const view = emptyPlanningView();
  let frame: MapFrame | null = null;
  let projectorKnown = false;
  /** The waypoints of the route this adapter set: Autoware's Route does not list them. */
  let waypoints: MapPose[] = [];
  /** When they were set: a route state said before that is not about their route. */
  let waypointsSince = -Infinity;

  deps.follow(HMI_TOPICS.projectorInfo, HMI_TYPES.projectorInfo, MapProjectorInfoMsg, (msg) => {
    const projector = projectorOf(msg);
    frame = projector ? mapFrameOf(projector) : null;
    projectorKnown = true;
    if (!frame) deps.log(`${HMI_TOPICS.projectorInfo}: ${msg.projector_type} places nothing`);
  });
  followPlanning(deps.follow, view, deps.now);
  const commands = createHmiCommands({ ...deps, frame: () => frame });

  return {
    /** The HMI's notification topics that have said nothing yet (to subscribe again). */
    silentNotifications(): string[] {
      return [
        [HMI_TOPICS.projectorInfo, projectorKnown],
        [HMI_TOPICS.routeState, view.routeState],
        [HMI_TOPICS.localization, view.localization],
      ].flatMap(([topic, heard]) => (heard ? [] : [topic as string]));
    },

    /** The connection ended: the vehicle may come back with another map, or none. */
    forget(): void {
      forgetPlanning(view);
      frame = null;
      projectorKnown = false;
    },

    planning(): PlanningReading {
      const reading = readPlanning({
        view,
        status: deps.status(),
        frame,
        waypoints,
        now: deps.now(),
      });
      // Cleared with the route, whoever cleared it (an UNSET said after they were set).
      const said = view.routeState?.at ?? -Infinity;
      if (reading.route_state === 'UNSET' && said > waypointsSince) waypoints = [];
      return reading;
    },

    async setRoute(request: z.output<typeof RouteRequest>): Promise<void> {
      await commands.setRoute(request);
      waypoints = request.waypoints;
      waypointsSince = deps.now();
    },

    async changeRoute(request: z.output<typeof RouteRequest>): Promise<void> {
      await commands.changeRoute(request);
      waypoints = request.waypoints;
      waypointsSince = deps.now();
    },

    async clearRoute(): Promise<void> {
      await commands.clearRoute();
      waypoints = [];
    },

    initialPose: (request: z.output<typeof InitialPoseRequest>) => commands.initialPose(request),
  };
}
