import { onRoomMessage } from '../../../lib/socket';

export type AnswerStatus = 'success' | 'error' | 'timeout';

/** How long the goal waits for the vehicle to confirm its route is cleared. */
export const CLEAR_WAIT_MS = 3_000;

/**
 * The vehicle's answer (its success or error) to the request `id` of `action` in `room`, or
 * 'timeout'. Call it before sending, so an answer that comes at once is not missed. An answer
 * without an id (an agent from before request ids) is taken for it too, as the only way to
 * hear such an agent; an answer with another id is another request's (another tab's).
 */
export function awaitAnswer(
  room: string,
  action: string,
  id: string,
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
      if (message.id !== undefined && message.id !== id) return;
      if (message.status === 'success' || message.status === 'error') finish(message.status);
    });
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
  });
}
