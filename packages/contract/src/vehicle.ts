import { z } from './zod';

/**
 * The vehicle link (FMS, HMI): what an agent started with `--vehicle sim|rosbridge` pushes and
 * accepts over the realtime channel, in the spec's `user_msg` shape. Modes follow Autoware's AD
 * API (`/api/operation_mode/state`): our AUTO is AUTONOMOUS, REMOTE is REMOTE, MANUAL is LOCAL,
 * and STOP is STOP. See docs/adr/0017-vehicle-link.md.
 */

/** Socket actions of the vehicle link (the agent's room, `user_msg`). */
export const VEHICLE_ACTIONS = {
  /** Agent → room, RESPONSE at 10 Hz: the VehicleState. A REQUEST asks for one at once. */
  state: 'vehicleStateAPI',
  /** Browser → agent: `{ mode }`; RESPONSE success `ModeChangeAnswer`, or error `{ message }`. */
  operationMode: 'operationModeAPI',
  /** Browser → agent: `{ action: 'take' | 'release' }`; RESPONSE success `{ control }`. */
  controlLock: 'controlLockAPI',
  /** Browser → agent at 20 Hz while driving: TeleopCommand; RESPONSE success `{ seq }` (the echo). */
  teleop: 'teleopAPI',
  /** Browser → agent: `{ action?: 'engage' | 'release' }`; RESPONSE success EstopAnswer. */
  estop: 'estopAPI',
  /**
   * Browser → agent: VehicleSettingsRequest (the lock's holder); RESPONSE success
   * VehicleSettings. A rosbridge vehicle offers REMOTE only once its own operator-heartbeat
   * timeout is confirmed here.
   */
  settings: 'vehicleSettingsAPI',
  /** Agent → room, RESPONSE: one VehicleEvent for the audit trail (the server stores it). */
  event: 'vehicleEventAPI',
} as const;

/** The actions a user sends to a vehicle: only its owner and admins may, with FMS on. */
export const VEHICLE_COMMAND_ACTIONS: readonly string[] = [
  VEHICLE_ACTIONS.operationMode,
  VEHICLE_ACTIONS.controlLock,
  VEHICLE_ACTIONS.teleop,
  VEHICLE_ACTIONS.estop,
  VEHICLE_ACTIONS.settings,
];

/**
 * Whether a REQUEST asks the vehicle to stop: E-STOP engaged (`estopAPI` without `release`) or
 * a change to STOP. A stop never waits (issue 25): the relay passes it at once to the vehicle
 * for anyone in its room, with no app gate and no database before the send.
 */
export function isStopRequest(action: string, data: unknown): boolean {
  const field = (name: string) =>
    data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined;
  if (action === VEHICLE_ACTIONS.estop) return field('action') !== 'release';
  return action === VEHICLE_ACTIONS.operationMode && field('mode') === 'STOP';
}

export const OPERATION_MODES = ['STOP', 'AUTO', 'REMOTE', 'MANUAL'] as const;
export const OperationMode = z.enum(OPERATION_MODES);
export type OperationMode = z.infer<typeof OperationMode>;

/** The AD API's MRM states (`/api/fail_safe/mrm_state`). */
export const MrmStateName = z.enum(['NORMAL', 'OPERATING', 'SUCCEEDED', 'FAILED']);
export type MrmStateName = z.infer<typeof MrmStateName>;
export const MrmBehavior = z.enum(['NONE', 'EMERGENCY_STOP', 'COMFORTABLE_STOP', 'PULL_OVER']);
export type MrmBehavior = z.infer<typeof MrmBehavior>;

/** Gear as the AD API reports it (`autoware_adapi_v1_msgs/msg/Gear`), shortened. */
export const Gear = z.enum(['P', 'R', 'N', 'D']);
export type Gear = z.infer<typeof Gear>;

export const VehicleFault = z.object({
  code: z.string().min(1).max(64),
  severity: z.enum(['warning', 'error']),
  message: z.string().max(300),
  /** When it was raised (epoch ms, vehicle clock). */
  since: z.number(),
});
export type VehicleFault = z.infer<typeof VehicleFault>;

/** Who holds control of a vehicle (the one operator at a time), or nobody. */
export const ControlHolder = z
  .object({
    user_id: z.number().int(),
    name: z.string().max(200),
    /** The holder's socket: the lock ends when that connection ends. */
    sid: z.string().max(64),
    since: z.number(),
  })
  .nullable();
export type ControlHolder = z.infer<typeof ControlHolder>;

/** A mode change under way: it falls back to `from` at `deadline` unless completed. */
export const ModeTransition = z.object({
  from: OperationMode,
  to: OperationMode,
  /** Epoch ms (vehicle clock) when it falls back. */
  deadline: z.number(),
});
export type ModeTransition = z.infer<typeof ModeTransition>;

