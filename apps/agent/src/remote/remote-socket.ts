import { CONSTANTS, REMOTE_NAMESPACE } from '@ads/contract';
import type { Socket } from 'socket.io-client';

/**
 * The remote IDE's socket: the REMOTE_NAMESPACE on the main socket's connection (socket.io
 * multiplexes namespaces over its one WebSocket), with the same auth, so the studio knows it
 * for the same PC. Like the main socket it never gives up: a studio that refused it (restarting,
 * or older than the remote IDE) is asked again a little later.
 */
export function openRemoteSocket(main: Socket, log: (line: string) => void): Socket {
  const socket = main.io.socket(REMOTE_NAMESPACE, { auth: main.auth });
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let said = '';
  const later = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (!closed && !socket.connected) socket.connect();
    }, CONSTANTS.socketReconnectDelayMaxMs);
  };
  socket.on('connect', () => {
    said = '';
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') later();
  });
  socket.on('connect_error', (error) => {
    if (socket.active) return;
    // Said once, not at every try: an older studio refuses the namespace each time.
    if (error.message !== said) log(`the studio refused the remote IDE link: ${error.message}`);
    said = error.message;
    later();
  });
  const close = socket.close.bind(socket);
  socket.close = () => {
    closed = true;
    clearTimeout(retry);
    return close();
  };
  return socket;
}
