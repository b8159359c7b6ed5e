import { onRoomMessage } from '../../../lib/socket';

export type AnswerStatus = 'success' | 'error' | 'timeout';

/** How long the goal waits for the vehicle to confirm its route is cleared. */
export const CLEAR_WAIT_MS = 3_000;

/**
 * The vehicle's next answer to `action` in `room` (its success or error), or 'timeout'. Call
 * it before sending, so an answer that comes at once is not missed.
 */
export function awaitAnswer(
  room: string,
  action: string,
  timeoutMs: number,
): Promise<AnswerStatus> {
  return new Promise((resolve) => {
    const finish = (status: AnswerStatus) => {
      clearTimeout(timer);
      off();
      resolve(status);
    };
    const off = onRoomMessage(action, (from, message, sender) => {
      if (from !== room || (sender && sender.kind !== 'agent')) return;
      if (message.status === 'success' || message.status === 'error') finish(message.status);
    });
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
  });
}
