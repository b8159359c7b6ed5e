import { TELEOP, type Gear, type TeleopCommand } from '@ads/contract';
import { TOPICS, TYPES } from './adapi';
import type { RosbridgeClient } from './client';
import { GEAR_TO_ADAPI } from './mapping';
import { rosTime } from './protocol';

/** The operator heartbeat's rate, and the full brake's while the vehicle is held. */
export const HOLD_HZ = 10;
/** A gear engages only slower than this, as in the simulated car (its shift lock). */
export const SHIFT_SPEED_MPS = 0.2;
export const GEAR_REFUSED = `A gear change is refused above ${SHIFT_SPEED_MPS} m/s: stop first.`;

export interface RemoteControlOptions {
  client: RosbridgeClient;
  now(): number;
  log(line: string): void;
  /** The tyre angle of a full steering command (±1), radians: the vehicle's specs or a fallback. */
  maxSteeringTireAngle(): number;
  /** Steering rate sent with each command, rad/s. */
  steeringTireVelocity: number;
  /** The vehicle is in REMOTE, or a change to REMOTE is under way. */
  inRemote(): boolean;
  /** The vehicle's signed speed (m/s) and gear as it reports them; null while unknown. */
  motion(): { speed: number; gear: Gear } | null;
  /** The operator confirmed the vehicle's own heartbeat timeout: commands may move it. */
  confirmed(): boolean;
}

/**
 * Tele-op over the AD API's remote manual control (pedals mode). Silence means brake here too:
 *
 * - The operator heartbeat goes out at HOLD_HZ for as long as rosbridge is connected, in every
 *   mode, so a vehicle whose gate checks it stops when the agent dies or its link breaks.
 *   `ready` is false in REMOTE whenever nobody drives (before the first command, after a
 *   release, after TELEOP.watchdogMs without a command), after an E-STOP and when closing.
 *   Outside REMOTE it is true: the studio is there, and Autoware's gate checks the heartbeat
 *   in every mode once its check is on.
 * - Each command goes out as pedals + steering + heartbeat (and the gear when it changes),
 *   stamped with the command's send time on the vehicle clock, so Autoware can see its age.
 * - While nobody drives in REMOTE, and from an E-STOP until it is released, full brake
 *   (throttle 0, brake 1) goes out at HOLD_HZ.
 * - A gear change is refused while the vehicle moves faster than SHIFT_SPEED_MPS.
 */
export function createRemoteControl(options: RemoteControlOptions) {
  const { client, now } = options;
  client.advertise(TOPICS.pedals, TYPES.pedals);
  client.advertise(TOPICS.steering, TYPES.steering);
  client.advertise(TOPICS.heartbeat, TYPES.heartbeat);
  client.advertise(TOPICS.gear, TYPES.gear, true);

  /** The latest command while someone drives: its send time (vehicle clock) and arrival. */
  let driving: { sentAt: number; at: number } | null = null;
  let estopped = false;
  let closing = false;
  /** The gear last sent on this connection; null sends it with the next command. */
  let gearSent: Gear | null = null;
  /** The gear last refused, so a held request is said once, not at 20 Hz. */
  let gearRefused: Gear | null = null;
  let unconfirmedSaid = false;
  let heartbeatAt = -Infinity;
  let silence: NodeJS.Timeout | undefined;

  const period = 1000 / HOLD_HZ;
  const pedals = (stamp: number, throttle: number, brake: number) =>
    client.publish(TOPICS.pedals, { stamp: rosTime(stamp), throttle, brake });
  const heartbeat = (stamp: number, ready: boolean) => {
    heartbeatAt = now();
    client.publish(TOPICS.heartbeat, { stamp: rosTime(stamp), ready });
  };
  const ready = () => {
    if (closing || estopped) return false;
    return options.inRemote() ? driving !== null : true;
  };

  /** Nobody drives from now on: full brake and a not-ready heartbeat, at once. */
  const hold = () => {
    clearTimeout(silence);
    silence = undefined;
    driving = null;
    if (!client.isConnected()) return;
    const t = now();
    pedals(t, 0, 1);
    heartbeat(t, ready());
  };

  const tick = () => {
    if (closing || !client.isConnected()) return;
    const t = now();
    // While driving, each command carries a heartbeat; one goes out here only if they slow.
    if (!driving || t - heartbeatAt >= period * 0.9) heartbeat(driving?.sentAt ?? t, ready());
    if (!driving && (options.inRemote() || estopped)) pedals(t, 0, 1);
  };
  const timer = setInterval(tick, period);

  client.onConnection(() => {
    // Commands never continue across a reconnection: the next one starts driving again.
    gearSent = null;
    clearTimeout(silence);
    driving = null;
  });

  /** Whether to send the gear `wanted`: it changes, and the vehicle is slow enough to shift. */
  const shifts = (wanted: Gear): boolean => {
    if (wanted === gearSent) return false;
    const motion = options.motion();
    const stopped = motion !== null && Math.abs(motion.speed) <= SHIFT_SPEED_MPS;
    if (stopped || motion?.gear === wanted) {
      gearRefused = null;
      return true;
    }
    if (gearRefused !== wanted) {
      gearRefused = wanted;
      const at = motion
        ? `${motion.gear} at ${Math.abs(motion.speed).toFixed(1)} m/s`
        : 'speed unknown';
      options.log(`${GEAR_REFUSED} (${at}, ${wanted} asked)`);
    }
    return false;
  };

  return {
    /** One command the link accepted; `sentAt` is its send time on the vehicle clock. */
    command(command: TeleopCommand, sentAt: number) {
      if (closing || estopped || !client.isConnected()) return;
      if (!options.confirmed()) {
        if (!unconfirmedSaid) options.log('tele-op command ignored: REMOTE is not confirmed');
        unconfirmedSaid = true;
        return;
      }
      const sent = Number.isFinite(sentAt) ? sentAt : now();
      const stamp = rosTime(sent);
      pedals(sent, command.throttle, command.brake);
      client.publish(TOPICS.steering, {
        stamp,
        steering_tire_angle: command.steering * options.maxSteeringTireAngle(),
        steering_tire_velocity: options.steeringTireVelocity,
      });
      if (shifts(command.gear)) {
        client.publish(TOPICS.gear, { stamp, command: { status: GEAR_TO_ADAPI[command.gear] } });
        gearSent = command.gear;
      }
      driving = { sentAt: sent, at: now() };
      heartbeat(sent, true);
      clearTimeout(silence);
      silence = setTimeout(() => {
        options.log(`no tele-op command for ${TELEOP.watchdogMs} ms: full brake`);
        hold();
      }, TELEOP.watchdogMs);
    },

    /** Releasing the controls: full brake at once, and held at HOLD_HZ. */
    release: hold,

    /** E-STOP: full brake at once, held (and the heartbeat not ready) until cleared. */
    estop() {
      estopped = true;
      hold();
    },
    clearEstop() {
      estopped = false;
    },

    /**
     * The agent is leaving: a last full brake and a not-ready heartbeat, written out to the
     * socket before it closes. Nothing moves the vehicle from here on.
     */
    async close() {
      clearInterval(timer);
      closing = true;
      hold();
      await client.flush();
    },
  };
}

export type RemoteControl = ReturnType<typeof createRemoteControl>;
