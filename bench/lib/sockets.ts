import { io, type Socket } from 'socket.io-client';

/** A socket.io client as the web app opens one: websocket only, here without reconnection. */
export function connectClient(url: string, token?: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: token === undefined ? {} : { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** `count` connected clients, opened `batch` at a time so the handshakes do not pile up. */
export async function connectMany(
  url: string,
  count: number,
  token?: string,
  batch = 250,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  while (sockets.length < count) {
    const size = Math.min(batch, count - sockets.length);
    sockets.push(
      ...(await Promise.all(Array.from({ length: size }, () => connectClient(url, token)))),
    );
  }
  return sockets;
}

export function closeAll(sockets: Socket[]): void {
  for (const socket of sockets) socket.close();
}