/**
 * A vehicle's own settings, kept by its agent. `operator_timeout_ms`: after how long without an
 * operator heartbeat the vehicle itself stops — on Autoware, `vehicle_cmd_gate`'s
 * `check_external_emergency_heartbeat` (off as shipped) and
 * `external_emergency_stop_heartbeat_timeout` — as an operator confirmed it; null until
 * confirmed. A rosbridge vehicle takes no less than two of the agent's heartbeats (10 Hz: 200
 * ms), so one late beat does not stop it. The simulated vehicle's own watchdog is
 * TELEOP.watchdogMs, always.
 */
export const VehicleSettings = z.object({
  operator_timeout_ms: z.number().int().min(50).max(5000).nullable(),
});
export type VehicleSettings = z.infer<typeof VehicleSettings>;
export const VehicleSettingsRequest = VehicleSettings;
export type VehicleSettingsRequest = VehicleSettings;

/** What the vehicle reports at 10 Hz. */
export const VehicleState = z.object({
  /** Heartbeat: a sequence that grows by one per push, and the vehicle's clock (epoch ms). */
  seq: z.number().int().nonnegative(),
  stamp: z.number(),
  /** 'sim' or 'rosbridge': what the agent drives. */
  adapter: z.enum(['sim', 'rosbridge']),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /** Compass heading in degrees: 0 north, 90 east (clockwise). */
  heading: z.number(),
  /** Longitudinal velocity, m/s; negative when reversing. */
  speed: z.number(),
  gear: Gear,
  /** Front tyre angle, radians, positive to the left. */
  steering: z.number(),
  /** Battery or fuel, 0–100 %. */
  energy: z.number().min(0).max(100),
  mode: OperationMode,
  is_in_transition: z.boolean(),
  transition: ModeTransition.nullable(),
  is_stop_mode_available: z.boolean(),
  is_autonomous_mode_available: z.boolean(),
  is_remote_mode_available: z.boolean(),
  is_local_mode_available: z.boolean(),
  /** Why a mode is not available (shown on hover), by our mode name. */
  unavailable: z.partialRecord(OperationMode, z.string().max(300)).default({}),
  mrm: z.object({ state: MrmStateName, behavior: MrmBehavior }),
  faults: z.array(VehicleFault).max(50),
  control: ControlHolder,
  /** The vehicle's own settings (VehicleSettings); absent from agents before issue 25. */
  settings: VehicleSettings.optional(),
});
export type VehicleState = z.infer<typeof VehicleState>;

export const OperationModeRequest = z.object({ mode: OperationMode });
export type OperationModeRequest = z.infer<typeof OperationModeRequest>;
/** The answer to a mode change: accepted (a transition started, or already there). */
export const ModeChangeAnswer = z.object({
  mode: OperationMode,
  from: OperationMode,
  transition: ModeTransition.nullable(),
});
export type ModeChangeAnswer = z.infer<typeof ModeChangeAnswer>;

/** `{ action: 'take' | 'release' }`; `{ take: true }` and `{ release: true }` read the same. */
export const ControlLockRequest = z.preprocess(
  (value) => {
    if (value && typeof value === 'object' && !('action' in value)) {
      if ((value as { take?: unknown }).take === true) return { action: 'take' };
      if ((value as { release?: unknown }).release === true) return { action: 'release' };
    }
    return value;
  },
  z.object({
    action: z.enum(['take', 'release']),
    /** From the server only: the connection that ended (its lock, if it held one, ends). */
    sid: z.string().max(64).optional(),
  }),
);
export type ControlLockRequest = z.infer<typeof ControlLockRequest>;
export const ControlLockAnswer = z.object({ control: ControlHolder });
export type ControlLockAnswer = z.infer<typeof ControlLockAnswer>;

/**
 * One tele-op command (REMOTE mode, 20 Hz while the deadman is held). Pedals 0–1; steering
 * −1 (full right) … 1 (full left) of the vehicle's steering limit; the vehicle stops by itself
 * when no command has come for `TELEOP.watchdogMs`.
 *
 * No stale command moves a vehicle (issue 25): each command carries the sender's send time and
 * a sequence that only grows; the vehicle applies it only when it is younger than
 * `TELEOP.maxCommandAgeMs` by its estimate of the sender's clock and its `seq` is above the last
 * applied one. The estimate is NTP's (Cristian's) exchange, completed by `ack`: the sender
 * names the last echo it heard and its own clock when it heard it, so the vehicle holds the
 * four times of that round trip (sent, received, echoed, heard) and computes the clocks'
 * offset and the round trip itself.
 */
