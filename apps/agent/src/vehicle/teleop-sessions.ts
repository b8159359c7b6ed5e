import { TELEOP, type TeleopCommand } from '@ads/contract';

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
 * Tele-op sessions for the audit trail: a session is one connection's stream of commands. It
 * starts with its first command and ends when the stream stops for TELEOP.watchdogMs ('release'
 * when the last command was the zero command — throttle 0, full brake — that releasing the
 * controls sends, else 'watchdog'), or when the lock, the connection or the mode ends it.
 */
export function createTeleopSessions(now: () => number, emit: (event: SessionEvent) => void) {
  let session: {
    operator: SessionOperator;
    started: number;
    last: number;
    commands: number;
    released: boolean;
  } | null = null;

  const end = (reason: SessionEnd) => {
    if (!session) return;
    const { operator, started, last, commands } = session;
    session = null;
    emit({
      operator,
      detail: { action: 'end', commands, duration_ms: last - started, reason },
    });
  };

  return {
    command(operator: SessionOperator, command: TeleopCommand): void {
      if (session && session.operator.sid !== operator.sid) end('lock');
      if (!session) {
        session = { operator, started: now(), last: now(), commands: 0, released: false };
        emit({ operator, detail: { action: 'start' } });
      }
      session.commands += 1;
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
