import { type Gear, TELEOP, type TeleopCommand } from '@ads/contract';
import {
  DRIVE_KEYS,
  type DriveInput,
  NEUTRAL,
  type PadReading,
  type TeleopControls,
  combineInputs,
  keyTargets,
  rampInput,
  stopCommand,
  teleopCommand,
} from './drive-input';
import { i18n } from '../../../lib/i18n';
import { median } from './link-meter';

/** Where the deadman is held from: the space bar, the on-screen button, a gamepad's bumper. */
export type DeadmanSource = 'key' | 'pointer' | 'pad';

/** Round trips measured longer ago than this say nothing of the link now. */
export const ROUND_TRIP_FRESH_MS = 3_000;
/** The start check takes the median of this many newest round trips (one slow echo is noise). */
const RECENT_ROUND_TRIPS = 5;
/** Sent commands remembered for their echoes: ten seconds at 20 Hz. */
const SENT_KEPT = 200;

/**
 * The tele-op rules, apart from React and the socket so they can be tested: commands flow
 * only while tele-op is allowed and a deadman is held, one per tick; the moment the last
 * deadman is let go (or tele-op stops being allowed) one stop command goes at once; otherwise
 * nothing is sent, and the vehicle's watchdog stops it.
 *
 * No stale command moves a vehicle (issue 25): each command carries its send time and names the
 * latest echo heard and when (`ack`), so the vehicle can estimate this page's clock and the round
 * trip (NTP's exchange) and drop what is too old. The page itself does not start driving while
 * the round trip it measured from the echoes is over TELEOP.maxRoundTripMs, and says so.
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
  /** Commands sent and not yet echoed: seq → send time (this page's clock). */
  private readonly sentAt = new Map<number, number>();
  /** The latest echo heard, named in the next command. */
  private ack: { seq: number; heard_at: number } | null = null;
  /** The newest round trips measured from echoes, and when. */
  private roundTrips: Array<{ at: number; ms: number }> = [];

  /**
   * `send` delivers one command to the vehicle of `room` (false: it could not leave);
   * `nextSeq` numbers it. The numbers come from outside so that they keep growing across
   * drivers on one connection: a vehicle chosen again must not see its sequence start over.
   * `clock` is the page's clock (epoch ms), the one `sent_at` and `ack.heard_at` are read on.
   */
  constructor(
    private readonly send: (room: string, command: TeleopCommand) => boolean,
    private readonly nextSeq: () => number,
    private readonly clock: () => number = Date.now,
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

  /** The vehicle the commands go to from now on (what was measured of another is forgotten). */
  setRoom(room: string): void {
    if (room === this.room) return;
    this.room = room;
    this.sentAt.clear();
    this.ack = null;
    this.roundTrips = [];
  }

  /**
   * The vehicle echoed command `seq`, heard at `at` (this page's clock): the next command acks
   * it, and its round trip is measured. Late echoes count too: a slow link is what they say.
   * Returns the round trip (ms), or null when `seq` is no command of this page's.
   */
  heard(seq: number, at: number = this.clock()): number | null {
    const sent = this.sentAt.get(seq);
    if (sent === undefined) return null;
    this.sentAt.delete(seq);
    if (this.ack === null || seq > this.ack.seq) this.ack = { seq, heard_at: at };
    const ms = Math.max(0, at - sent);
    this.roundTrips.push({ at, ms });
    if (this.roundTrips.length > RECENT_ROUND_TRIPS) this.roundTrips.shift();
    return ms;
  }

  /**
   * Why driving may not start now: the median of the newest round trips, when measured within
   * ROUND_TRIP_FRESH_MS, is over TELEOP.maxRoundTripMs (the vehicle would drop the commands).
   * Older figures do not hold driving back: only driving measures the link again, and the
   * vehicle checks every command itself.
   */
  linkRefusal(now: number = this.clock()): string | null {
    const fresh = this.roundTrips.filter((trip) => now - trip.at <= ROUND_TRIP_FRESH_MS);
    const ms = median(fresh.map((trip) => trip.ms));
    if (ms === null || ms <= TELEOP.maxRoundTripMs) return null;
    return i18n.t('monitoring:teleop.overLimit', {
      ms: Math.round(ms),
      limit: TELEOP.maxRoundTripMs,
    });
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
      // Refused: nothing goes until a deadman is pressed again with a better link.
      if (this.linkRefusal() !== null) return;
      this.sending = true;
      this.sendDrive();
    } else if (!drive && this.sending) {
      this.sending = false;
      this.emit(stopCommand(this.nextSeq(), this.gear));
    }
  }

  private sendDrive(): void {
    this.emit(teleopCommand(this.nextSeq(), this.input, this.gear));
  }

  /** Sends a command stamped with its send time and the latest echo heard. */
  private emit(controls: TeleopControls): void {
    const sentAt = this.clock();
    const command: TeleopCommand = this.ack
      ? { ...controls, sent_at: sentAt, ack: this.ack }
      : { ...controls, sent_at: sentAt };
    if (!this.send(this.room, command)) return;
    this.sentAt.set(command.seq, sentAt);
    if (this.sentAt.size > SENT_KEPT) {
      const oldest = this.sentAt.keys().next().value;
      if (oldest !== undefined) this.sentAt.delete(oldest);
    }
  }
}
