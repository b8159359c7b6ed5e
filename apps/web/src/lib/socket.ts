import {
  CONSTANTS,
  type JoinAnswer,
  REMOTE_NAMESPACE,
  type MessageSender,
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
 * HTTP layer, authenticated with the user's access token. One connection carries everything:
 * - the shell's room, the user's first PC (`startRealtime`): `send` and `onResponse` speak to
 *   its agent, and the top bar reads what it reports;
 * - extra rooms a page joins on the same connection (`joinRoom`: FMS watches every vehicle the
 *   user may see), spoken to with `sendTo` and heard with `onRoomMessage`.
 * A page that needs the channel while the shell has none (a user without a PC, an admin
 * watching others' vehicles) holds it open with `ensureRealtime`/`joinRoom`; the top bar's
 * state (`useRealtime().room`) still names only the shell's room.
 * Features never call socket.io themselves.
 */

type Status = 'success' | 'error' | 'pending';
export type ResponseHandlers = Partial<Record<Status, (data: unknown) => void>>;

/** Where an extra room stands: asked for (also again after every reconnect), in, or refused. */
export type RoomStatus =
  { state: 'joining' } | { state: 'joined' } | { state: 'refused'; message: string };

/**
 * One RESPONSE heard in an extra room. `sender` is what the server stamped on it: the agent,
 * a user, or nothing at all when the server refused a message of this connection itself (such
 * refusals reach only the connection that sent the message).
 */
export type RoomMessageListener = (
  room: string,
  message: SocketMessage,
  sender: MessageSender | undefined,
) => void;

const handlers = new Map<string, Set<ResponseHandlers>>();
const joinedListeners = new Set<() => void>();
const roomListeners = new Map<string, Set<RoomMessageListener>>();
const roomStatusListeners = new Set<(room: string, status: RoomStatus) => void>();

/** Extra rooms, each with how many joiners hold it. */
const extraRooms = new Map<string, number>();
const roomStatuses = new Map<string, RoomStatus>();

let socket: Socket | null = null;
/** The remote IDE's namespace on the same connection, while a page holds it. */
let remote: { socket: Socket; holders: number } | null = null;
/** The shell's room (the first PC's token), null when the shell holds none. */
let room: string | null = null;
/** How many pages hold the connection open besides the shell's room. */
let holders = 0;
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

/** A REQUEST, with the id its answers will echo when one is given (issue 25). */
const request = (action: string, data: unknown, id: string | undefined): SocketMessage =>
  id === undefined ? { action, type: 'REQUEST', data } : { action, type: 'REQUEST', data, id };

/**
 * Sends a REQUEST to the PC's agent; false when the channel is not in its room yet. `id`, when
 * given, is echoed by every RESPONSE to it (the agent's answer, the server's refusal).
 */
export function send(action: string, data: unknown = {}, id?: string): boolean {
  if (!socket?.connected || !room || useRealtime.getState().room !== room) return false;
  socket.emit(SOCKET_EVENTS.userMsg, { room, message: request(action, data, id) });
  return true;
}

/** Hears every RESPONSE of `action` in the extra rooms; returns the unsubscribe. */
export function onRoomMessage(action: string, listener: RoomMessageListener): () => void {
  const set = roomListeners.get(action) ?? new Set();
  set.add(listener);
  roomListeners.set(action, set);
  return () => void set.delete(listener);
}

/** Hears each change of an extra room's status (joined after a reconnect, refused…). */
export function onRoomStatus(listener: (room: string, status: RoomStatus) => void): () => void {
  roomStatusListeners.add(listener);
  return () => void roomStatusListeners.delete(listener);
}

/** An extra room's status now; null when no page holds that room. */
export function roomStatus(target: string): RoomStatus | null {
  return roomStatuses.get(target) ?? null;
}

/** This connection's id while connected: the server names it as `sid` (e.g. a control lock's holder). */
export function socketId(): string | null {
  return socket?.connected ? (socket.id ?? null) : null;
}

/**
 * Sends a REQUEST into an extra room (or the shell's room); false when not in it now. `id`, when
 * given, is echoed by every RESPONSE to it.
 */
export function sendTo(target: string, action: string, data: unknown = {}, id?: string): boolean {
  if (!socket?.connected) return false;
  const inRoom =
    roomStatuses.get(target)?.state === 'joined' ||
    (target === room && useRealtime.getState().room === target);
  if (!inRoom) return false;
  socket.emit(SOCKET_EVENTS.userMsg, { room: target, message: request(action, data, id) });
  return true;
}

function setRoomStatus(target: string, status: RoomStatus): void {
  if (!extraRooms.has(target)) return;
  roomStatuses.set(target, status);
  for (const listener of roomStatusListeners) listener(target, status);
}

function dispatch(payload: unknown): void {
  const parsed = UserMsgPayload.safeParse(payload);
  if (!parsed.success) return;
  const { message, sender } = parsed.data;
  const from = parsed.data.room;
  // REQUESTs in a room come from users (this one's other tabs too); only answers count here.
  if (message.type !== 'RESPONSE') return;
  if (from === room) {
    const status = message.status ?? 'success';
    for (const handler of handlers.get(message.action) ?? []) handler[status]?.(message.data);
  }
  // The server keeps the socket in a room it has left here (socket.io has no leave event), so
  // only rooms some page still holds are heard.
  if (extraRooms.has(from)) {
    for (const listener of roomListeners.get(message.action) ?? []) {
      listener(from, message, sender);
    }
  }
}

function stopPolling(): void {
  if (poll !== undefined) clearInterval(poll);
  poll = undefined;
}

/** Asks the server for `target` on the current connection (the answer comes on `join`). */
function askToJoin(target: string): void {
  socket?.emit(SOCKET_EVENTS.join, { room: target });
}

/** Opens the one connection; it joins the shell's room and every extra room on each connect. */
function openSocket(): void {
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
    if (room) askToJoin(room);
    // A new connection is in no room: every extra room is asked for again.
    for (const target of extraRooms.keys()) {
      setRoomStatus(target, { state: 'joining' });
      askToJoin(target);
    }
    stopPolling();
    poll = setInterval(
      () => client.emit(SOCKET_EVENTS.connectionCheck, { type: 'REQUEST' }),
      CONSTANTS.socketPollMs,
    );
  });
  client.on('disconnect', (reason) => {
    stopPolling();
    useRealtime.getState().setConnection({ connected: false, room: null });
    for (const target of extraRooms.keys()) setRoomStatus(target, { state: 'joining' });
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
    if (extraRooms.has(answer.room)) {
      setRoomStatus(
        answer.room,
        answer.status === 'success'
          ? { state: 'joined' }
          : { state: 'refused', message: answer.message ?? 'The room could not be joined.' },
      );
    }
    if (answer.room !== room) return;
    if (answer.status !== 'success') {
      console.warn(`realtime: could not join the PC room: ${answer.message ?? ''}`);
      return;
    }
    useRealtime.getState().setConnection({ room });
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

/** Ends the connection and forgets where it was. */
function closeSocket(): void {
  stopPolling();
  clearTimeout(retry);
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  for (const target of extraRooms.keys()) setRoomStatus(target, { state: 'joining' });
  useRealtime.getState().setConnection({ connected: false, room: null, refused: false });
}

/**
 * Connects to the realtime server and joins `pcRoom` as the shell's room. Alone on the
 * connection, a new room replaces the old connection; while pages hold it (FMS), the room is
 * switched on the same connection so theirs stay joined.
 */
export function startRealtime(pcRoom: string): void {
  if (socket && room === pcRoom) return;
  if (socket && holders > 0) {
    room = pcRoom;
    useRealtime.getState().setConnection({ room: null });
    if (socket.connected) askToJoin(pcRoom);
    return;
  }
  stopRealtime();
  room = pcRoom;
  openSocket();
}

/**
 * Leaves the shell's room (no PC any more, signed out, or another room). The connection ends
 * with it unless a page still holds it.
 */
export function stopRealtime(): void {
  room = null;
  if (socket && holders > 0) {
    useRealtime.getState().setConnection({ room: null });
    return;
  }
  closeSocket();
}

/**
 * Holds the connection open (opening it when the shell has none) until the returned release
 * is called; releasing twice counts once.
 */
export function ensureRealtime(): () => void {
  holders += 1;
  if (!socket) openSocket();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && room === null) closeSocket();
  };
}

/**
 * Joins `target` on the one connection, now and after every reconnect, until the returned
 * leave is called (rooms are counted: two pages may hold one). Its status is `roomStatus`.
 */
export function joinRoom(target: string): () => void {
  const release = ensureRealtime();
  const count = extraRooms.get(target) ?? 0;
  extraRooms.set(target, count + 1);
  if (count === 0) {
    setRoomStatus(target, { state: 'joining' });
    if (socket?.connected) askToJoin(target);
  }
  let left = false;
  return () => {
    if (left) return;
    left = true;
    const remaining = (extraRooms.get(target) ?? 1) - 1;
    if (remaining > 0) extraRooms.set(target, remaining);
    else {
      extraRooms.delete(target);
      roomStatuses.delete(target);
    }
    release();
  };
}

/** What a namespace's watchers are told of the server's answer to its handshake. */
export type NamespaceStatus =
  { state: 'connecting' } | { state: 'open' } | { state: 'refused'; message: string };

/** A namespace some pages watch: its socket, what it last heard of each event, its status. */
interface Watched {
  socket: Socket;
  holders: number;
  last: Map<string, unknown>;
  status: NamespaceStatus;
  listeners: Set<{ event: string; hear(payload: unknown): void }>;
  statusListeners: Set<(status: NamespaceStatus) => void>;
  retry?: ReturnType<typeof setTimeout>;
}
const watched = new Map<string, Watched>();

function openNamespace(namespace: string): Watched {
  const space = (socket as Socket).io.socket(namespace, {
    auth: (done) => done({ token: tokens.access() ?? '' }),
  });
  const entry: Watched = {
    socket: space,
    holders: 0,
    last: new Map(),
    status: { state: 'connecting' },
    listeners: new Set(),
    statusListeners: new Set(),
  };
  const setStatus = (status: NamespaceStatus) => {
    entry.status = status;
    for (const listener of entry.statusListeners) listener(status);
  };
  space.on('connect', () => setStatus({ state: 'open' }));
  space.on('disconnect', (reason) => {
    setStatus({ state: 'connecting' });
    if (reason !== 'io server disconnect') return; // socket.io comes back by itself
    clearTimeout(entry.retry);
    entry.retry = setTimeout(() => space.connect(), CONSTANTS.socketReconnectDelayMs);
  });
  space.on('connect_error', (error: Error) => {
    // socket.io retries network failures itself; a refusal by the server it does not.
    if (!space.active) setStatus({ state: 'refused', message: error.message });
  });
  space.onAny((event: string, payload: unknown) => {
    entry.last.set(event, payload);
    for (const listener of entry.listeners) if (listener.event === event) listener.hear(payload);
  });
  space.connect();
  return entry;
}

/**
 * Hears `event` pushed on a namespace of the one connection (AI Benchmark's queue,
 * BENCH_NAMESPACE) until the returned stop: socket.io multiplexes it over the same WebSocket,
 * with the same token. The server sends what a page needs on every (re)connect, so a watcher
 * needs no poll; a watcher that joins an open namespace hears its last push at once. A
 * namespace the server ended (the account changed) is asked for again, as the main connection
 * is; a refusal at its handshake is final and reported through `onStatus`.
 */
export function watchNamespace<T>(
  namespace: string,
  event: string,
  listener: (payload: T) => void,
  onStatus: (status: NamespaceStatus) => void = () => undefined,
): () => void {
  const releaseConnection = ensureRealtime();
  const entry = watched.get(namespace) ?? openNamespace(namespace);
  watched.set(namespace, entry);
  entry.holders += 1;
  const heard = { event, hear: (payload: unknown) => listener(payload as T) };
  entry.listeners.add(heard);
  entry.statusListeners.add(onStatus);
  onStatus(entry.status);
  if (entry.last.has(event)) listener(entry.last.get(event) as T);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    entry.listeners.delete(heard);
    entry.statusListeners.delete(onStatus);
    entry.holders -= 1;
    if (entry.holders === 0 && watched.get(namespace) === entry) {
      clearTimeout(entry.retry);
      entry.socket.offAny();
      entry.socket.removeAllListeners();
      entry.socket.disconnect();
      watched.delete(namespace);
    }
    releaseConnection();
  };
}

/**
 * The remote IDE's namespace (`/remote`, issue 28) on the one connection: socket.io multiplexes
 * it over the same WebSocket, with the same token. Held until the returned release; the
 * remote IDE's session client (`remote/`) is its only user.
 */
export function holdRemoteSocket(): { socket: Socket; release(): void } {
  const releaseConnection = ensureRealtime();
  const manager = (socket as Socket).io;
  if (!remote) {
    const space = manager.socket(REMOTE_NAMESPACE, {
      auth: (done) => done({ token: tokens.access() ?? '' }),
    });
    space.connect();
    remote = { socket: space, holders: 0 };
  }
  remote.holders += 1;
  const held = remote;
  let released = false;
  return {
    socket: held.socket,
    release() {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders === 0 && remote === held) {
        held.socket.disconnect();
        remote = null;
      }
      releaseConnection();
    },
  };
}
