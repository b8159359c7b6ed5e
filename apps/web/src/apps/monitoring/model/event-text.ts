import type { VehicleEvent } from '@ads/contract';
import { i18n, serverText } from '../../../lib/i18n';

/** A field of an event's detail when it is a short text (details come from the vehicle). */
function text(detail: Record<string, unknown>, key: string): string | null {
  const value = detail[key];
  return typeof value === 'string' && value ? value : null;
}

function number(detail: Record<string, unknown>, key: string): number | null {
  const value = detail[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A word the vehicle gives (a result, a reason) in the language shown, when it is a known one. */
function word(words: Record<string, string> | string, value: string): string {
  return typeof words === 'object' && Object.hasOwn(words, value)
    ? words[value]!
    : serverText(value);
}

/** ": …" when the event gives a reason. */
const because = (detail: Record<string, unknown>) => {
  const reason = text(detail, 'reason');
  if (!reason) return '';
  const reasons = i18n.t('monitoring:events.reason', { returnObjects: true });
  return i18n.t('monitoring:events.because', { reason: word(reasons, reason) });
};

/** " (120 commands, 6.0 s)" of a tele-op session's end, as far as it says. */
function counts(detail: Record<string, unknown>): string {
  const commands = number(detail, 'commands');
  const duration = number(detail, 'duration_ms');
  const parts = [
    commands !== null ? i18n.t('monitoring:events.commands', { count: commands }) : null,
    duration !== null
      ? i18n.t('monitoring:events.seconds', { value: (duration / 1000).toFixed(1) })
      : null,
  ].filter(Boolean);
  return parts.length ? i18n.t('monitoring:events.counts', { parts: parts.join(', ') }) : '';
}

/** A command's or a mode change's result ('accepted', 'fell back', …) as the list says it. */
const resultOf = (detail: Record<string, unknown>) =>
  word(
    i18n.t('monitoring:events.result', { returnObjects: true }),
    text(detail, 'result') ?? 'asked',
  );

/** One line of the events list, e.g. "Mode AUTO → REMOTE accepted" or "Control taken over". */
export function eventText(event: Pick<VehicleEvent, 'kind' | 'detail'>): string {
  const { detail } = event;
  const action = text(detail, 'action');
  switch (event.kind) {
    case 'mode': {
      // The HMI's AD API commands are audited as mode events too (ADR 20).
      const command = text(detail, 'command');
      if (command) {
        const names: Record<string, string> = i18n.t('monitoring:events.command', {
          returnObjects: true,
        });
        const name = Object.hasOwn(names, command) ? names[command]! : command.replaceAll('_', ' ');
        return i18n.t('monitoring:events.commandLine', {
          name,
          result: resultOf(detail),
          because: because(detail),
        });
      }
      return i18n.t('monitoring:events.mode', {
        from: text(detail, 'from') ?? '?',
        to: text(detail, 'to') ?? '?',
        result: resultOf(detail),
        because: because(detail),
      });
    }
    case 'control': {
      // The vehicle's own settings (a rosbridge car's operator-heartbeat timeout).
      if (action === 'settings') {
        const timeout = number(detail, 'operator_timeout_ms');
        const what =
          timeout === null
            ? i18n.t('monitoring:events.timeoutUnconfirmed')
            : i18n.t('monitoring:events.timeoutSet', { ms: timeout });
        return i18n.t('monitoring:events.settings', {
          what,
          refused:
            text(detail, 'result') === 'refused' ? i18n.t('monitoring:events.settingsRefused') : '',
          because: because(detail),
        });
      }
      const words: Record<string, string> = i18n.t('monitoring:events.control', {
        returnObjects: true,
      });
      const what =
        action && Object.hasOwn(words, action)
          ? words[action]!
          : i18n.t('monitoring:events.controlOther', {
              action: action ?? i18n.t('monitoring:events.changed'),
            });
      return i18n.t('monitoring:events.controlLine', { what, because: because(detail) });
    }
    case 'estop':
      return action === 'release'
        ? i18n.t('monitoring:events.estopReleased')
        : i18n.t('monitoring:events.estopEngaged');
    case 'teleop': {
      if (action === 'start') return i18n.t('monitoring:events.teleopStarted');
      // The operator let go: the vehicle stopped as asked (an event; silence is the fault).
      if (text(detail, 'reason') === 'release') {
        return i18n.t('monitoring:events.deadman', { counts: counts(detail) });
      }
      return i18n.t('monitoring:events.teleopEnded', {
        counts: counts(detail),
        because: because(detail),
      });
    }
    case 'fault': {
      const code = text(detail, 'code') ?? 'fault';
      const message = text(detail, 'message');
      return i18n.t('monitoring:events.fault', {
        code,
        verb:
          action === 'cleared'
            ? i18n.t('monitoring:events.faultCleared')
            : i18n.t('monitoring:events.faultRaised'),
        message: message
          ? i18n.t('monitoring:events.faultMessage', { message: serverText(message) })
          : '',
      });
    }
    case 'connection':
      return action === 'disconnected' || action === 'offline'
        ? i18n.t('monitoring:events.disconnected')
        : action === 'connected' || action === 'online'
          ? i18n.t('monitoring:events.connected')
          : i18n.t('monitoring:events.connection', {
              action: action ?? i18n.t('monitoring:events.changed'),
            });
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
