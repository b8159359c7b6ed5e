import {
  REMOTE_ASK_TIMEOUT_MS,
  REMOTE_EVENTS as E,
  RemoteOpenAnswer,
  type RemoteOpenRequest,
} from '@ads/contract';
import type { Socket } from 'socket.io-client';
import { i18n } from '../../../lib/i18n';
import { RemoteOpenError } from './errors';

/** The namespace's connection is there within this long, or the open fails. */
const CONNECT_GUARD_MS = 30_000;
/** The open's answer may wait for a screen holder's answer to a watch request. */
const OPEN_GUARD_MS = REMOTE_ASK_TIMEOUT_MS + 15_000;

/** Waits for the namespace's connection; a refusal by the server fails at once. */
function connected(socket: Socket): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new RemoteOpenError(i18n.t('remote:session.unreachable')));
    }, CONNECT_GUARD_MS);
    const onConnect = () => (stop(), resolve());
    const onError = (error: Error) => {
      // socket.io retries a network failure itself (active); a refusal it does not.
      if (socket.active) return;
      stop();
      reject(new RemoteOpenError(error.message || i18n.t('remote:session.refused')));
    };
    const stop = () => {
      clearTimeout(timer);
      socket.off('connect', onConnect);
      socket.off('connect_error', onError);
    };
    socket.on('connect', onConnect);
    socket.on('connect_error', onError);
  });
}

/** Asks the server to open a session; its answer (ok with the id, or the refusal's sentence). */
export async function askToOpen(
  socket: Socket,
  request: RemoteOpenRequest,
): Promise<RemoteOpenAnswer> {
  await connected(socket);
  let answer: unknown;
  try {
    answer = await socket.timeout(OPEN_GUARD_MS).emitWithAck(E.open, request);
  } catch {
    throw new RemoteOpenError(i18n.t('remote:session.noAnswer'));
  }
  const parsed = RemoteOpenAnswer.safeParse(answer);
  if (!parsed.success) throw new RemoteOpenError(i18n.t('remote:session.unreadableStudio'));
  return parsed.data;
}
