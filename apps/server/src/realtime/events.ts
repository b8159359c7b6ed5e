import {
  ConnectionCheckPayload,
  type MessageSender,
  type SocketMessage,
  isAdmin,
  JoinPayload,
  type JoinAnswer,
  SOCKET_EVENTS,
  type UserMsgAck,
  UserMsgPayload,
} from '@ads/contract';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { type IdentifyDeps, type SocketIdentity, userOf } from './identity';
import { createRelayQueue } from './relay-queue';

type Ack = (answer: unknown) => void;

/** A handler's refusal: its message goes back to the client as is. */
class Refusal extends Error {}

/** socket.io passes the ack callback, when the client gave one, as the last argument. */
function split(args: unknown[]): { payload: unknown; ack: Ack | undefined } {
  const last = args.at(-1);
  const ack = typeof last === 'function' ? (last as Ack) : undefined;
  return { payload: args[0] === ack ? undefined : args[0], ack };
}

/** A short sentence naming the first bad field, never the payload itself. */
function problem(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `Invalid message. ${where}${issue?.message ?? ''}`.trim();
}

/** A field of an untrusted payload, echoed back only when it is a short string. */
function echo(payload: unknown, ...path: string[]): string {
  let value: unknown = payload;
  for (const key of path) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' && value.length <= 200 ? value : '';
}

/** An agent as the relay names it to those who hear its messages. */
export interface AgentOf {
  pcId: number;
  userId: number;
  room: string;
}

/**
 * What the vehicle link (FMS, docs/adr/0017) needs from the relay: an agent's state pushes and
 * events are kept before they go to the room, and a user's vehicle commands are checked first
 * — except a stop, which goes at once (issue 25).
 */
export interface VehicleHooks {
  /** An agent's message to its own room (relayed after this returns). */
  fromAgent(agent: AgentOf, message: SocketMessage): void;
  /**
   * A user's REQUEST: 'stop' (E-STOP, a change to STOP) is relayed at once for anyone in the
   * room, 'command' is checked first, null is not a vehicle command.
   */
  kindOf(action: string, data: unknown): 'stop' | 'command' | null;
  /** The check from memory: null allowed, the refusal sentence, undefined when not known yet. */
  mayCommandNow(user: User, action: string, data: unknown): string | null | undefined;
  /** Null when this user may send this command, else the sentence that refuses it. */
  mayCommand(user: User, action: string, data: unknown): Promise<string | null>;
}
type User = { userId: number; role: string };

/** How long a command's check may take before the command is refused (a stalled database). */
const CHECK_TIMEOUT_MS = 3_000;

export interface EventDeps extends IdentifyDeps {
  log(error: unknown): void;
  vehicles?: VehicleHooks;
  /** Others who hear an agent's messages to its room (the store's combo installs). */
  agentListeners?: Array<(agent: AgentOf, message: SocketMessage) => void>;
}

/** Who the server says sent a relayed message (clients cannot choose it). */
export function senderOf(identity: SocketIdentity, sid: string): MessageSender {
  return identity.kind === 'agent'
    ? { kind: 'agent' }
    : {
        kind: 'user',
        user_id: identity.userId,
        name: identity.name,
        admin: isAdmin(identity.role),
        sid,
      };
}

