import { randomUUID } from 'node:crypto';
import type { Server } from 'socket.io';
import type { AgentPresence } from '../modules/pc';

/**
 * Every agent is also alone in a private room `agent:<token>`. A PC token never contains ':',
 * so no client can join it, and the room tells an agent apart from the browsers in the PC room.
 */
const AGENT_ROOM = 'agent:';
export const agentRoom = (token: string) => `${AGENT_ROOM}${token}`;

/** The server-side event instances announce their agents with. */
export const PRESENCE_EVENT = 'ads:presence';

/** What instances tell each other about the agents they hold (socket.io's server-side emit). */
export type PresenceMessage = { from: string } & (
  | { kind: 'agents'; tokens: string[] }
  | { kind: 'agent'; token: string; online: boolean }
  | { kind: 'hello' }
  | { kind: 'bye' }
);

/**
 * The agents the other instances hold, as they last said. Each instance sends everything it
 * holds every beat and each change as it happens; an instance not heard from for `expireMs`
 * (crashed, cut off from Redis) is forgotten, so its agents cannot stay "online" after it.
 */
export function createRemoteAgents(options: { expireMs: number; now(): number }) {
  const instances = new Map<string, { tokens: Set<string>; heardAt: number }>();
  const fresh = (heardAt: number) => options.now() - heardAt < options.expireMs;
  return {
    heard(message: PresenceMessage): void {
      if (message.kind === 'bye') {
        instances.delete(message.from);
        return;
      }
      let instance = instances.get(message.from);
      if (!instance) instances.set(message.from, (instance = { tokens: new Set(), heardAt: 0 }));
      instance.heardAt = options.now();
      if (message.kind === 'agents') instance.tokens = new Set(message.tokens);
      else if (message.kind === 'agent' && message.online) instance.tokens.add(message.token);
      else if (message.kind === 'agent') instance.tokens.delete(message.token);
    },
    has(token: string): boolean {
      for (const [from, instance] of instances) {
        if (!fresh(instance.heardAt)) instances.delete(from);
        else if (instance.tokens.has(token)) return true;
      }
      return false;
    },
  };
}

/**
 * Which PCs have an agent connected, kept in memory so that a PC or project list answers
 * without asking anyone: this instance's agents are its own agent rooms (socket.io's local
 * adapter), the other instances' are what they announced (with Redis; `shared`). This replaced
 * one `fetchSockets()` per list, which through the Redis adapter waited for every instance's
 * answer on every call (ADR 14).
 */
export function createPresence(
  io: Server,
  options: { shared: boolean; beatMs: number; log(error: unknown): void; now?(): number },
) {
  const from = randomUUID();
  // This instance's rooms (the Redis adapter keeps the local ones in the same map).
  const rooms = () => io.sockets.adapter.rooms;
  const remote = createRemoteAgents({
    expireMs: 3 * options.beatMs,
    now: options.now ?? (() => Date.now()),
  });
  let closed = false;
  let beat: NodeJS.Timeout | undefined;

  const send = (message: PresenceMessage) => {
    if (!options.shared || closed) return;
    try {
      io.serverSideEmit(PRESENCE_EVENT, message);
    } catch (error) {
      options.log(error);
    }
  };
  const localTokens = () => {
    const tokens: string[] = [];
    for (const room of rooms().keys())
      if (room.startsWith(AGENT_ROOM)) tokens.push(room.slice(AGENT_ROOM.length));
    return tokens;
  };
  const sendAll = () => send({ from, kind: 'agents', tokens: localTokens() });

  if (options.shared) {
    io.on(PRESENCE_EVENT, (message: PresenceMessage, ack?: unknown) => {
      if (message.from !== from) remote.heard(message);
      if (typeof ack === 'function') (ack as (heard: boolean) => void)(true);
      // A new instance asks; everyone answers with what they hold.
      if (message.kind === 'hello') sendAll();
    });
  }

  const presence: AgentPresence = {
    isOnline: (token) => rooms().has(agentRoom(token)) || remote.has(token),
    disconnect(token) {
      io.in(agentRoom(token)).disconnectSockets(true);
      io.in(token).socketsLeave(token);
    },
  };

  return {
    presence,
    /**
     * An agent of this PC is being let in here: resolves once the other instances count it
     * (or the adapter's request timeout passed). Should the connection then fail, the next
     * beat corrects them.
     */
    async agentComing(token: string): Promise<void> {
      if (!options.shared || closed) return;
      try {
        await io.serverSideEmitWithAck(PRESENCE_EVENT, {
          from,
          kind: 'agent',
          token,
          online: true,
        });
      } catch (error) {
        options.log(error);
      }
    },
    /** An agent of this PC connected to or left this instance: tell the others what holds now. */
    agentChanged(token: string): void {
      send({ from, kind: 'agent', token, online: rooms().has(agentRoom(token)) });
    },
    /** Asks the others for what they hold, and starts telling them what this one holds. */
    start(): void {
      if (!options.shared || beat) return;
      send({ from, kind: 'hello' });
      beat = setInterval(sendAll, options.beatMs).unref();
    },
    /** On close: the others forget this instance's agents now rather than when it expires. */
    stop(): void {
      clearInterval(beat);
      send({ from, kind: 'bye' });
      closed = true;
    },
  };
}
