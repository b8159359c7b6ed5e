import {
  AD_API_CODES,
  CONSTANTS,
  type MrmBehavior,
  type MrmStateName,
  type OperationMode,
} from '@ads/contract';
import type { z } from 'zod';
import { AgentError } from '../../runtime';
import {
  AdApiError,
  type VehicleAdapter,
  type VehicleReading,
  type VehicleSideEvent,
} from '../adapter';
import {
  CHANGE_MODE_ERROR,
  MANUAL_CONTROL_MODE,
  MRM_STRATEGY,
  MrmStateMsg,
  OperationModeStateMsg,
  ResponseStatusAnswer,
  SERVICES,
  TOPICS,
  TYPES,
  VehicleKinematicsMsg,
  VehicleMetricsMsg,
  VehicleStatusMsg,
} from './adapi';
import { connectRosbridge, RosbridgeCallError, RosbridgeUnreachableError } from './client';
import { OWN_MAP } from './hmi-commands';
import { createHmiSide } from './hmi-side';
import { createFaultTracker } from '../fault-tracker';
import { MODE_TO_ADAPI, modeFromAdapi } from './mapping';
import {
  FIRST_DATA_GRACE_MS,
  emptyView,
  forgetMessages,
  readView,
  type VehicleView,
} from './reading';
import { createRemoteControl } from './remote-control';
import { createTransitionTracker } from './transitions';

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
}

/** Who the MRM request names as its sender (MrmRequest.sender). */
export const MRM_SENDER = 'ads-studio';
/** A service call (mode change, MRM request) not answered in this time fails. */
const SERVICE_TIMEOUT_MS = 5000;
/** How long an e-stop waits for Autoware's MRM state to show the request. */
const MRM_STATE_WAIT_MS = 1000;
/** How often silent notification topics are subscribed again. */
const RESUBSCRIBE_MS = 5000;
/** A vehicle slower than this stands still (the e-stop may be released). */
const STANDSTILL_MPS = 0.1;

const num = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

type MrmAnswer = { state: MrmStateName; behavior: MrmBehavior };

/** rosbridge knows no such service on the vehicle (an older Autoware, a missing node). */
class MissingServiceError extends AdApiError {}

/**
 * A vehicle running Autoware, through its rosbridge server and the AD API. Autoware owns the
 * rules (mode availability, transitions and their fallback, the gate's heartbeat timeout, the
 * MRM); this adapter maps them to the studio's vehicle link and adds the tele-op brake.
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
  const remote = createRemoteControl({
    client,
    now,
    log: options.log,
    maxSteeringTireAngle: options.maxSteeringTireAngle ?? 0.6,
    steeringTireVelocity: 0.5,
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
    call: (service, args) => callAdapi(service, args, (code) => `${service} refused (${code}).`),
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
    const { reading, conditions } = readView(view, now(), transitions.current());
    return { ...reading, faults: faults.update(conditions) };
  };

  client.onConnection((connected) => {
    view.connectedSince = connected ? now() : null;
    if (connected) view.everConnected = true;
    else {
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

  /**
   * An AD API call; a refusal (status.success false) throws its message as the reason, with
   * the service's code (an AdApiError, which the link answers as `{ message, code }`).
   */
  const callAdapi = async (service: string, args: object, refused: (code: number) => string) => {
    let values: unknown;
    try {
      values = await client.callService(service, args);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // rosbridge's own words for it: "Service /x does not exist".
      if (error instanceof RosbridgeCallError && /does not exist/.test(reason)) {
        throw new MissingServiceError(
          `${service} does not exist on the vehicle.`,
          AD_API_CODES.serviceUnready,
        );
      }
      const timedOut = error instanceof RosbridgeUnreachableError && /in time/.test(reason);
      throw new AdApiError(
        `${service} failed: ${reason}`,
        timedOut ? AD_API_CODES.serviceTimeout : AD_API_CODES.serviceUnready,
      );
    }
    const answer = ResponseStatusAnswer.safeParse(values);
    if (!answer.success) {
      throw new AdApiError(
        `${service} gave an answer without a status.`,
        AD_API_CODES.serviceUnready,
      );
    }
    const { status } = answer.data;
    if (!status.success) throw new AdApiError(status.message || refused(status.code), status.code);
  };

  const requireConnection = () => {
    if (!client.isConnected()) {
      throw new AgentError(`No connection to the vehicle's rosbridge (${options.url}).`);
    }
  };

  const changeMode = async (mode: OperationMode) => {
    requireConnection();
    const before = read();
    const adapi = MODE_TO_ADAPI[mode];
    if (mode === 'REMOTE' && before.mode !== 'REMOTE') {
      // The AD API refuses to select a control mode while in REMOTE, so it comes first.
      await callAdapi(
        SERVICES.selectRemoteControlMode,
        { mode: { mode: MANUAL_CONTROL_MODE.PEDALS } },
        () => 'Autoware refused the pedals control mode.',
      );
    }
    const changes = before.mode !== mode;
    if (changes) transitions.requested(before.mode, mode);
    try {
      await callAdapi(adapi.service, {}, (code) =>
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
    clearRoute: hmi.clearRoute,
    initialPose: hmi.initialPose,

    /** AUTONOMOUS, with the mode machine's transition; Autoware checks route and localisation. */
    engage: () => changeMode('AUTO'),

    async useMap() {
      throw new AdApiError(OWN_MAP, AD_API_CODES.parameterError);
    },

    teleop(command) {
      remote.command(command);
    },

    releaseControls() {
      remote.release();
    },

    async estop(action): Promise<MrmAnswer> {
      requireConnection();
      if (action === 'engage') {
        remote.release(); // no wait for Autoware: the pedals go to full brake now
        try {
          await callAdapi(
            SERVICES.sendMrmRequest,
            { request: { sender: MRM_SENDER, strategy: MRM_STRATEGY.DELEGATE } },
            () => 'Autoware refused the MRM request.',
          );
        } catch (error) {
          // An Autoware before AD API v1.9.0 has no MRM request; STOP is what it offers then.
          if (!(error instanceof MissingServiceError)) throw error;
          options.log(`${SERVICES.sendMrmRequest} missing: e-stop falls back to STOP mode`);
          await changeMode('STOP');
          return read().mrm;
        }
        const reading = await readingWhen((r) => r.mrm.state !== 'NORMAL', MRM_STATE_WAIT_MS);
        return reading.mrm;
      }
      if (Math.abs(read().speed) > STANDSTILL_MPS) {
        throw new AgentError(
          'The vehicle is still moving: release the e-stop once it stands still.',
        );
      }
      await callAdapi(
        SERVICES.sendMrmRequest,
        { request: { sender: MRM_SENDER, strategy: MRM_STRATEGY.CANCEL } },
        () => 'Autoware refused to cancel the MRM request.',
      );
      const reading = await readingWhen((r) => r.mrm.state === 'NORMAL', MRM_STATE_WAIT_MS);
      return reading.mrm;
    },

    onEvent(listener) {
      listeners.push(listener);
    },

    async close() {
      remote.close();
      await client.close();
    },
  };
}
