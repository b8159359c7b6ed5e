import {
  AD_API_CODES,
  HMI_ACTIONS,
  InitialPoseRequest,
  RouteRequest,
  VehicleMapRequest,
} from '@ads/contract';
import { z } from 'zod';
import { AgentError } from '../runtime';
import { AdApiError, type DrivingMap } from './adapter';
import type { Operator } from './control-lock';
import { type LinkCore, type LinkHandler, TAKE_CONTROL_FIRST } from './link-core';

/**
 * What an accepted AD API command (routeAPI, changeRouteAPI, clearRouteAPI, initialPoseAPI,
 * engageAPI, vehicleMapAPI) answers, as `success`: the AD API's ResponseStatus of a success. A
 * refusal is an `error` with `{ message, code }` (AdApiRefusal, the code from AD_API_CODES);
 * only the lock's refusal (TAKE_CONTROL_FIRST) is `{ message }` alone, as for operationModeAPI.
 */
export const AD_API_ACCEPTED = { status: { success: true, code: 0, message: '' } } as const;
export type AdApiAccepted = typeof AD_API_ACCEPTED;

/** The HMI's AD API commands (issue 16). */
export const AD_API_LINK_ACTIONS = [
  HMI_ACTIONS.route,
  HMI_ACTIONS.changeRoute,
  HMI_ACTIONS.clearRoute,
  HMI_ACTIONS.initialPose,
  HMI_ACTIONS.engage,
  HMI_ACTIONS.map,
] as const;
export type AdApiLinkAction = (typeof AD_API_LINK_ACTIONS)[number];

/** clearRouteAPI and engageAPI take nothing (an empty object). */
const EmptyRequest = z.object({}).strict();

/**
 * The AD API's commands, for the lock's holder as a mode change is. They are audited as 'mode'
 * events — engage as `{ from, to: 'AUTO', result }`, the others as `{ command: 'route' |
 * 'change_route' | 'clear_route' | 'initial_pose' | 'map', …, result, reason?, code? }` — because
 * the server's vehicle_events table checks the kind against a fixed list. An accepted command
 * pushes the plan at once (`pushPlanning`).
 */
export function createLinkAdApi(
  core: LinkCore,
  pushPlanning: () => void,
): Record<AdApiLinkAction, LinkHandler> {
  const { adapter, lock, event, whoOf, options } = core;

  /**
   * One AD API command of the lock's holder: the request read by its schema (a bad one is a
   * PARAMETER_ERROR), the lock, the vehicle's answer (an AdApiError keeps its code), the audit
   * entry either way, and the plan pushed at once when accepted.
   */
  async function adCommand<S extends z.ZodType>(
    operator: Operator,
    input: { schema: S; data: unknown; hint: string },
    audit: (request: z.output<S>) => Record<string, unknown>,
    run: (request: z.output<S>) => Promise<void>,
  ): Promise<AdApiAccepted> {
    const parsed = input.schema.safeParse(input.data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where =
        issue && issue.path.length ? ` (${issue.path.join('.')}: ${issue.message})` : '';
      throw new AdApiError(`${input.hint}${where}`, AD_API_CODES.parameterError);
    }
    const request = parsed.data as z.output<S>;
    const detail = audit(request);
    const refuse = (error: AgentError) => {
      const code = error instanceof AdApiError ? { code: error.code } : {};
      event(
        'mode',
        { ...detail, result: 'refused', reason: error.message, ...code },
        whoOf(operator),
      );
      return error;
    };
    if (!lock.isHolder(operator.sid)) throw refuse(new AgentError(TAKE_CONTROL_FIRST));
    try {
      await run(request);
    } catch (error) {
      if (error instanceof AgentError) throw refuse(error);
      options.log(`${String(detail.command ?? detail.to)} failed: ${String(error)}`);
      throw refuse(
        new AdApiError('The vehicle did not take the command.', AD_API_CODES.serviceUnready),
      );
    }
    event('mode', { ...detail, result: 'accepted' }, whoOf(operator));
    pushPlanning();
    return AD_API_ACCEPTED;
  }

  /** routeAPI and changeRouteAPI: a goal and waypoints, audited by their count. */
  const routeCommand =
    (
      command: 'route' | 'change_route',
      hint: string,
      run: (request: z.output<typeof RouteRequest>) => Promise<void>,
    ) =>
    (data: unknown, operator: Operator) =>
      adCommand(
        operator,
        { schema: RouteRequest, data, hint },
        (request) => ({ command, goal: request.goal, waypoints: request.waypoints.length }),
        run,
      );

  async function engage(data: unknown, operator: Operator): Promise<AdApiAccepted> {
    const from = adapter.reading().mode;
    const answer = await adCommand(
      operator,
      { schema: EmptyRequest, data: data ?? {}, hint: 'Send {}: engageAPI takes no data.' },
      () => ({ from, to: 'AUTO' }),
      () => adapter.engage(),
    );
    core.sessions.end('mode');
    core.push();
    return answer;
  }

  const useMap = (data: unknown, operator: Operator) =>
    adCommand(
      operator,
      {
        schema: VehicleMapRequest,
        data,
        hint: 'Name the map: { map_id } (a project map), or { map_id: null } for the sample roads.',
      },
      (request) => ({ command: 'map', map_id: request.map_id }),
      async ({ map_id }) => {
        let map: DrivingMap | null = null;
        if (map_id !== null) {
          if (!options.maps) {
            throw new AdApiError(
              "This vehicle cannot load the studio's project maps.",
              AD_API_CODES.serviceUnready,
            );
          }
          map = await options.maps.load(map_id);
        }
        await adapter.useMap(map);
        await options.maps?.remember(map_id).catch((error: unknown) => {
          options.log(`cannot keep the chosen map: ${String(error)}`);
        });
      },
    );

  return {
    [HMI_ACTIONS.route]: routeCommand(
      'route',
      'Send a goal: { goal: { lat, lon, heading }, waypoints? }.',
      (request) => adapter.setRoute(request),
    ),
    [HMI_ACTIONS.changeRoute]: routeCommand(
      'change_route',
      'Send a new goal: { goal: { lat, lon, heading }, waypoints? }.',
      (request) => adapter.changeRoute(request),
    ),
    [HMI_ACTIONS.clearRoute]: (data, operator) =>
      adCommand(
        operator,
        { schema: EmptyRequest, data: data ?? {}, hint: 'Send {}: clearRouteAPI takes no data.' },
        () => ({ command: 'clear_route' }),
        () => adapter.clearRoute(),
      ),
    [HMI_ACTIONS.initialPose]: (data, operator) =>
      adCommand(
        operator,
        {
          schema: InitialPoseRequest,
          data: data ?? {},
          hint: 'Send { pose: { lat, lon, heading } }, or {} to initialise from GNSS.',
        },
        (request) => ({ command: 'initial_pose', pose: request.pose ?? 'gnss' }),
        (request) => adapter.initialPose(request),
      ),
    [HMI_ACTIONS.engage]: engage,
    [HMI_ACTIONS.map]: useMap,
  };
}
