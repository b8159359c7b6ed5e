/**
 * Round trip and loss of the tele-op link, measured from the vehicle's echoes: each command
 * carries a sequence number and the vehicle answers `{ seq }` at once. A command whose echo has
 * not come after `lostAfterMs` counts as lost (for driving, a late command is a lost one), and
 * an echo that comes later still is ignored.
 */

export interface LinkReading {
  /** The newest round trip (ms). */
  lastMs: number | null;
  /** The median round trip of the recent echoes (ms). */
  p50Ms: number | null;
  /** Lost commands among the recent ones whose fate is known (%). */
  lossPercent: number | null;
  /** Commands sent in all. */
  sent: number;
}

export interface LinkMeterOptions {
  /** How many recent commands the figures cover. */
  window: number;
  lostAfterMs: number;
}

export const DEFAULT_METER: LinkMeterOptions = { window: 100, lostAfterMs: 1_000 };

export class LinkMeter {
  private readonly waiting = new Map<number, number>();
  private outcomes: boolean[] = [];
  private roundTrips: number[] = [];
  private last: number | null = null;
  private count = 0;

  constructor(private readonly options: LinkMeterOptions = DEFAULT_METER) {}

  /** A command left at `at` (ms, any monotonic clock). */
  sent(seq: number, at: number): void {
    this.waiting.set(seq, at);
    this.count += 1;
  }

  /** Its echo came at `at`; false for an echo of nothing waiting (late, repeated, or not ours). */
  echoed(seq: number, at: number): boolean {
    const sentAt = this.waiting.get(seq);
    if (sentAt === undefined) return false;
    this.waiting.delete(seq);
    if (at - sentAt > this.options.lostAfterMs) {
      this.record(false);
      return false;
    }
    const roundTrip = Math.max(0, at - sentAt);
    this.last = roundTrip;
    this.roundTrips.push(roundTrip);
    if (this.roundTrips.length > this.options.window) this.roundTrips.shift();
    this.record(true);
    return true;
  }

  /** The figures at `now`; commands waiting longer than `lostAfterMs` count as lost from now on. */
  read(now: number): LinkReading {
    for (const [seq, sentAt] of this.waiting) {
      if (now - sentAt <= this.options.lostAfterMs) continue;
      this.waiting.delete(seq);
      this.record(false);
    }
    const lost = this.outcomes.filter((arrived) => !arrived).length;
    return {
      lastMs: this.last,
      p50Ms: median(this.roundTrips),
      lossPercent: this.outcomes.length ? (lost / this.outcomes.length) * 100 : null,
      sent: this.count,
    };
  }

  private record(arrived: boolean): void {
    this.outcomes.push(arrived);
    if (this.outcomes.length > this.options.window) this.outcomes.shift();
  }
}

/** The middle value (the mean of the two middle ones for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
