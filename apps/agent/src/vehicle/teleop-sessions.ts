import { TELEOP, type TeleopCommand, type TeleopDrop } from '@ads/contract';
import { noDrops, type TeleopDrops } from './teleop-gate';

/** Who a tele-op session belongs to. */
export interface SessionOperator {
  user_id: number;
  name: string;
  sid: string;
}

/** Why a session ended (the audit trail's `reason`). */
export type SessionEnd = 'release' | 'watchdog' | 'lock' | 'disconnect' | 'mode' | 'estop';

export interface SessionEvent {
  detail: Record<string, unknown>;
  operator: SessionOperator;
}

/**
 * Tele-op sessions for the audit trail: a session is one connection's stream of commands, those
 * applied and those the gate dropped. It starts with its first command and ends when the stream
 * stops for TELEOP.watchdogMs ('release' when the last command was the zero command — throttle
 * 0, full brake — that releasing the controls sends, else 'watchdog'), at once on an applied
 * command marked `release` (the link ends it), or when the lock, the connection or the mode
 * ends it. Its end says how many commands were applied (`commands`) and
 * how many dropped, by reason (`drops`): a burst of stale commands after a stalled link shows
 * there as a session of drops.
 */
export function createTeleopSessions(now: () => number, emit: (event: SessionEvent) => void) {
  let session: {
    operator: SessionOperator;
    started: number;
    last: number;
    commands: number;
    drops: TeleopDrops;
    released: boolean;
  } | null = null;

  const end = (reason: SessionEnd) => {
    if (!session) return;
    const { operator, started, last, commands, drops } = session;
    session = null;
    emit({
      operator,
      detail: { action: 'end', commands, duration_ms: last - started, reason, drops },
    });
  };

  return {
    /** One command read from `operator`: applied, or dropped by the gate for `dropped`. */
    command(operator: SessionOperator, command: TeleopCommand, dropped?: TeleopDrop): void {
      if (session && session.operator.sid !== operator.sid) end('lock');
      if (!session) {
        session = {
          operator,
          started: now(),
          last: now(),
          commands: 0,
          drops: noDrops(),
          released: false,
        };
        emit({ operator, detail: { action: 'start' } });
      }
      if (dropped) session.drops[dropped] += 1;
      else session.commands += 1;
      session.last = now();
      session.released = command.throttle === 0 && command.brake >= 1;
    },

    /** Time passing: a stream silent for the watchdog's time has ended. */
    tick(): void {
      if (session && now() - session.last > TELEOP.watchdogMs) {
        end(session.released ? 'release' : 'watchdog');
      }
    },

    end,
    active: () => session !== null,
  };
}
