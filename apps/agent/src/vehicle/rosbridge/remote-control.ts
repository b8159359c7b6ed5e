import { TELEOP, type Gear, type TeleopCommand } from '@ads/contract';
import { TOPICS, TYPES } from './adapi';
import type { RosbridgeClient } from './client';
import { GEAR_TO_ADAPI } from './mapping';
import { rosTime } from './protocol';

export interface RemoteControlOptions {
  client: RosbridgeClient;
  now(): number;
  log(line: string): void;
  /** The tyre angle of a full steering command (±1), radians. */
  maxSteeringTireAngle: number;
  /** Steering rate sent with each command, rad/s. */
  steeringTireVelocity: number;
}

/**
 * Tele-op over the AD API's remote manual control (pedals mode). Each command goes out as
 * pedals + steering + an operator heartbeat, and the gear when it changes (the gear topic is a
 * notification). Heartbeats go out only with commands: when commands stop, Autoware's gate sees
 * the heartbeat time out (500 ms) and stops the car, and this side also sends one full-brake
 * command after the same 500 ms of silence, for a vehicle whose gate is slower or absent.
 */
export function createRemoteControl(options: RemoteControlOptions) {
  const { client, now } = options;
  client.advertise(TOPICS.pedals, TYPES.pedals);
  client.advertise(TOPICS.steering, TYPES.steering);
  client.advertise(TOPICS.heartbeat, TYPES.heartbeat);
  client.advertise(TOPICS.gear, TYPES.gear, true);

  /** The gear last sent on this connection; null sends it with the next command. */
  let gearSent: Gear | null = null;
  let silence: NodeJS.Timeout | undefined;

  client.onConnection(() => {
    gearSent = null;
  });

  const pedals = (throttle: number, brake: number) =>
    client.publish(TOPICS.pedals, { stamp: rosTime(now()), throttle, brake });

  const fullBrake = () => {
    clearTimeout(silence);
    silence = undefined;
    pedals(0, 1);
  };

  return {
    command(command: TeleopCommand) {
      const stamp = rosTime(now());
      if (!pedals(command.throttle, command.brake)) return; // not connected: nothing to keep alive
      client.publish(TOPICS.steering, {
        stamp,
        steering_tire_angle: command.steering * options.maxSteeringTireAngle,
        steering_tire_velocity: options.steeringTireVelocity,
      });
      if (command.gear !== gearSent) {
        client.publish(TOPICS.gear, { stamp, command: { status: GEAR_TO_ADAPI[command.gear] } });
        gearSent = command.gear;
      }
      client.publish(TOPICS.heartbeat, { stamp, ready: true });
      clearTimeout(silence);
      silence = setTimeout(() => {
        options.log(`no tele-op command for ${TELEOP.watchdogMs} ms: full brake`);
        fullBrake();
      }, TELEOP.watchdogMs);
    },

    /** Releasing the controls, or an e-stop: a zero command at once (throttle 0, full brake). */
    release: fullBrake,

    close() {
      clearTimeout(silence);
    },
  };
}
