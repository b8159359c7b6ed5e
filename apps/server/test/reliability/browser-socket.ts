import {
  CONSTANTS,
  type JoinAnswer,
  SOCKET_EVENTS,
  type SocketMessage,
  UserMsgPayload,
} from '@ads/contract';
import { io, type Socket } from 'socket.io-client';

/**
 * The browser's realtime client by the rules of apps/web/src/lib/socket.ts: default transports,
 * the contract's reconnect options, a `join` of the PC room on every `connect`, and a new
 * `connect` after an `io server disconnect` (socket.io-client gives up there). The tests call
 * nothing else: coming back must follow from these rules alone.
 */
export interface BrowserSocket {
  socket: Socket;
  /** Resolves at the next successful join of the room (after the next (re)connect). */
  nextJoin(guardMs?: number): Promise<void>;
  /** Sends a REQUEST to the room and resolves with the agent's final RESPONSE. */
  ask(action: string, data?: unknown, guardMs?: number): Promise<SocketMessage>;
  close(): void;
}

export function browserSocket(url: string, access: string, room: string): BrowserSocket {
  const socket = io(url, {
    path: '/socket.io',
    auth: (done) => done({ token: access }),
    reconnection: true,
    reconnectionDelay: CONSTANTS.socketReconnectDelayMs,
    reconnectionDelayMax: CONSTANTS.socketReconnectDelayMaxMs,
    reconnectionAttempts: CONSTANTS.socketReconnectAttempts,
    timeout: CONSTANTS.socketTimeoutMs,
  });
  socket.on('connect', () => socket.emit(SOCKET_EVENTS.join, { room }));
  let retry: NodeJS.Timeout | undefined;
  socket.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (!socket.connected) socket.connect();
    }, CONSTANTS.socketReconnectDelayMs);
  });

  return {
    socket,
    nextJoin(guardMs = 30_000) {
      return new Promise((resolve, reject) => {
        const guard = setTimeout(() => {
          socket.off(SOCKET_EVENTS.join, listen);
          reject(new Error(`the browser did not join ${room} within ${guardMs} ms`));
        }, guardMs);
        const listen = (answer: JoinAnswer) => {
          if (answer.room !== room || answer.status !== 'success') return;
          clearTimeout(guard);
          socket.off(SOCKET_EVENTS.join, listen);
          resolve();
        };
        socket.on(SOCKET_EVENTS.join, listen);
      });
    },
    ask(action, data = {}, guardMs = 10_000) {
      return new Promise((resolve, reject) => {
        const guard = setTimeout(() => {
          socket.off(SOCKET_EVENTS.userMsg, listen);
          reject(new Error(`no RESPONSE to ${action} within ${guardMs} ms`));
        }, guardMs);
        const listen = (payload: unknown) => {
          const parsed = UserMsgPayload.safeParse(payload);
          if (!parsed.success || parsed.data.room !== room) return;
          const { message } = parsed.data;
          if (message.type !== 'RESPONSE' || message.action !== action) return;
          if (message.status === 'pending') return;
          clearTimeout(guard);
          socket.off(SOCKET_EVENTS.userMsg, listen);
          resolve(message);
        };
        socket.on(SOCKET_EVENTS.userMsg, listen);
        socket.emit(SOCKET_EVENTS.userMsg, {
          room,
          message: { action, type: 'REQUEST', data },
        });
      });
    },
    close() {
      clearTimeout(retry);
      socket.close();
    },
  };
}
