/**
 * The vehicle's estimate of a tele-op sender's clock, by NTP's (Cristian's) exchange. The
 * sender stamps each command with its clock (t0); the vehicle reads it at t1 and echoes it at
 * t2 (its own clock); a later command acks that echo with the sender's clock when it was heard
 * (t3). From the four times:
 *
 *   offset θ = ((t1 − t0) + (t2 − t3)) / 2   (vehicle clock − sender clock)
 *   round trip δ = (t3 − t0) − (t2 − t1)
 *
 * θ is off by at most δ / 2 (the two ways need not take the same time), so, as NTP's clock
 * filter does, the offset used is that of the recent sample with the smallest δ. The round trip
 * reported is the latest one: the link as it is now, not at its best.
 */

/** One completed exchange. */
export interface ClockSample {
  /** Vehicle clock − sender clock, ms. */
  offset: number;
  /** The round trip, ms, without the time the vehicle held the command. */
  roundTrip: number;
}

export const CLOCK_FILTER = {
  /** Samples kept for the offset (NTP's filter keeps eight). */
  samples: 8,
  /** Echoes remembered until acked: more than a second of commands at 20 Hz. */
  exchanges: 64,
  /**
   * A round trip below −this (ms) means a clock stepped between send and hear: the sample is
   * thrown away. Up to it, it is millisecond rounding of two clocks, read as 0.
   */
  tolerance: 2,
} as const;

interface Exchange {
  /** t0: the sender's clock when the command left. */
  sentAt: number;
  /** t1, t2: the vehicle's clock when it read the command and when it echoed it. */
  receivedAt: number;
  echoedAt: number;
}

export interface TeleopClock {
  /** The vehicle echoed command `seq` (t0 on the sender's clock, t1 and t2 on its own). */
  echoed(seq: number, sentAt: number, receivedAt: number, echoedAt: number): void;
  /**
   * The sender heard the echo of `seq` at `heard_at` (t3, its clock): the exchange completes and
   * gives a sample, or null for an echo not remembered (acked already, too old, or a clock that
   * stepped in between).
   */
  heard(ack: { seq: number; heard_at: number }): ClockSample | null;
  /** Vehicle clock − sender clock by the best recent sample; null before the first. */
  offset(): number | null;
  /** The latest sample's round trip; null before the first. */
  roundTrip(): number | null;
  /** Forgets the sender (another connection drives, or its clock jumped). */
  reset(): void;
}

export function createTeleopClock(): TeleopClock {
  const exchanges = new Map<number, Exchange>();
  let samples: ClockSample[] = [];

  return {
    echoed(seq, sentAt, receivedAt, echoedAt) {
      exchanges.delete(seq);
      exchanges.set(seq, { sentAt, receivedAt, echoedAt });
      // A Map iterates in insertion order: the first key is the oldest echo.
      while (exchanges.size > CLOCK_FILTER.exchanges) {
        exchanges.delete(exchanges.keys().next().value as number);
      }
    },

    heard(ack) {
      const exchange = exchanges.get(ack.seq);
      if (!exchange) return null;
      // An echo acked once is done with, and so is every earlier one (the sender heard later).
      for (const seq of [...exchanges.keys()]) if (seq <= ack.seq) exchanges.delete(seq);
      const { sentAt: t0, receivedAt: t1, echoedAt: t2 } = exchange;
      const t3 = ack.heard_at;
      const roundTrip = t3 - t0 - (t2 - t1);
      if (roundTrip < -CLOCK_FILTER.tolerance) return null;
      const sample = { offset: (t1 - t0 + (t2 - t3)) / 2, roundTrip: Math.max(0, roundTrip) };
      samples.push(sample);
      if (samples.length > CLOCK_FILTER.samples) samples.shift();
      return sample;
    },

    offset() {
      let best: ClockSample | null = null;
      for (const sample of samples) if (!best || sample.roundTrip < best.roundTrip) best = sample;
      return best ? best.offset : null;
    },

    roundTrip() {
      return samples.at(-1)?.roundTrip ?? null;
    },

    reset() {
      exchanges.clear();
      samples = [];
    },
  };
}
