import { TELEOP, type TeleopCommand, TeleopEcho } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { createTeleopGate } from './teleop-gate';

/**
 * A sender (the browser) whose clock is `skew` ms behind the vehicle's, over a link of `oneWay`
 * ms each way, and the gate judging its commands as the link does: `send(at)` sends a command at
 * `at` on the sender's clock, the vehicle judges and echoes it on arrival, and the sender acks
 * the latest echo it has heard in its next command.
 */
function rig({ oneWay = 15 } = {}) {
  let skew = 2_000;
  const gate = createTeleopGate();
  let seq = 0;
  let heard: TeleopCommand['ack'];
  const echoes: TeleopEcho[] = [];
  let link = { out: oneWay, back: oneWay };

  function deliver(command: TeleopCommand, sid = 'tab-1', lateBy = 0) {
    const receivedAt = command.sent_at + skew + link.out + lateBy;
    const verdict = gate.judge(sid, command, receivedAt);
    const echo = TeleopEcho.parse(gate.echo(command, verdict, receivedAt, receivedAt));
    echoes.push(echo);
    // Heard on the sender's clock once the echo is back.
    heard = { seq: echo.seq, heard_at: echo.echoed_at - skew + link.back };
    return { verdict, echo };
  }

  return {
    gate,
    echoes,
    /** The sender's clock is set `ms` ahead. */
    jump(ms: number) {
      skew -= ms;
    },
    /** Sets the link's delays from now on. */
    link(out: number, back: number) {
      link = { out, back };
    },
    command(at: number, more: Partial<TeleopCommand> = {}): TeleopCommand {
      seq += 1;
      return {
        seq,
        sent_at: at,
        ...(heard ? { ack: heard } : {}),
        throttle: 0.4,
        brake: 0,
        steering: 0,
        gear: 'D',
        ...more,
      };
    },
    deliver,
    send(at: number, more: Partial<TeleopCommand> = {}) {
      return deliver(this.command(at, more));
    },
  };
}

describe('the tele-op gate', () => {
  it('drops the first command (no clock yet), applies the next once an echo came back', () => {
    const sender = rig();
    const first = sender.send(1_000);
    expect(first.verdict).toMatchObject({ applied: false, dropped: 'clock' });
    expect(first.echo).toMatchObject({
      seq: 1,
      applied: false,
      dropped: 'clock',
      round_trip_ms: null,
      drops: { clock: 1, stale: 0, order: 0, link: 0 },
    });
    expect(first.echo.message).toMatch(/measuring the link/);

    const second = sender.send(1_050);
    // Its send time on the vehicle's clock, by the measured offset.
    expect(second.verdict).toEqual({ applied: true, sentAt: 1_050 + 2_000 });
    expect(second.echo).toEqual({
      seq: 2,
      received_at: 1_050 + 2_000 + 15,
      echoed_at: 1_050 + 2_000 + 15,
      applied: true,
      round_trip_ms: 30,
      drops: { clock: 1, stale: 0, order: 0, link: 0 },
    });
  });

  it(`drops a command ${TELEOP.maxCommandAgeMs} ms old or older by the estimate: 'stale'`, () => {
    const sender = rig();
    sender.send(0);
    sender.send(50);
    // Two commands sent before either arrives (both ack the same echo): one held up just
    // long enough to be the limit's age, the other just short of it.
    const held = sender.command(100);
    const fresh = sender.command(150);
    const late = sender.deliver(held, 'tab-1', TELEOP.maxCommandAgeMs - 15);
    expect(late.verdict).toMatchObject({ applied: false, dropped: 'stale' });
    expect(late.echo.message).toBe(
      `The command was ${TELEOP.maxCommandAgeMs} ms old when the vehicle read it (the limit is ${TELEOP.maxCommandAgeMs} ms): not applied.`,
    );
    const justFresh = sender.deliver(fresh, 'tab-1', TELEOP.maxCommandAgeMs - 16);
    expect(justFresh.verdict.applied).toBe(true);
    expect(sender.gate.drops()).toEqual({ clock: 1, stale: 1, order: 0, link: 0 });
  });

  it("drops a command whose seq is not above the last applied: 'order'", () => {
    const sender = rig();
    sender.send(0);
    const applied = sender.send(50);
    expect(applied.verdict.applied).toBe(true);
    // The same command again (replayed), and an older one overtaken by it, both still young.
    const replay = sender.deliver(sender.command(60, { seq: 2 }));
    expect(replay.verdict).toMatchObject({ applied: false, dropped: 'order' });
    expect(replay.echo.message).toBe(
      'Command 2 came after command 2, which was applied: not applied.',
    );
    expect(sender.deliver(sender.command(70, { seq: 1 })).verdict).toMatchObject({
      dropped: 'order',
    });
    expect(sender.send(100).verdict.applied).toBe(true);
  });

  it(`refuses to drive while the latest round trip is over ${TELEOP.maxRoundTripMs} ms: 'link', then recovers`, () => {
    const sender = rig({ oneWay: 10 });
    sender.send(0);
    expect(sender.send(50).verdict.applied).toBe(true);
    // The link slows: 40 ms out, 240 ms back. Commands still arrive young (40 ms).
    sender.link(40, 240);
    sender.send(100);
    const slow = sender.send(400);
    expect(slow.echo).toMatchObject({ applied: false, dropped: 'link', round_trip_ms: 280 });
    expect(slow.echo.message).toBe(
      `The round trip to the vehicle is 280 ms, over the ${TELEOP.maxRoundTripMs} ms limit: driving is refused until the link is faster.`,
    );
    sender.link(10, 10);
    sender.send(700);
    expect(sender.send(750).echo).toMatchObject({ applied: true, round_trip_ms: 20 });
  });

  it('starts again for another connection: its own clock and its own sequence', () => {
    const sender = rig();
    sender.send(0);
    expect(sender.send(50).verdict.applied).toBe(true);
    const other = { seq: 1, sent_at: 60, throttle: 0, brake: 1, steering: 0, gear: 'D' } as const;
    expect(sender.deliver(other, 'tab-2').verdict).toMatchObject({ dropped: 'clock' });
    expect(
      sender.deliver({ ...other, seq: 2, sent_at: 110, ack: { seq: 1, heard_at: 90 } }, 'tab-2')
        .verdict.applied,
    ).toBe(true);
  });

  it("measures again when the sender's clock jumps ahead (a command from the future)", () => {
    const sender = rig();
    sender.send(0);
    sender.send(50);
    // The sender's clock is set a minute ahead between two commands 50 ms apart.
    sender.jump(60_000);
    const ahead = sender.send(100 + 60_000);
    expect(ahead.echo).toMatchObject({ applied: false, dropped: 'clock' });
    expect(ahead.echo.message).toMatch(/clock of this window changed/);
    // Its echo, acked, measures the new clock: the next command applies.
    expect(sender.send(150 + 60_000).verdict.applied).toBe(true);
  });
});
