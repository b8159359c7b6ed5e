import { describe, expect, it } from 'vitest';
import { CLOCK_FILTER, createTeleopClock } from './teleop-clock';

/**
 * One exchange between a sender whose clock is `skew` ms behind the vehicle's: the command
 * leaves at `sent` (sender clock), takes `out` ms to the vehicle, is held `hold` ms there, and
 * its echo takes `back` ms; returns the ack the sender puts in its next command.
 */
function exchange(
  clock: ReturnType<typeof createTeleopClock>,
  seq: number,
  {
    sent,
    skew,
    out,
    back,
    hold = 0,
  }: { sent: number; skew: number; out: number; back: number; hold?: number },
) {
  const received = sent + skew + out;
  clock.echoed(seq, sent, received, received + hold);
  return { seq, heard_at: sent + out + hold + back };
}

describe('the tele-op clock (NTP / Cristian)', () => {
  it('measures the offset and the round trip from the four times of one exchange', () => {
    const clock = createTeleopClock();
    expect(clock.offset()).toBeNull();
    expect(clock.roundTrip()).toBeNull();
    // The sender's clock is 1 s behind; 20 ms each way; the vehicle held it 1 ms.
    const ack = exchange(clock, 1, { sent: 5_000, skew: 1_000, out: 20, back: 20, hold: 1 });
    expect(clock.heard(ack)).toEqual({ offset: 1_000, roundTrip: 40 });
    expect(clock.offset()).toBe(1_000);
    expect(clock.roundTrip()).toBe(40);
  });

  it('is off by half the asymmetry of the two ways, never more than half the round trip', () => {
    const clock = createTeleopClock();
    const ack = exchange(clock, 1, { sent: 0, skew: -250, out: 10, back: 50 });
    const sample = clock.heard(ack)!;
    expect(sample.roundTrip).toBe(60);
    expect(sample.offset).toBe(-250 - 20);
    expect(Math.abs(sample.offset - -250)).toBeLessThanOrEqual(sample.roundTrip / 2);
  });

  it('uses the offset of the recent sample with the smallest round trip, and reports the latest round trip', () => {
    const clock = createTeleopClock();
    const skew = 500;
    // A quick, symmetric exchange (exact), then slow lopsided ones (each off by 40 ms).
    clock.heard(exchange(clock, 1, { sent: 0, skew, out: 5, back: 5 }));
    for (let seq = 2; seq <= CLOCK_FILTER.samples; seq += 1) {
      clock.heard(exchange(clock, seq, { sent: seq * 50, skew, out: 100, back: 20 }));
    }
    expect(clock.offset()).toBe(skew);
    expect(clock.roundTrip()).toBe(120);
    // Once the good sample is older than the filter's window, the best of the rest counts.
    clock.heard(exchange(clock, 100, { sent: 5_000, skew, out: 100, back: 20 }));
    expect(clock.offset()).toBe(skew + 40);
  });

  it('completes an exchange once: an unknown, repeated or overtaken ack gives nothing', () => {
    const clock = createTeleopClock();
    const first = exchange(clock, 1, { sent: 0, skew: 0, out: 10, back: 10 });
    const second = exchange(clock, 2, { sent: 50, skew: 0, out: 10, back: 10 });
    expect(clock.heard({ seq: 7, heard_at: 100 })).toBeNull();
    expect(clock.heard(second)).not.toBeNull();
    expect(clock.heard(second)).toBeNull();
    // The sender heard 2 already: 1 is done with.
    expect(clock.heard(first)).toBeNull();
  });

  it('throws away an exchange across which the sender’s clock stepped back', () => {
    const clock = createTeleopClock();
    clock.echoed(1, 10_000, 10_010, 10_010);
    expect(clock.heard({ seq: 1, heard_at: 9_000 })).toBeNull();
    expect(clock.offset()).toBeNull();
  });

  it('remembers a bounded number of echoes, and forgets everything on reset', () => {
    const clock = createTeleopClock();
    for (let seq = 1; seq <= CLOCK_FILTER.exchanges + 1; seq += 1) clock.echoed(seq, seq, seq, seq);
    expect(clock.heard({ seq: 1, heard_at: 30 })).toBeNull();
    expect(clock.heard({ seq: 2, heard_at: 30 })).not.toBeNull();
    clock.echoed(100, 0, 0, 0);
    clock.reset();
    expect(clock.offset()).toBeNull();
    expect(clock.heard({ seq: 100, heard_at: 10 })).toBeNull();
  });
});
