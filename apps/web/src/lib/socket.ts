import {
  CONSTANTS,
  type JoinAnswer,
  SOCKET_EVENTS,
  SOCKET_UNAUTHORIZED,
  type SocketMessage,
  UserMsgPayload,
} from '@ads/contract';
import { io, type Socket } from 'socket.io-client';
import { http, refreshOnce } from './http';
import { useRealtime } from './realtime-store';
import { tokens } from './storage';

/**
 * The one realtime client of the web app (spec §4, §7, §9): socket.io to the same origin as the
 * HTTP layer, authenticated with the user's access token, in the room of the user's first PC.
 * Features never call socket.io themselves; they `send` requests and register `onResponse`.
 */

type Status = 'success' | 'error' | 'pending';
export type ResponseHandlers = Partial<Record<Status, (data: unknown) => void>>;

const handlers = new Map<string, Set<ResponseHandlers>>();
const joinedListeners = new Set<() => void>();

let socket: Socket | null = null;
let room: string | null = null;
let poll: ReturnType<typeof setInterval> | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;
// A refused handshake gets one token refresh; a connection that succeeds earns another.
let refreshTried = false;

/** Handles the agent's RESPONSEs to `action` by status; returns the unsubscribe. */
export function onResponse(action: string, handler: ResponseHandlers): () => void {
  const set = handlers.get(action) ?? new Set();
  set.add(handler);
  handlers.set(action, set);
  return () => void set.delete(handler);
}

/** Runs `listener` each time the client has entered its PC's room (first connect and every reconnect). */
export function onJoined(listener: () => void): () => void {
  joinedListeners.add(listener);
  return () => void joinedListeners.delete(listener);
}

/** Sends a REQUEST to the PC's agent; false when the channel is not in its room yet. */
export function send(action: string, data: unknown = {}): boolean {
  if (!socket?.connected || !room || useRealtime.getState().room !== room) return false;
  const message: SocketMessage = { action, type: 'REQUEST', data };
  socket.emit(SOCKET_EVENTS.userMsg, { room, message });
  return true;
}

function dispatch(payload: unknown): void {
  const parsed = UserMsgPayload.safeParse(payload);
  if (!parsed.success) return;
  const { message } = parsed.data;
  // REQUESTs in the room come from the user's other tabs; only the agent's answers count here.
  if (message.type !== 'RESPONSE' || parsed.data.room !== room) return;
  const status = message.status ?? 'success';
  for (const handler of handlers.get(message.action) ?? []) handler[status]?.(message.data);
}

function stopPolling(): void {
  if (poll !== undefined) clearInterval(poll);
  poll = undefined;
}

/** Connects to the realtime server and joins `pcRoom`; a new room replaces the old connection. */
export function startRealtime(pcRoom: string): void {
  if (socket && room === pcRoom) return;
  stopRealtime();
  room = pcRoom;
  refreshTried = false;
  const store = useRealtime.getState();
  const client = io(http.defaults.baseURL || undefined, {
    path: '/socket.io',
    // A callback, so each attempt carries the newest (possibly refreshed) access token.
    auth: (done) => done({ token: tokens.access() ?? '' }),
    reconnection: true,
    reconnectionDelay: CONSTANTS.socketReconnectDelayMs,
    reconnectionDelayMax: CONSTANTS.socketReconnectDelayMaxMs,
    reconnectionAttempts: CONSTANTS.socketReconnectAttempts,
    timeout: CONSTANTS.socketTimeoutMs,
  });
  socket = client;

  client.on('connect', () => {
    refreshTried = false;
    store.setConnection({ connected: true, refused: false });
    client.emit(SOCKET_EVENTS.join, { room: pcRoom });
    stopPolling();
    poll = setInterval(
      () => client.emit(SOCKET_EVENTS.connectionCheck, { type: 'REQUEST' }),
      CONSTANTS.socketPollMs,
    );
  });
  client.on('disconnect', (reason) => {
    stopPolling();
    useRealtime.getState().setConnection({ connected: false, room: null });
    // The server ends sockets itself when it shuts down or the account changed, and
    // socket.io-client does not come back after that: try again, as after any other drop. A
    // session that has ended is then refused, refreshed once, and reported as refused.
    if (reason === 'io server disconnect') {
      clearTimeout(retry);
      retry = setTimeout(() => {
        if (socket === client && !client.connected) client.connect();
      }, CONSTANTS.socketReconnectDelayMs);
    }
  });
  client.on(SOCKET_EVENTS.connectionCheck, (answer: { status?: Status } | undefined) => {
    if (answer?.status === 'success')
      useRealtime.getState().setConnection({ checkedAt: Date.now() });
  });
  client.on(SOCKET_EVENTS.join, (answer: JoinAnswer) => {
    if (answer.room !== pcRoom) return;
    if (answer.status !== 'success') {
      console.warn(`realtime: could not join the PC room: ${answer.message ?? ''}`);
      return;
    }
    useRealtime.getState().setConnection({ room: pcRoom });
    for (const listener of joinedListeners) listener();
  });
  client.on(SOCKET_EVENTS.userMsg, dispatch);
  client.on('connect_error', (error: Error) => {
    // socket.io retries network failures itself; a refusal by the server (client.active false)
    // it does not. A stale access token gets one refresh, then one new attempt.
    if (client.active || error.message !== SOCKET_UNAUTHORIZED) return;
    if (refreshTried) {
      useRealtime.getState().setConnection({ refused: true });
      return;
    }
    refreshTried = true;
    void refreshOnce().then((refreshed) => {
      if (socket !== client) return;
      if (refreshed) client.connect();
      else useRealtime.getState().setConnection({ refused: true });
    });
  });
}

/** Leaves the channel (no PC any more, signed out, or another room). */
export function stopRealtime(): void {
  stopPolling();
  clearTimeout(retry);
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  room = null;
  useRealtime.getState().setConnection({ connected: false, room: null, refused: false });
}
