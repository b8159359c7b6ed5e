import { TELEOP, type TeleopCommand, type TeleopDrop, type TeleopEcho } from '@ads/contract';
import { createTeleopClock } from './teleop-clock';

/** What the gate decided about one command. */
export type TeleopVerdict =
  | {
      applied: true;
      /** When the command was sent, on the vehicle's clock (by the estimate of the sender's). */
      sentAt: number;
    }
  | { applied: false; dropped: TeleopDrop; message: string };

export type TeleopDrops = TeleopEcho['drops'];
export const noDrops = (): TeleopDrops => ({ clock: 0, stale: 0, order: 0, link: 0 });

export interface TeleopGate {
  /**
   * Judges one command of the holder's connection `sid`, read at `receivedAt` (vehicle clock).
   * Its `ack` first completes an earlier exchange, so the estimate it is judged by is the
   * newest. A command is applied only when the sender's clock is measured, it is younger than
   * TELEOP.maxCommandAgeMs, its seq is above the last applied one, and the latest round trip
   * is within TELEOP.maxRoundTripMs; else it is dropped, and counted.
   */
  judge(sid: string, command: TeleopCommand, receivedAt: number): TeleopVerdict;
  /** The echo of a judged command, sent at `echoedAt`; the exchange is kept for its ack. */
  echo(
    command: TeleopCommand,
    verdict: TeleopVerdict,
    receivedAt: number,
    echoedAt: number,
  ): TeleopEcho;
  /** Commands dropped since the agent started, by reason. */
  drops(): TeleopDrops;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The tele-op gate of the vehicle link: no stale, late or replayed command moves the vehicle.
 * Age and order are per sender connection: a connection that starts driving (a new holder, a
 * reloaded tab) starts with no clock estimate and no sequence, so its first command is dropped
 * ('clock') and the ones after its first echo came back apply.
 */
export function createTeleopGate(): TeleopGate {
  const clock = createTeleopClock();
  let sender: string | null = null;
  let lastApplied = -1;
  const counted = noDrops();

  const drop = (dropped: TeleopDrop, message: string): TeleopVerdict => {
    counted[dropped] += 1;
    return { applied: false, dropped, message };
  };

  return {
    judge(sid, command, receivedAt) {
      if (sid !== sender) {
        sender = sid;
        clock.reset();
        lastApplied = -1;
      }
      if (command.ack) clock.heard(command.ack);
      const offset = clock.offset();
      if (offset === null) {
        return drop(
          'clock',
          'The vehicle is measuring the link to this window: commands apply once an echo has come back.',
        );
      }
      const sentAt = command.sent_at + offset;
      const age = receivedAt - sentAt;
      if (age <= -TELEOP.maxCommandAgeMs) {
        // Sent "in the future": the sender's clock stepped since it was measured. Measure again.
        clock.reset();
        return drop(
          'clock',
          'The clock of this window changed: the vehicle measures the link again before it drives.',
        );
      }
      if (age >= TELEOP.maxCommandAgeMs) {
        return drop(
          'stale',
          `The command was ${ms(age)} old when the vehicle read it (the limit is ${ms(TELEOP.maxCommandAgeMs)}): not applied.`,
        );
      }
      if (command.seq <= lastApplied) {
        return drop(
          'order',
          `Command ${command.seq} came after command ${lastApplied}, which was applied: not applied.`,
        );
      }
      const roundTrip = clock.roundTrip();
      if (roundTrip !== null && roundTrip > TELEOP.maxRoundTripMs) {
        return drop(
          'link',
          `The round trip to the vehicle is ${ms(roundTrip)}, over the ${ms(TELEOP.maxRoundTripMs)} limit: driving is refused until the link is faster.`,
        );
      }
      lastApplied = command.seq;
      return { applied: true, sentAt };
    },

    echo(command, verdict, receivedAt, echoedAt) {
      clock.echoed(command.seq, command.sent_at, receivedAt, echoedAt);
      return {
        seq: command.seq,
        received_at: receivedAt,
        echoed_at: echoedAt,
        applied: verdict.applied,
        ...(verdict.applied ? {} : { dropped: verdict.dropped, message: verdict.message }),
        round_trip_ms: clock.roundTrip(),
        drops: { ...counted },
      };
    },

    drops: () => ({ ...counted }),
  };
}
