import {
  AD_API_CODES,
  ControlLockRequest,
  HMI_ACTIONS,
  HMI_RATES,
  InitialPoseRequest,
  packCloud,
  type PointCloudFrame,
  RouteRequest,
  VehicleMapRequest,
  type VehiclePlanning,
  type ControlLockAnswer,
  type EstopAnswer,
  EstopRequest,
  type MessageSender,
  type ModeChangeAnswer,
  OperationModeRequest,
  type SocketMessage,
  TELEOP,
  TeleopCommand,
  type TeleopEcho,
  VEHICLE_ACTIONS,
  type VehicleEvent,
  type VehicleEventKind,
  type VehicleSettings,
  VehicleSettingsRequest,
  type VehicleState,
} from '@ads/contract';
import { z } from 'zod';
import { AgentError } from '../runtime';
import { AdApiError, type DrivingMap, type VehicleAdapter } from './adapter';
import { createControlLock, type Holder, type Operator } from './control-lock';
import type { DriveRecorder } from './drive-recorder';
import type { MapSource } from './map-loader';
import { createTeleopGate } from './teleop-gate';
import { createTeleopSessions, type SessionEnd } from './teleop-sessions';

/** The socket actions the link answers (the vehicle actions a browser sends). */
export const VEHICLE_LINK_ACTIONS = [
  VEHICLE_ACTIONS.state,
  VEHICLE_ACTIONS.operationMode,
  VEHICLE_ACTIONS.controlLock,
  VEHICLE_ACTIONS.teleop,
  VEHICLE_ACTIONS.estop,
  VEHICLE_ACTIONS.settings,
] as const;
/**
 * The HMI's actions the link answers (issue 16): the plan and the cloud asked for at once, and
 * the AD API's commands. `recordDriveAPI` is the recorder's (actions/record-drive.ts).
 */
export const HMI_LINK_ACTIONS = [
  HMI_ACTIONS.planning,
  HMI_ACTIONS.cloud,
  HMI_ACTIONS.route,
  HMI_ACTIONS.changeRoute,
  HMI_ACTIONS.clearRoute,
  HMI_ACTIONS.initialPose,
  HMI_ACTIONS.engage,
  HMI_ACTIONS.map,
] as const;
export type VehicleLinkAction =
  (typeof VEHICLE_LINK_ACTIONS)[number] | (typeof HMI_LINK_ACTIONS)[number];

export const TAKE_CONTROL_FIRST = 'Take control of this vehicle first.';

/**
 * What an accepted AD API command (routeAPI, changeRouteAPI, clearRouteAPI, initialPoseAPI,
 * engageAPI, vehicleMapAPI) answers, as `success`: the AD API's ResponseStatus of a success. A
 * refusal is an `error` with `{ message, code }` (AdApiRefusal, the code from AD_API_CODES);
 * only the lock's refusal (TAKE_CONTROL_FIRST) is `{ message }` alone, as for operationModeAPI.
 */
export const AD_API_ACCEPTED = { status: { success: true, code: 0, message: '' } } as const;
export type AdApiAccepted = typeof AD_API_ACCEPTED;

export interface VehicleLinkOptions {
  adapter: VehicleAdapter;
  /** Sends one RESPONSE to the PC's room (`user_msg`); events sent while offline may wait. */
  send(message: SocketMessage): void;
  /** The clock of stamps and the lock (epoch ms); default `Date.now`. */
  now?: () => number;
  log(line: string): void;
  /** The drive recorder, whose recording the planning push shows; none: nothing is recorded. */
  recorder?: DriveRecorder;
  /** Where project maps come from (vehicleMapAPI); none: only the sample road network. */
  maps?: MapSource;
}

export interface VehicleLink {
  /**
   * One REQUEST of a vehicle action from `sender`; resolves to the answer (sent as `success`),
   * or undefined when nothing is answered (the server's own messages), or throws an AgentError.
   */
  handle(
    action: VehicleLinkAction,
    data: unknown,
    sender: MessageSender | undefined,
  ): Promise<unknown>;
  /** The agent's connection to the studio came up: state pushes start. */
  connected(): void;
  /** It went down: pushes stop, the lock ends and the controls are released. */
  disconnected(): void;
  /** The drive recorder (recordDriveAPI), when the agent records drives. */
  readonly recorder?: DriveRecorder | undefined;
  close(): void;
}

