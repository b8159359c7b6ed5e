import type { Gear, TeleopCommand } from '@ads/contract';
import {
  DRIVE_KEYS,
  type DriveInput,
  NEUTRAL,
  type PadReading,
  combineInputs,
  keyTargets,
  rampInput,
  stopCommand,
  teleopCommand,
} from './drive-input';

/** Where the deadman is held from: the space bar, the on-screen button, a gamepad's bumper. */
export type DeadmanSource = 'key' | 'pointer' | 'pad';

/**
 * The tele-op rules, apart from React and the socket so they can be tested: commands flow
 * only while tele-op is allowed and a deadman is held, one per tick; the moment the last
 * deadman is let go (or tele-op stops being allowed) one stop command goes at once; otherwise
 * nothing is sent, and the vehicle's watchdog stops it.
 */
export class TeleopDriver {
  private readonly keys = new Set<string>();
  private keyboard: DriveInput = NEUTRAL;
  private pointer: DriveInput = NEUTRAL;
  private pad: DriveInput = NEUTRAL;
  private readonly held: Record<DeadmanSource, boolean> = {
    key: false,
    pointer: false,
    pad: false,
  };
  private enabled = false;
  private gear: Gear = 'P';
  private lastTick: number | null = null;
  private sending = false;
  /** The vehicle's room the commands go to. */
  private room = '';

  /**
   * `send` delivers one command to the vehicle of `room` (false: it could not leave);
   * `nextSeq` numbers it. The numbers come from outside so that they keep growing across
   * drivers on one connection: a vehicle chosen again must not see its sequence start over.
   */
  constructor(
    private readonly send: (room: string, command: TeleopCommand) => boolean,
    private readonly nextSeq: () => number,
  ) {}

  /** Commands are sent while a deadman is held. */
  get driving(): boolean {
    return this.sending;
  }

  /** What the controls ask now, from every device. */
  get input(): DriveInput {
    return combineInputs(this.keyboard, this.pointer, this.pad);
  }

  get gearNow(): Gear {
    return this.gear;
  }

  /** Whether a deadman is held now (from any source). */
  get deadman(): boolean {
    return this.held.key || this.held.pointer || this.held.pad;
  }

  /** Tele-op became allowed or not (lock and mode); not allowed stops at once. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) {
      this.keys.clear();
      this.keyboard = NEUTRAL;
      this.pointer = NEUTRAL;
      this.held.key = this.held.pointer = false;
    }
    this.update();
  }

  /** The vehicle the commands go to from now on. */
  setRoom(room: string): void {
    this.room = room;
  }

  setGear(gear: Gear): void {
    this.gear = gear;
  }

  /** A key went down (`KeyboardEvent.code`). */
  keyDown(code: string): void {
    this.keys.add(code);
    if ((DRIVE_KEYS.deadman as readonly string[]).includes(code)) this.hold('key', true);
  }

  keyUp(code: string): void {
    this.keys.delete(code);
    if ((DRIVE_KEYS.deadman as readonly string[]).includes(code)) this.hold('key', false);
  }

  /** Every key let go at once (the window lost focus: no keyup will come). */
  releaseKeys(): void {
    this.keys.clear();
    this.keyboard = NEUTRAL;
    this.hold('key', false);
  }

  /** The on-screen pedals and wheel (each field given replaces that control). */
  setPointer(change: Partial<DriveInput>): void {
    this.pointer = { ...this.pointer, ...change };
  }

  hold(source: DeadmanSource, on: boolean): void {
    if (this.held[source] === on) return;
    this.held[source] = on;
    this.update();
  }

  /**
   * One tick of the command loop at `now` (ms): the keys' ramps move on, the gamepad is read,
   * and while driving one command goes.
   */
  tick(now: number, pad: PadReading | null): void {
    const dt = this.lastTick === null ? 0 : now - this.lastTick;
    this.lastTick = now;
    this.keyboard = rampInput(this.keyboard, keyTargets(this.keys), dt);
    this.pad = pad?.input ?? NEUTRAL;
    const wasSending = this.sending;
    this.hold('pad', Boolean(pad?.deadman));
    // A hold that begins now has sent its first command already (update()).
    if (wasSending && this.sending) this.sendDrive();
  }

  /** Stops now: one stop command if commands were flowing, and every deadman let go. */
  stop(): void {
    this.held.key = this.held.pointer = this.held.pad = false;
    this.update();
  }

  /** Starts or ends the flow of commands after a change of deadman or permission. */
  private update(): void {
    const drive = this.enabled && this.deadman;
    if (drive && !this.sending) {
      this.sending = true;
      this.sendDrive();
    } else if (!drive && this.sending) {
      this.sending = false;
      this.send(this.room, stopCommand(this.nextSeq(), this.gear));
    }
  }

  private sendDrive(): void {
    this.send(this.room, teleopCommand(this.nextSeq(), this.input, this.gear));
  }
}
