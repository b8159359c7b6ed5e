import {
  AD_API_CODES,
  CONSTANTS,
  type OperationMode,
  type VehicleSettings as Settings,
  VehicleSettings,
} from '@ads/contract';
import type { z } from 'zod';
import { AgentError } from '../../runtime';
import {
  AdApiError,
  type VehicleAdapter,
  type VehicleReading,
  type VehicleSideEvent,
} from '../adapter';
import { createFaultTracker } from '../fault-tracker';
import {
  ADAPI_MODE,
  CHANGE_MODE_ERROR,
  MANUAL_CONTROL_MODE,
  MrmStateMsg,
  OperationModeStateMsg,
  SERVICES,
  TOPICS,
  TYPES,
  VehicleKinematicsMsg,
  VehicleMetricsMsg,
  VehicleStatusMsg,
} from './adapi';
import { adapiCaller } from './adapi-call';
import { connectRosbridge } from './client';
import { createEstop } from './estop';
import { OWN_MAP } from './hmi-commands';
import { createHmiSide } from './hmi-side';
import { gearFromAdapi, MODE_TO_ADAPI, modeFromAdapi } from './mapping';
import {
  FIRST_DATA_GRACE_MS,
  emptyView,
  forgetMessages,
  readView,
  REMOTE_UNCONFIRMED,
  type VehicleView,
} from './reading';
import { createRemoteControl, HOLD_HZ } from './remote-control';
import { openSettingsStore } from './settings-store';
import { createTransitionTracker } from './transitions';
import { createSteeringLimit } from './vehicle-specs';

export { MRM_SENDER } from './estop';

export interface RosbridgeVehicleOptions {
  /** The vehicle's rosbridge server, e.g. ws://192.168.1.10:9090. */
  url: string;
  log(line: string): void;
  /** The vehicle clock for stamps, fault times and deadlines (epoch ms). */
  clock?: { now(): number };
  /** Tyre angle of a full steering command, radians (the AD API does not publish it). */
  maxSteeringTireAngle?: number;
  /** Tests shorten the 2–5 s between connection attempts. */
  reconnectDelayMs?: readonly [number, number];
  /**
   * Where the vehicle's settings are kept (a JSON file of the agent's data folder, by URL);
   * none: in memory only, not confirmed at start.
   */
  settingsFile?: string;
}

/** A service call (mode change, MRM request) not answered in this time fails. */
const SERVICE_TIMEOUT_MS = 5000;
/** How often silent notification topics are subscribed again. */
const RESUBSCRIBE_MS = 5000;
/**
 * The shortest vehicle heartbeat timeout accepted: two of the studio's heartbeats (HOLD_HZ), so
 * one late heartbeat does not stop the car.
 */
export const MIN_OPERATOR_TIMEOUT_MS = 2 * (1000 / HOLD_HZ);

const num = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * A vehicle running Autoware, through its rosbridge server and the AD API. Autoware owns the
 * rules (mode availability, transitions and their fallback, the MRM); this adapter maps them to
 * the studio's vehicle link and adds what a remote operator's station must do itself: a
 * heartbeat that never falls silent while the agent lives, full brake while nobody drives, a
 * gear interlock, and REMOTE only once the vehicle's own heartbeat timeout is confirmed.
 */