type Who = { user_id: number; name: string } | null;

/** clearRouteAPI and engageAPI take nothing (an empty object). */
const EmptyRequest = z.object({}).strict();

/**
 * The agent's side of the vehicle link: the state pushed at TELEOP.stateHz while the studio
 * link is up, the control lock (one operator at a time), who may ask what, and the audit
 * trail. The adapter owns the vehicle's own rules (modes, watchdog, MRM); the link owns who
 * may ask. The server names each message's sender, so the link trusts `sender`, never `data`.
 *
 * HMI (issue 16): in the same 100 ms slot as the state, the plan (`vehiclePlanningAPI`, its own
 * seq, with the drive being recorded), and every fifth slot the lidar cloud (`vehicleCloudAPI`,
 * 2 Hz, skipped while the vehicle has none) — both only while watched: for HMI_RATES.watchMs
 * after a viewer last asked for either. The AD API's commands need the lock as a mode
 * change does; they are audited as 'mode' events — engage as `{ from, to: 'AUTO', result }`,
 * the others as `{ command: 'route'|'change_route'|'clear_route'|'initial_pose'|'map', …,
 * result, reason?, code? }` — because the server's vehicle_events table checks the kind against
 * a fixed list. The vehicle's settings (vehicleSettingsAPI) are a 'control' event,
 * `{ action: 'settings', operator_timeout_ms, result, reason? }`.
 *
 * Tele-op (issue 25): every command read from the holder in REMOTE goes through the gate
 * (teleop-gate.ts: age by the estimate of the sender's clock, order, round trip) and is echoed
 * at once, applied or not; only an applied one reaches the vehicle, so a dropped one never feeds
 * its watchdog. A stop never waits: E-STOP and a change to STOP reach the adapter in the same
 * turn as the request, before anything is awaited.
 */
