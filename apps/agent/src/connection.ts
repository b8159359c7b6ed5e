import {
  AgentAction,
  CONSTANTS,
  type HostFacts,
  type MessageSender,
  SOCKET_EVENTS,
  SOCKET_UNAUTHORIZED,
  UserMsgPayload,
} from '@ads/contract';
import { io, type Socket } from 'socket.io-client';
import { linkTransports } from './link-transport';

export type Status = 'success' | 'error' | 'pending';
/**
 * Handles one REQUEST; `reply` sends a RESPONSE of the same action to the same room, with the
 * request's `id` when it had one. `sender`
 * is who the server says sent it (a user's connection, or the server itself); undefined from a
 * studio older than the vehicle link.
 */
export type RequestHandler = (
  action: AgentAction,
  data: unknown,
  reply: (status: Status, data: unknown) => void,
  sender: MessageSender | undefined,
) => void;

export interface ConnectionOptions {
  server: string;
  token: string;
  /** What the agent says of its host at the handshake (`auth.host`). */
  host?: HostFacts;
  onRequest: RequestHandler;
  log(line: string): void;
}

/**
 * The agent's socket.io connection to the studio. The server puts an agent in its PC room at
 * the handshake, so there is nothing to join: it listens to `user_msg` REQUESTs there and
 * answers RESPONSEs. It reconnects on its own, forever, 2–5 s apart.
 */
export function connect(options: ConnectionOptions): Socket {
  const socket = io(options.server, {
    path: '/socket.io',
    transports: linkTransports(options.server),
    auth: options.host ? { token: options.token, host: options.host } : { token: options.token },
    reconnection: true,
    reconnectionDelay: CONSTANTS.socketReconnectDelayMs,
    reconnectionDelayMax: CONSTANTS.socketReconnectDelayMaxMs,
    reconnectionAttempts: CONSTANTS.socketReconnectAttempts,
    timeout: CONSTANTS.socketTimeoutMs,
  });
  let retry: NodeJS.Timeout | undefined;

  socket.on('connect', () => options.log(`connected to ${options.server}`));
  let closed = false;
  /** socket.io gives up in two cases; the agent never does, it tries again a bit later. */
  const later = (delay: number) => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (!closed && !socket.connected) socket.connect();
    }, delay);
  };
  socket.on('disconnect', (reason) => {
    options.log(`disconnected (${reason}), reconnecting`);
    // A server that shuts down (or drops a deleted PC) disconnects its sockets itself, and
    // socket.io-client does not reconnect after 'io server disconnect'.
    if (reason === 'io server disconnect') later(CONSTANTS.socketReconnectDelayMs);
  });
  socket.on('connect_error', (error) => {
    // A refused handshake is not retried by socket.io itself (`active` is false): retry here,
    // since the PC may be registered again, or the studio may be restarting.
    if (socket.active) return;
    if (error.message === SOCKET_UNAUTHORIZED) {
      options.log('the studio refused this PC token; is the PC still registered?');
    }
    later(CONSTANTS.socketReconnectDelayMaxMs);
  });

  socket.on(SOCKET_EVENTS.userMsg, (payload: unknown) => {
    const parsed = UserMsgPayload.safeParse(payload);
    if (!parsed.success || parsed.data.message.type !== 'REQUEST') return;
    const { room, message, sender } = parsed.data;
    // Every answer (pending, success, error) names the request it answers, when it had an id:
    // the whole room hears it, and a page tells its own command's answer by the id.
    const id = message.id === undefined ? {} : { id: message.id };
    const reply = (status: Status, data: unknown): void => {
      socket.emit(SOCKET_EVENTS.userMsg, {
        room,
        message: { action: message.action, type: 'RESPONSE', status, data, ...id },
      });
    };
    const action = AgentAction.safeParse(message.action);
    if (!action.success) {
      // The server's own notices are never answered, even those this agent does not know.
      if (sender?.kind === 'server') return;
      reply('error', { message: `This agent does not know the action ${message.action}.` });
      return;
    }
    options.onRequest(action.data, message.data, reply, sender);
  });

  const close = socket.close.bind(socket);
  socket.close = () => {
    closed = true;
    clearTimeout(retry);
    return close();
  };
  return socket;
}

/**
 * Tells the vehicle link when the studio link comes up and goes down. The socket may already be
 * up when this is called (it connects while the agent still reads its map source): its
 * 'connect' has gone by then, and without the call at once the vehicle would never beat — the
 * PC online, no vehicle in FMS or HMI.
 */
export function followStudioLink(
  socket: Pick<Socket, 'on' | 'connected'>,
  link: { connected(): void; disconnected(): void },
): void {
  socket.on('connect', () => link.connected());
  socket.on('disconnect', () => link.disconnected());
  if (socket.connected) link.connected();
}