/** The three events of spec §7 on one connected socket. Every failure is answered, none thrown. */
export function handleEvents(socket: Socket, deps: EventDeps): void {
  const identity = () => socket.data as SocketIdentity;

  /** A user may enter the room of a PC they own (admins: any PC); an agent only its own. */
  async function mayJoin(room: string): Promise<void> {
    const who = identity();
    if (who.kind === 'agent') {
      if (room !== who.room) throw new Refusal('An agent can only join its own PC room.');
      return;
    }
    // Role and session are read fresh, as every HTTP call does: a demotion or sign-out counts.
    const user = await userOf(deps, who.userId, who.family);
    if (!user) throw new Refusal('Your session has ended. Sign in again.');
    const pc = await deps.pcByToken(room);
    if (!pc || (pc.userId !== user.userId && !isAdmin(user.role))) {
      throw new Refusal('No such PC room.');
    }
  }

  socket.on(SOCKET_EVENTS.connectionCheck, (...args: unknown[]) => {
    const { payload, ack } = split(args);
    const parsed = ConnectionCheckPayload.safeParse(payload);
    const answer = parsed.success
      ? { type: 'RESPONSE', status: 'success' }
      : { type: 'RESPONSE', status: 'error', data: { message: problem(parsed.error) } };
    socket.emit(SOCKET_EVENTS.connectionCheck, answer);
    ack?.(answer);
  });

  async function join(args: unknown[]): Promise<void> {
    const { payload, ack } = split(args);
    const reply = (answer: JoinAnswer) => {
      socket.emit(SOCKET_EVENTS.join, answer);
      ack?.(answer);
    };
    const parsed = JoinPayload.safeParse(payload);
    if (!parsed.success) {
      return reply({
        room: echo(payload, 'room'),
        status: 'error',
        message: problem(parsed.error),
      });
    }
    const { room } = parsed.data;
    try {
      await mayJoin(room);
      await socket.join(room);
      reply({ room, status: 'success' });
    } catch (error) {
      if (!(error instanceof Refusal)) deps.log(error);
      const message = error instanceof Refusal ? error.message : 'The server could not join.';
      reply({ room, status: 'error', message });
    }
  }
  // A rejection that escaped would be unhandled, and Node ends the process on those.
  socket.on(SOCKET_EVENTS.join, (...args: unknown[]) => void join(args).catch(deps.log));

  /** Relays a parsed message to the rest of its room, naming the sender. */
  function relay(parsed: z.infer<typeof UserMsgPayload>, ack: Ack | undefined): void {
    const who = identity();
    if (who.kind === 'agent') {
      deps.vehicles?.fromAgent(who, parsed.message);
      for (const listener of deps.agentListeners ?? []) {
        try {
          listener(who, parsed.message);
        } catch (error) {
          // A listener's failure never stops the relay of the message.
          deps.log(error);
        }
      }
    }
    socket.to(parsed.room).emit(SOCKET_EVENTS.userMsg, {
      room: parsed.room,
      message: parsed.message,
      sender: senderOf(who, socket.id),
    });
    ack?.({ success: true } satisfies UserMsgAck);
  }

  // One socket's messages keep their order; only a stop may go ahead (relay-queue.ts).
  const order = createRelayQueue({ timeoutMs: CHECK_TIMEOUT_MS, log: deps.log });

  /** Refuses a message on the same event and to its ack; echoes its room, action and id. */
  function refuse(payload: unknown, ack: Ack | undefined, message: string): void {
    const id = echo(payload, 'message', 'id');
    socket.emit(SOCKET_EVENTS.userMsg, {
      room: echo(payload, 'room'),
      message: {
        action: echo(payload, 'message', 'action'),
        type: 'RESPONSE',
        status: 'error',
        data: { message },
        ...(id && id.length <= 64 ? { id } : {}),
      },
    });
    ack?.({ success: false, message } satisfies UserMsgAck);
  }

  // Every message of every PC passes here: closures are made only for a message that must wait
  // (issue 33: the relay's round trip; each one is garbage the studio collects).
  socket.on(SOCKET_EVENTS.userMsg, (...args: unknown[]) => {
    const { payload, ack } = split(args);
    try {
      const parsed = UserMsgPayload.safeParse(payload);
      if (!parsed.success) return refuse(payload, ack, problem(parsed.error));
      const { room, message } = parsed.data;
      if (!socket.rooms.has(room))
        return refuse(payload, ack, 'Join the room before sending to it.');
      const who = identity();
      const { vehicles } = deps;
      const kind =
        vehicles && who.kind === 'user' && message.type === 'REQUEST'
          ? vehicles.kindOf(message.action, message.data)
          : null;
      if (kind === 'stop') {
        // A stop never waits: no app gate, no database, no queue. The room already holds only
        // the vehicle's owner and admins; the vehicle audits it. Commands of this socket still
        // waiting for their check are cancelled, so none reaches the vehicle after the stop.
        order.cancelCommands(room);
        return relay(parsed.data, ack);
      }
      // The usual message: not a vehicle command, nothing of this socket waiting.
      if (kind === null && order.idle) return relay(parsed.data, ack);
      const pass = () => relay(parsed.data, ack);
      const refuseIt = (sentence: string) => refuse(payload, ack, sentence);
      if (kind === 'command' && vehicles && who.kind === 'user') {
        // Commands to a vehicle: the room already holds only its owner and admins; the
        // command's app (FMS, HMI) must also be on for the sender's role (docs/adr/0012).
        const check = () => vehicles.mayCommandNow(who, message.action, message.data);
        const now = order.idle ? check() : undefined;
        if (now !== undefined) return now === null ? pass() : refuseIt(now);
        return order.push({
          room,
          command: true,
          decide: () => check() ?? vehicles.mayCommand(who, message.action, message.data),
          relay: pass,
          refuse: refuseIt,
        });
      }
      if (!order.idle)
        return order.push({
          room,
          command: false,
          decide: () => null,
          relay: pass,
          refuse: refuseIt,
        });
      relay(parsed.data, ack);
    } catch (error) {
      deps.log(error);
      refuse(payload, ack, 'The server could not relay this message.');
    }
  });
}