export function createRosbridgeVehicle(options: RosbridgeVehicleOptions): VehicleAdapter {
  const now = () => (options.clock ?? Date).now();
  const listeners: Array<(event: VehicleSideEvent) => void> = [];
  const emit = (event: VehicleSideEvent) => listeners.forEach((listener) => listener(event));
  const stateWaiters = new Set<() => void>();
  const view: VehicleView = emptyView(options.url, now());
  const faults = createFaultTracker(now, emit);
  const transitions = createTransitionTracker(now, emit);

  const client = connectRosbridge({
    url: options.url,
    log: options.log,
    reconnectDelayMs: options.reconnectDelayMs ?? [
      CONSTANTS.socketReconnectDelayMs,
      CONSTANTS.socketReconnectDelayMaxMs,
    ],
    serviceTimeoutMs: SERVICE_TIMEOUT_MS,
    livenessMs: 3000,
  });
  const call = adapiCaller(client);
  const store = openSettingsStore(options.settingsFile, options.url, options.log);
  let settings: Settings = store.load();
  const steering = createSteeringLimit({
    call,
    fallback: options.maxSteeringTireAngle ?? 0.6,
    log: options.log,
  });
  const remote = createRemoteControl({
    client,
    now,
    log: options.log,
    maxSteeringTireAngle: steering.current,
    steeringTireVelocity: 0.5,
    inRemote: () =>
      view.modeState?.msg.mode === ADAPI_MODE.REMOTE || transitions.current()?.to === 'REMOTE',
    motion: () =>
      view.kinematics && view.status
        ? {
            speed: num(view.kinematics.msg.twist.twist.twist.linear.x),
            gear: gearFromAdapi(view.status.msg.gear.status),
          }
        : null,
    confirmed: () => settings.operator_timeout_ms !== null,
  });

  /** Subscribes, checking each message's shape; a message that does not fit is logged once. */
  const follow = <T>(topic: string, type: string, schema: z.ZodType<T>, keep: (msg: T) => void) => {
    let complained = false;
    client.subscribe(topic, type, (raw) => {
      const parsed = schema.safeParse(raw);
      if (parsed.success) {
        keep(parsed.data);
        stateWaiters.forEach((wake) => wake());
      } else if (!complained) {
        complained = true;
        options.log(`${topic}: unexpected message shape, ignored (${parsed.error.message})`);
      }
    });
  };
  follow(TOPICS.operationModeState, TYPES.operationModeState, OperationModeStateMsg, (msg) => {
    view.modeState = { msg, at: now() };
    transitions.onState(modeFromAdapi(msg.mode), msg.is_in_transition);
  });
  follow(TOPICS.kinematics, TYPES.kinematics, VehicleKinematicsMsg, (msg) => {
    view.kinematics = { msg, at: now() };
  });
  follow(TOPICS.status, TYPES.status, VehicleStatusMsg, (msg) => {
    view.status = { msg, at: now() };
  });
  follow(TOPICS.metrics, TYPES.metrics, VehicleMetricsMsg, (msg) => {
    view.metrics = { msg, at: now() };
  });
  follow(TOPICS.mrmState, TYPES.mrmState, MrmStateMsg, (msg) => {
    view.mrm = { msg, at: now() };
  });

  // HMI (issue 16): where the map lies, what the vehicle plans and sees, routing commands.
  const hmi = createHmiSide({
    follow,
    log: options.log,
    status: () => view.status?.msg ?? null,
    call: async (service, args) => {
      await call(service, args);
    },
    height: () => num(view.kinematics?.msg.pose.pose.pose.position?.z),
    now,
    requireConnection: () => {
      if (!client.isConnected()) {
        throw new AdApiError(
          `No connection to the vehicle's rosbridge (${options.url}).`,
          AD_API_CODES.serviceUnready,
        );
      }
    },
  });

  let resubscribedAt = -Infinity;
  /** Notification topics silent past the grace time are subscribed again, every few seconds. */
  const resubscribeSilentNotifications = () => {
    const t = now();
    if (view.connectedSince === null || t - view.connectedSince < FIRST_DATA_GRACE_MS) return;
    if (t - resubscribedAt < RESUBSCRIBE_MS) return;
    const silent = [
      [TOPICS.operationModeState, view.modeState],
      [TOPICS.mrmState, view.mrm],
    ] as const;
    const topics = [
      ...silent.filter(([, received]) => !received).map(([topic]) => topic),
      ...hmi.silentNotifications(),
    ];
    if (topics.length === 0) return;
    resubscribedAt = t;
    options.log(`nothing on ${topics.join(', ')} yet: subscribing again`);
    topics.forEach((topic) => client.resubscribe(topic));
  };

  const read = (): VehicleReading => {
    resubscribeSilentNotifications();
    transitions.tick();
    const { reading, conditions } = readView(view, now(), transitions.current(), settings);
    return { ...reading, faults: faults.update(conditions) };
  };

  client.onConnection((connected) => {
    view.connectedSince = connected ? now() : null;
    if (connected) {
      view.everConnected = true;
      void steering.ask();
    } else {
      forgetMessages(view);
      hmi.forget();
    }
    read(); // raises or clears ROSBRIDGE_DISCONNECTED now, not at the next push
  });
  read();

  /** Resolves once a reading satisfies `done`, or after `ms` with whatever there is. */
  const readingWhen = (done: (reading: VehicleReading) => boolean, ms: number) =>
    new Promise<VehicleReading>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        stateWaiters.delete(check);
        resolve(read());
      };
      const check = () => {
        if (done(read())) finish();
      };
      const timer = setTimeout(finish, ms);
      stateWaiters.add(check);
      check();
    });

  const requireConnection = () => {
    if (!client.isConnected()) {
      throw new AgentError(`No connection to the vehicle's rosbridge (${options.url}).`);
    }
  };

  const changeMode = async (mode: OperationMode) => {
    requireConnection();
    const before = read();
    const adapi = MODE_TO_ADAPI[mode];
    if (mode === 'REMOTE' && settings.operator_timeout_ms === null) {
      throw new AgentError(REMOTE_UNCONFIRMED);
    }
    const changes = before.mode !== mode;
    // Before any call: from here the heartbeat says REMOTE's truth (not ready until a command),
    // also to a gate that starts hearing it once the control mode is selected.
    if (changes) transitions.requested(before.mode, mode);
    try {
      if (mode === 'REMOTE' && before.mode !== 'REMOTE') {
        // The AD API refuses to select a control mode while in REMOTE, so it comes first.
        await call(
          SERVICES.selectRemoteControlMode,
          { mode: { mode: MANUAL_CONTROL_MODE.PEDALS } },
          () => 'Autoware refused the pedals control mode.',
        );
      }
      await call(adapi.service, {}, (code) =>
        code === CHANGE_MODE_ERROR.IN_TRANSITION
          ? 'Another mode change is under way.'
          : `${adapi.name} mode is not available.`,
      );
    } catch (error) {
      if (changes) transitions.refused();
      throw error;
    }
    if (changes) transitions.confirmed();
    options.log(`operation mode ${mode} (${adapi.name}) accepted`);
  };

  const estop = createEstop({
    url: options.url,
    log: options.log,
    isConnected: () => client.isConnected(),
    remote,
    call,
    changeToStop: () => changeMode('STOP'),
    read,
    readingWhen,
  });

  return {
    kind: 'rosbridge',
    reading: read,
    changeMode,

    planning: hmi.planning,

    /**
     * No lidar over rosbridge: a PointCloud2 sweep is megabytes of JSON (base64) at 10 Hz,
     * more than rosbridge and the link should carry; the 3D view shows objects and trajectory.
     */
    cloud: () => null,

    setRoute: hmi.setRoute,
    changeRoute: hmi.changeRoute,
    clearRoute: hmi.clearRoute,
    initialPose: hmi.initialPose,

    /** AUTONOMOUS, with the mode machine's transition; Autoware checks route and localisation. */
    engage: () => changeMode('AUTO'),

    async useMap() {
      throw new AdApiError(OWN_MAP, AD_API_CODES.parameterError);
    },

    teleop(command, sentAt) {
      remote.command(command, sentAt);
    },

    releaseControls() {
      remote.release();
    },

    estop: (action) => (action === 'engage' ? estop.engage() : estop.release()),

    async configure(asked) {
      const parsed = VehicleSettings.safeParse(asked);
      if (!parsed.success) {
        throw new AgentError('Send { operator_timeout_ms }: milliseconds (50–5000), or null.');
      }
      const timeout = parsed.data.operator_timeout_ms;
      if (timeout !== null && timeout < MIN_OPERATOR_TIMEOUT_MS) {
        throw new AgentError(
          `A vehicle heartbeat timeout under ${MIN_OPERATOR_TIMEOUT_MS} ms is shorter than two ` +
            `of the studio's heartbeats (${HOLD_HZ} Hz): the vehicle would stop on one late beat.`,
        );
      }
      try {
        await store.save(parsed.data);
      } catch (error) {
        throw new AgentError(
          `The vehicle's settings could not be kept (${error instanceof Error ? error.message : String(error)}).`,
        );
      }
      settings = parsed.data;
      options.log(
        timeout === null
          ? "vehicle settings: the vehicle's heartbeat timeout is no longer confirmed; REMOTE is off"
          : `vehicle settings: the vehicle stops by itself ${timeout} ms after the studio's heartbeat`,
      );
    },

    onEvent(listener) {
      listeners.push(listener);
    },

    /** Full brake and a not-ready heartbeat, written to the socket, before it closes. */
    async close() {
      await remote.close();
      await client.close();
    },
  };
}