export function createVehicleLink(options: VehicleLinkOptions): VehicleLink {
  const { adapter, send } = options;
  const now = options.now ?? Date.now;
  const lock = createControlLock(now);
  let online = false;
  let closed = false;
  let seq = 0;
  let timer: NodeJS.Timeout | undefined;

  function event(kind: VehicleEventKind, detail: Record<string, unknown>, who: Who): void {
    const data: VehicleEvent = {
      kind,
      at: now(),
      user_id: who?.user_id ?? null,
      user_name: who?.name ?? null,
      detail,
    };
    send({ action: VEHICLE_ACTIONS.event, type: 'RESPONSE', status: 'success', data });
  }
  const whoOf = (operator: { user_id: number; name: string }): Who => ({
    user_id: operator.user_id,
    name: operator.name,
  });

  const sessions = createTeleopSessions(now, ({ operator, detail }) =>
    event('teleop', detail, whoOf(operator)),
  );
  const gate = createTeleopGate();
  adapter.onEvent((side) => event(side.kind, side.detail, null));

  function state(): VehicleState {
    const reading = adapter.reading();
    const pushed: VehicleState = { ...reading, seq, stamp: now(), control: lock.holder() };
    seq += 1;
    return pushed;
  }
  /** A push now, so a change (lock, mode, e-stop) reaches every viewer without the 100 ms wait. */
  function push(): void {
    if (!online) return;
    send({ action: VEHICLE_ACTIONS.state, type: 'RESPONSE', status: 'success', data: state() });
  }

  // The HMI's pushes (issue 16): the plan in the state's slot, the cloud every fifth slot.
  let planningSeq = 0;
  let cloudSeq = 0;
  let slots = 0;
  /** Until when (the link's clock) someone watches the plan and the cloud. */
  let watchedUntil = -Infinity;
  const watched = () => now() < watchedUntil;
  const cloudEvery = Math.round(HMI_RATES.planningHz / HMI_RATES.cloudHz);
  /** A failing adapter is said once per kind, not at 10 Hz. */
  const said = new Set<string>();
  function sayOnce(what: string, error: unknown): void {
    if (said.has(what)) return;
    said.add(what);
    options.log(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  }

  function planning(): VehiclePlanning {
    const reading = adapter.planning();
    const pushed: VehiclePlanning = {
      ...reading,
      seq: planningSeq,
      stamp: now(),
      recording: options.recorder?.info() ?? null,
    };
    planningSeq += 1;
    return pushed;
  }
  function pushPlanning(): void {
    if (!online) return;
    let data: VehiclePlanning;
    try {
      data = planning();
    } catch (error) {
      return sayOnce('the vehicle planning', error);
    }
    send({ action: HMI_ACTIONS.planning, type: 'RESPONSE', status: 'success', data });
  }

  /** The latest sweep, packed (at most HMI_RATES.cloudPoints points); null when there is none. */
  function cloudFrame(): PointCloudFrame | null {
    const cloud = adapter.cloud();
    if (!cloud) return null;
    const max = HMI_RATES.cloudPoints * 3;
    const xyz = cloud.xyz.length > max ? cloud.xyz.subarray(0, max) : cloud.xyz;
    const frame: PointCloudFrame = {
      seq: cloudSeq,
      stamp: cloud.stamp,
      lat: cloud.pose.lat,
      lon: cloud.pose.lon,
      heading: cloud.pose.heading,
      ...packCloud(xyz),
    };
    cloudSeq += 1;
    return frame;
  }
  function pushCloud(): void {
    if (!online) return;
    let data: PointCloudFrame | null;
    try {
      data = cloudFrame();
    } catch (error) {
      return sayOnce('the vehicle cloud', error);
    }
    if (data) send({ action: HMI_ACTIONS.cloud, type: 'RESPONSE', status: 'success', data });
  }

  /** Ends the lock: the tele-op session with it, and the controls go to a zero command. */
  function endLock(action: 'release' | 'expired', reason: string, session: SessionEnd): void {
    const holder = lock.clear();
    if (!holder) return;
    sessions.end(session);
    adapter.releaseControls();
    event('control', { action, reason }, whoOf(holder));
    push();
  }

  /**
   * The heartbeat's timeline: each push aims at `last + period` on the clock, not at "100 ms
   * after the previous one ran", so a busy process does not slow the rate down; slots missed
   * by a stall are skipped rather than sent in a burst.
   */
  const period = 1000 / TELEOP.stateHz;
  function schedule(last: number): void {
    let next = last + period;
    if (next <= now()) next = now() + period;
    timer = setTimeout(() => {
      tick();
      if (online) schedule(next);
    }, next - now());
    timer.unref();
  }

  function tick(): void {
    sessions.tick();
    if (lock.idle()) {
      endLock('expired', `no message from the holder for ${TELEOP.lockIdleMs / 1000} s`, 'lock');
    }
    push();
    slots += 1;
    if (!watched()) return;
    pushPlanning();
    if (slots % cloudEvery === 0) pushCloud();
  }

  async function controlLock(data: unknown, operator: Operator): Promise<ControlLockAnswer> {
    const parsed = ControlLockRequest.safeParse(data);
    if (!parsed.success) throw new AgentError("Send { action: 'take' } or { action: 'release' }.");
    if (parsed.data.action === 'release') {
      if (lock.isHolder(operator.sid)) endLock('release', 'released', 'release');
      return { control: lock.holder() };
    }
    const outcome = lock.take(operator);
    switch (outcome.kind) {
      case 'refused':
        event('control', { action: 'refused', reason: outcome.reason }, whoOf(operator));
        throw new AgentError(outcome.reason);
      case 'granted':
        event('control', { action: 'take' }, whoOf(operator));
        push();
        break;
      case 'takeover':
        // The operator before loses the controls at once; the new one starts from a zero command.
        sessions.end('lock');
        adapter.releaseControls();
        event('control', { action: 'takeover', from: whoOf(outcome.from) }, whoOf(operator));
        push();
        break;
      case 'renewed':
        break;
    }
    return { control: lock.holder() };
  }

  /** The vehicle's own settings (the lock's holder): audited, the state pushed at once. */
  async function settings(data: unknown, operator: Operator): Promise<VehicleSettings> {
    const parsed = VehicleSettingsRequest.safeParse(data);
    if (!parsed.success) {
      throw new AgentError(
        "Send { operator_timeout_ms }: the vehicle's own operator-heartbeat timeout in ms (50–5000), or null.",
      );
    }
    const detail = { action: 'settings', ...parsed.data };
    const refuse = (reason: string) => {
      event('control', { ...detail, result: 'refused', reason }, whoOf(operator));
      return new AgentError(reason);
    };
    if (!lock.isHolder(operator.sid)) throw refuse(TAKE_CONTROL_FIRST);
    try {
      await adapter.configure(parsed.data);
    } catch (error) {
      if (error instanceof AgentError) throw refuse(error.message);
      options.log(`vehicle settings failed: ${String(error)}`);
      throw refuse('The vehicle did not take the settings.');
    }
    event('control', { ...detail, result: 'accepted' }, whoOf(operator));
    push();
    return adapter.reading().settings ?? parsed.data;
  }

  async function operationMode(data: unknown, operator: Operator): Promise<ModeChangeAnswer> {
    const parsed = OperationModeRequest.safeParse(data);
    if (!parsed.success) {
      throw new AgentError("Name the mode: { mode: 'AUTO' | 'REMOTE' | 'MANUAL' | 'STOP' }.");
    }
    const { mode } = parsed.data;
    const from = adapter.reading().mode;
    const refuse = (reason: string) => {
      event('mode', { from, to: mode, result: 'refused', reason }, whoOf(operator));
      return new AgentError(reason);
    };
    // STOP is for anyone who may see the vehicle (the room holds only its owner and admins).
    if (mode !== 'STOP' && !lock.isHolder(operator.sid)) throw refuse(TAKE_CONTROL_FIRST);
    try {
      // Nothing is awaited before the vehicle is told: a STOP waits on nothing.
      await adapter.changeMode(mode);
    } catch (error) {
      if (error instanceof AgentError) throw refuse(error.message);
      refuse('The vehicle did not take the change.');
      throw error;
    }
    if (mode !== 'REMOTE') sessions.end('mode');
    event('mode', { from, to: mode, result: 'accepted' }, whoOf(operator));
    const { transition } = adapter.reading();
    push();
    return { mode, from, transition };
  }

  async function teleop(data: unknown, operator: Operator): Promise<TeleopEcho> {
    const receivedAt = now();
    const parsed = TeleopCommand.safeParse(data);
    if (!parsed.success) {
      throw new AgentError(
        'Send a tele-op command: { seq, sent_at, ack?, throttle, brake, steering, gear }.',
      );
    }
    if (!lock.isHolder(operator.sid)) throw new AgentError(TAKE_CONTROL_FIRST);
    if (adapter.reading().mode !== 'REMOTE') {
      throw new AgentError('Switch the vehicle to REMOTE first.');
    }
    const command = parsed.data;
    const verdict = gate.judge(operator.sid, command, receivedAt);
    if (verdict.applied) adapter.teleop(command, verdict.sentAt);
    sessions.command(operator, command, verdict.applied ? undefined : verdict.dropped);
    // Answered at once, applied or not: the sender measures the round trip and the loss from
    // this echo, and acks it in a later command, which completes the clock exchange.
    return gate.echo(command, verdict, receivedAt, now());
  }

  async function estop(data: unknown, operator: Operator): Promise<EstopAnswer> {
    const parsed = EstopRequest.safeParse(data ?? {});
    if (!parsed.success)
      throw new AgentError("Send { action: 'engage' } or { action: 'release' }.");
    const { action } = parsed.data;
    try {
      // Nothing is awaited before the vehicle is told: the audit and the push come after.
      const answer = await adapter.estop(action);
      if (action === 'engage') sessions.end('estop');
      event('estop', { action, mrm: answer.mrm.state, effect: answer.effect }, whoOf(operator));
      push();
      return answer;
    } catch (error) {
      const reason = error instanceof AgentError ? error.message : 'The vehicle did not answer.';
      event('estop', { action, result: 'refused', reason }, whoOf(operator));
      throw error;
    }
  }

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

  const route = (data: unknown, operator: Operator) =>
    adCommand(
      operator,
      {
        schema: RouteRequest,
        data,
        hint: 'Send a goal: { goal: { lat, lon, heading }, waypoints? }.',
      },
      (request) => ({
        command: 'route',
        goal: request.goal,
        waypoints: request.waypoints.length,
      }),
      (request) => adapter.setRoute(request),
    );

  const changeRoute = (data: unknown, operator: Operator) =>
    adCommand(
      operator,
      {
        schema: RouteRequest,
        data,
        hint: 'Send a new goal: { goal: { lat, lon, heading }, waypoints? }.',
      },
      (request) => ({
        command: 'change_route',
        goal: request.goal,
        waypoints: request.waypoints.length,
      }),
      (request) => adapter.changeRoute(request),
    );

  const clearRoute = (data: unknown, operator: Operator) =>
    adCommand(
      operator,
      { schema: EmptyRequest, data: data ?? {}, hint: 'Send {}: clearRouteAPI takes no data.' },
      () => ({ command: 'clear_route' }),
      () => adapter.clearRoute(),
    );

  const initialPose = (data: unknown, operator: Operator) =>
    adCommand(
      operator,
      {
        schema: InitialPoseRequest,
        data: data ?? {},
        hint: 'Send { pose: { lat, lon, heading } }, or {} to initialise from GNSS.',
      },
      (request) => ({ command: 'initial_pose', pose: request.pose ?? 'gnss' }),
      (request) => adapter.initialPose(request),
    );

  async function engage(data: unknown, operator: Operator): Promise<AdApiAccepted> {
    const from = adapter.reading().mode;
    const answer = await adCommand(
      operator,
      { schema: EmptyRequest, data: data ?? {}, hint: 'Send {}: engageAPI takes no data.' },
      () => ({ from, to: 'AUTO' }),
      () => adapter.engage(),
    );
    sessions.end('mode');
    push();
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

  /** The server's own message: a connection ended, and with it its lock if it held one. */
  function fromServer(action: VehicleLinkAction, data: unknown): undefined {
    if (action !== VEHICLE_ACTIONS.controlLock) return undefined;
    const parsed = ControlLockRequest.safeParse(data);
    if (parsed.success && parsed.data.action === 'release' && parsed.data.sid) {
      if (lock.isHolder(parsed.data.sid)) {
        endLock('release', 'the holder disconnected', 'disconnect');
      }
    }
    return undefined;
  }

  return {
    async handle(action, data, sender) {
      if (sender?.kind === 'server') return fromServer(action, data);
      if (sender?.kind !== 'user') {
        throw new AgentError('The studio did not say who sent this; update the studio.');
      }
      const operator: Operator = {
        user_id: sender.user_id,
        name: sender.name,
        admin: sender.admin,
        sid: sender.sid,
      };
      lock.seen(operator.sid);
      switch (action) {
        case VEHICLE_ACTIONS.state:
          return state();
        case VEHICLE_ACTIONS.controlLock:
          return controlLock(data, operator);
        case VEHICLE_ACTIONS.operationMode:
          return operationMode(data, operator);
        case VEHICLE_ACTIONS.teleop:
          return teleop(data, operator);
        case VEHICLE_ACTIONS.estop:
          return estop(data, operator);
        case VEHICLE_ACTIONS.settings:
          return settings(data, operator);
        case HMI_ACTIONS.planning:
          watchedUntil = now() + HMI_RATES.watchMs;
          return planning();
        case HMI_ACTIONS.cloud: {
          watchedUntil = now() + HMI_RATES.watchMs;
          const frame = cloudFrame();
          if (!frame) throw new AgentError('The vehicle has no lidar sweep yet.');
          return frame;
        }
        case HMI_ACTIONS.route:
          return route(data, operator);
        case HMI_ACTIONS.changeRoute:
          return changeRoute(data, operator);
        case HMI_ACTIONS.clearRoute:
          return clearRoute(data, operator);
        case HMI_ACTIONS.initialPose:
          return initialPose(data, operator);
        case HMI_ACTIONS.engage:
          return engage(data, operator);
        case HMI_ACTIONS.map:
          return useMap(data, operator);
      }
    },

    connected() {
      if (closed) return;
      online = true;
      clearTimeout(timer);
      slots = 0;
      push();
      if (watched()) {
        pushPlanning();
        pushCloud();
      }
      schedule(now());
    },

    disconnected() {
      if (closed) return;
      online = false;
      clearTimeout(timer);
      timer = undefined;
      // Nobody can drive without the studio: the lock ends and the controls go to zero.
      adapter.releaseControls();
      endLock('release', 'the studio link was lost', 'disconnect');
      options.log('studio link lost: control released');
    },

    recorder: options.recorder,

    close() {
      closed = true;
      online = false;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type { Holder };