export const TeleopCommand = z.object({
  seq: z.number().int().nonnegative(),
  /** The sender's clock when the command left (epoch ms). */
  sent_at: z.number(),
  /** The latest echo the sender heard (its `seq`) and when, on the sender's clock (epoch ms). */
  ack: z.object({ seq: z.number().int().nonnegative(), heard_at: z.number() }).optional(),
  throttle: z.number().min(0).max(1),
  brake: z.number().min(0).max(1),
  steering: z.number().min(-1).max(1),
  gear: Gear,
  /**
   * The operator let go on purpose (the deadman released, or the page stopped driving): the
   * vehicle holds full brake until the next command, and no operator is awaited, so its
   * watchdog raises no TELEOP_TIMEOUT — a stop asked for is an event, not a fault. Silence
   * without it (a lost link, a closed tab) still trips the watchdog and raises the fault. It
   * passes the same age and order checks as any command; one dropped leaves the watchdog to stop
   * the car.
   */
  release: z.literal(true).optional(),
});
export type TeleopCommand = z.infer<typeof TeleopCommand>;

/** Why the vehicle did not apply a tele-op command (it is echoed all the same). */
export const TeleopDrop = z.enum([
  /** No round trip completed yet: the vehicle cannot tell the command's age. */
  'clock',
  /** Older than `TELEOP.maxCommandAgeMs` by the vehicle's estimate. */
  'stale',
  /** Its `seq` is not above the last applied one (late, repeated or overtaken). */
  'order',
  /** The measured round trip is over `TELEOP.maxRoundTripMs`: driving is refused. */
  'link',
]);
export type TeleopDrop = z.infer<typeof TeleopDrop>;

/**
 * The vehicle's echo of a tele-op command, sent at once: the sender measures round trip and
 * loss by it and acks it in a later command. `received_at` and `echoed_at` are the vehicle's
 * clock (epoch ms). A command that was not applied says why (`dropped`) in a sentence for the
 * operator (`message`).
 */
export const TeleopEcho = z.object({
  seq: z.number().int().nonnegative(),
  received_at: z.number(),
  echoed_at: z.number(),
  applied: z.boolean(),
  dropped: TeleopDrop.optional(),
  message: z.string().max(300).optional(),
  /** The vehicle's estimate of the round trip (ms), null before the first completed exchange. */
  round_trip_ms: z.number().nullable(),
  /** Commands dropped on this vehicle since its agent started, by reason. */
  drops: z.object({ clock: z.number(), stale: z.number(), order: z.number(), link: z.number() }),
});
export type TeleopEcho = z.infer<typeof TeleopEcho>;

export const EstopRequest = z.object({ action: z.enum(['engage', 'release']).default('engage') });
export type EstopRequest = z.infer<typeof EstopRequest>;
export const EstopAnswer = z.object({
  mrm: z.object({ state: MrmStateName, behavior: MrmBehavior }),
  /** What the vehicle did, in its own words (a rosbridge vehicle's stop is Autoware's). */
  effect: z.string().max(300),
});
export type EstopAnswer = z.infer<typeof EstopAnswer>;

export const VEHICLE_EVENT_KINDS = [
  'mode',
  'control',
  'estop',
  'teleop',
  'fault',
  'connection',
] as const;
export const VehicleEventKind = z.enum(VEHICLE_EVENT_KINDS);
export type VehicleEventKind = z.infer<typeof VehicleEventKind>;

/**
 * One entry of a vehicle's audit trail, as the agent reports it (`vehicleEventAPI`):
 * - mode: `{ from, to, result: 'accepted'|'refused'|'completed'|'fell back', reason? }`
 * - control: `{ action: 'take'|'release'|'takeover'|'refused'|'expired', reason? }`
 * - estop: `{ action: 'engage'|'release' }`
 * - teleop: `{ action: 'start'|'end', commands?, duration_ms?, reason? }`
 * - fault: `{ action: 'raised'|'cleared', code, message }`
 * `user_id`/`user_name` are who asked (the server names the sender of each message).
 */
export const VehicleEvent = z.object({
  kind: VehicleEventKind,
  at: z.number(),
  user_id: z.number().int().nullable(),
  user_name: z.string().max(200).nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type VehicleEvent = z.infer<typeof VehicleEvent>;

/** Timing of the vehicle link (Autoware's gate: 500 ms heartbeat timeout). */
export const TELEOP = {
  /** A tele-op command older than this (by the vehicle's clock estimate) is dropped. */
  maxCommandAgeMs: 300,
  /** While the measured round trip is over this, tele-op commands are dropped: no driving. */
  maxRoundTripMs: 250,
  /** The browser sends a command this often while the deadman is held. */
  commandHz: 20,
  /** The vehicle brings itself to a controlled stop when no command came for this long. */
  watchdogMs: 500,
  /** The state push rate. */
  stateHz: 10,
  /** A mode transition not completed in this time falls back to the previous mode. */
  transitionTimeoutMs: 10_000,
  /** A control lock whose holder said nothing for this long ends (its tab re-takes every 3 s). */
  lockIdleMs: 10_000,
  lockRenewMs: 3_000,
} as const;
