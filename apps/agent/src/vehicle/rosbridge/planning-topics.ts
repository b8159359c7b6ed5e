import type { z } from 'zod';
import {
  DynamicObjectArrayMsg,
  HMI_TOPICS,
  HMI_TYPES,
  LocalizationStateMsg,
  RouteMsg,
  RouteStateMsg,
  TrafficLightGroupArrayMsg,
  TrajectoryMsg,
  VelocityFactorArrayMsg,
} from './hmi-adapi';
import type { PlanningView } from './planning';

/** The adapter's subscribe: each message checked against its schema before `keep`. */
export type Follow = <T>(
  topic: string,
  type: string,
  schema: z.ZodType<T>,
  keep: (msg: T) => void,
) => void;

/** Subscribes the HMI's topics, each message kept in `view` with when it came. */
export function followPlanning(follow: Follow, view: PlanningView, now: () => number): void {
  follow(HMI_TOPICS.routeState, HMI_TYPES.routeState, RouteStateMsg, (msg) => {
    view.routeState = { msg, at: now() };
  });
  follow(HMI_TOPICS.route, HMI_TYPES.route, RouteMsg, (msg) => {
    view.route = { msg, at: now() };
  });
  follow(HMI_TOPICS.localization, HMI_TYPES.localization, LocalizationStateMsg, (msg) => {
    view.localization = { msg, at: now() };
  });
  follow(HMI_TOPICS.velocityFactors, HMI_TYPES.velocityFactors, VelocityFactorArrayMsg, (msg) => {
    view.factors = { msg, at: now() };
  });
  follow(HMI_TOPICS.objects, HMI_TYPES.objects, DynamicObjectArrayMsg, (msg) => {
    view.objects = { msg, at: now() };
  });
  follow(HMI_TOPICS.trajectory, HMI_TYPES.trajectory, TrajectoryMsg, (msg) => {
    view.trajectory = { msg, at: now() };
  });
  follow(HMI_TOPICS.trafficSignals, HMI_TYPES.trafficSignals, TrafficLightGroupArrayMsg, (msg) => {
    view.lights = { msg, at: now() };
  });
}
