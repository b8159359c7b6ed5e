import type { VehicleEvent } from '@ads/contract';

/** A field of an event's detail when it is a short text (details come from the vehicle). */
function text(detail: Record<string, unknown>, key: string): string | null {
  const value = detail[key];
  return typeof value === 'string' && value ? value : null;
}

function number(detail: Record<string, unknown>, key: string): number | null {
  const value = detail[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** ", because …" when the event gives a reason. */
const because = (detail: Record<string, unknown>) => {
  const reason = text(detail, 'reason');
  return reason ? `: ${reason}` : '';
};

/** " (120 commands, 6.0 s)" of a tele-op session's end, as far as it says. */
function counts(detail: Record<string, unknown>): string {
  const commands = number(detail, 'commands');
  const duration = number(detail, 'duration_ms');
  const parts = [
    commands !== null ? `${commands} commands` : null,
    duration !== null ? `${(duration / 1000).toFixed(1)} s` : null,
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** The HMI's commands as the events list names them. */
const HMI_COMMAND_NAMES: Record<string, string> = {
  route: 'Goal',
  change_route: 'Goal change',
  clear_route: 'Route clearing',
  initial_pose: 'Initial pose',
  map: 'Map change',
};

/** One line of the events list, e.g. "Mode AUTO → REMOTE accepted" or "Control taken over". */
export function eventText(event: Pick<VehicleEvent, 'kind' | 'detail'>): string {
  const { detail } = event;
  const action = text(detail, 'action');
  switch (event.kind) {
    case 'mode': {
      // The HMI's AD API commands are audited as mode events too (ADR 20).
      const command = text(detail, 'command');
      if (command) {
        const name = HMI_COMMAND_NAMES[command] ?? command.replaceAll('_', ' ');
        return `${name} ${text(detail, 'result') ?? 'asked'}${because(detail)}`;
      }
      const from = text(detail, 'from') ?? '?';
      const to = text(detail, 'to') ?? '?';
      const result = text(detail, 'result') ?? 'asked';
      return `Mode ${from} → ${to} ${result}${because(detail)}`;
    }
    case 'control': {
      // The vehicle's own settings (a rosbridge car's operator-heartbeat timeout).
      if (action === 'settings') {
        const timeout = number(detail, 'operator_timeout_ms');
        const what =
          timeout === null ? 'Operator timeout unconfirmed' : `Operator timeout ${timeout} ms`;
        return `${what}${text(detail, 'result') === 'refused' ? ' refused' : ''}${because(detail)}`;
      }
      const words: Record<string, string> = {
        take: 'Control taken',
        release: 'Control released',
        takeover: 'Control taken over',
        refused: 'Control refused',
        expired: 'Control expired',
      };
      return `${(action && words[action]) ?? `Control ${action ?? 'changed'}`}${because(detail)}`;
    }
    case 'estop':
      return action === 'release' ? 'Emergency stop released' : 'Emergency stop engaged';
    case 'teleop': {
      if (action === 'start') return 'Tele-op started';
      // The operator let go: the vehicle stopped as asked (an event; silence is the fault).
      if (text(detail, 'reason') === 'release') return `Deadman released: stopped${counts(detail)}`;
      return `Tele-op ended${counts(detail)}${because(detail)}`;
    }
    case 'fault': {
      const code = text(detail, 'code') ?? 'fault';
      const message = text(detail, 'message');
      const verb = action === 'cleared' ? 'cleared' : 'raised';
      return `Fault ${code} ${verb}${message ? `: ${message}` : ''}`;
    }
    case 'connection':
      return action === 'disconnected' || action === 'offline'
        ? 'Vehicle disconnected'
        : action === 'connected' || action === 'online'
          ? 'Vehicle connected'
          : `Connection ${action ?? 'changed'}`;
  }
}

/** Whether the event reports something that went wrong (shown in the error colour). */
export function isBadEvent(event: Pick<VehicleEvent, 'kind' | 'detail'>): boolean {
  const { detail } = event;
  if (event.kind === 'estop') return text(detail, 'action') !== 'release';
  if (event.kind === 'fault') return text(detail, 'action') !== 'cleared';
  if (event.kind === 'mode') return ['refused', 'fell back'].includes(text(detail, 'result') ?? '');
  if (event.kind === 'control')
    return (
      ['refused', 'expired'].includes(text(detail, 'action') ?? '') ||
      text(detail, 'result') === 'refused'
    );
  return false;
}

/** An event without a database id (live), keyed so that the same one read back matches it. */
export const eventKey = (event: Pick<VehicleEvent, 'kind' | 'at' | 'user_id' | 'detail'>) =>
  `${event.kind}|${event.at}|${event.user_id ?? ''}|${JSON.stringify(event.detail)}`;

/**
 * The list to show: the stored events (newest first) and the live ones heard since, without
 * the live ones the server has stored meanwhile, newest first.
 */
export function mergeEvents<S extends VehicleEvent, L extends VehicleEvent>(
  stored: readonly S[],
  live: readonly L[],
): Array<S | L> {
  const seen = new Set(stored.map(eventKey));
  const fresh = live.filter((event) => !seen.has(eventKey(event)));
  return [...fresh, ...stored].sort((a, b) => b.at - a.at);
}
