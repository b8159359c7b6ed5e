import {
  type HostFacts,
  SOCKET_EVENTS,
  SOCKET_UNAUTHORIZED,
  type SocketMessage,
  VEHICLE_ACTIONS,
} from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { type Namespace, Server, type Socket } from 'socket.io';
import type { AgentPresence } from '../modules/pc';
import { type AccountEvents, fanOut } from '../modules/account';
import { acrossInstances, privateRooms, socketsOf } from './connections';
import { type AgentOf, handleEvents, type VehicleHooks } from './events';
import { coalesceWrites } from './coalesce-writes';
import { identify, type IdentifyDeps, type SocketIdentity } from './identity';
import { instanceEvent } from './instance-event';
import { agentRoom, createPresence } from './presence';
import { useRedisAdapter } from './redis';

export interface RealtimeOptions {
  redisUrl?: string | undefined;
  /** Prefix of the Redis channels; instances that should talk share it. */
  redisKey?: string | undefined;
  /** How often an instance tells the others which agents it holds (with Redis). */
  presenceBeatMs: number;
}

export interface RealtimeDeps extends IdentifyDeps {
  /** The vehicle link's hooks into the relay (FMS); none: messages are only relayed. */
  vehicles?: VehicleHooks;
  /**
   * Records that a PC's agent connected (with what it says of its host) or disconnected
   * (`host` undefined) now.
   */
  touchPc(pcId: number, ownerId: number, host?: HostFacts | null): Promise<void>;
  /** Others who hear every agent's message to its room before it is relayed (never throw). */
  agentListeners?: Array<(agent: AgentOf, message: SocketMessage) => void>;
}

/**
 * socket.io on Fastify's own HTTP server at /socket.io (same origin, so no CORS). Created before
 * the services so that they can ask it for presence; `start` installs the handshake and events.
 */
export function createRealtime(app: FastifyInstance, options: RealtimeOptions) {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 1024 * 1024,
  });
  const log = (error: unknown) => app.log.error(error);
  const redis = options.redisUrl
    ? useRedisAdapter(io, { url: options.redisUrl, key: options.redisKey, log })
    : { close: async () => {}, subscribed: Promise.resolve() };
  const agents = createPresence(io, {
    shared: Boolean(options.redisUrl),
    beatMs: options.presenceBeatMs,
    log,
  });
  const presence: AgentPresence = agents.presence;
  /** Account events end the sockets they concern, and reach `local` on every instance. */
  /** Namespaces beside the main one (the remote IDE's), with the same handshake. */
  const others: Namespace[] = [];
  const accountEvents = (local: AccountEvents): AccountEvents =>
    options.redisUrl
      ? fanOut(
          socketsOf(io, () => others),
          local,
          acrossInstances(io, local),
        )
      : fanOut(
          socketsOf(io, () => others),
          local,
        );
  /**
   * An event for the other instances (e.g. whose project list changed, that app availability
   * changed); sending resolves once they have heard it. Only with Redis, where there are
   * others; alone, there is no one to tell.
   */
  const event = <T>(
    name: string,
    onHeard: (payload: T) => void,
  ): ((payload: T) => Promise<void>) =>
    options.redisUrl ? instanceEvent<T>(io, `ads:${name}`, { onHeard, log }) : async () => {};
  // Presence writes still running when the app closes finish before the database goes.
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const done = work.catch(log).finally(() => pending.delete(done));
    pending.add(done);
  };

  let identifyDeps: IdentifyDeps | undefined;
  /** Who a socket of another namespace is: the same rule as the main one's handshake. */
  function authenticate(socket: Socket, next: (error?: Error) => void): void {
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    if (!identifyDeps) return next(new Error(SOCKET_UNAUTHORIZED));
    identify(identifyDeps, auth?.token, auth?.host).then(
      (identity) => {
        if (!identity) return next(new Error(SOCKET_UNAUTHORIZED));
        socket.data = identity;
        next();
      },
      (error: unknown) => {
        log(error);
        next(new Error(SOCKET_UNAUTHORIZED));
      },
    );
  }

  /**
   * Another namespace on the same connection (socket.io multiplexes them over one WebSocket),
   * with the main one's handshake rule; its handlers are the caller's. After `start`.
   */
  function namespace(name: string): Namespace {
    const space = io.of(name);
    space.use(authenticate);
    // In the private rooms too, so that account events end these sockets as well.
    space.on('connection', (socket) => {
      void Promise.resolve(socket.join(privateRooms(socket.data as SocketIdentity))).catch(log);
    });
    others.push(space);
    return space;
  }

  function start(deps: RealtimeDeps): void {
    identifyDeps = deps;
    io.use((socket, next) => {
      const auth = socket.handshake.auth as Record<string, unknown> | undefined;
      identify(deps, auth?.token, auth?.host).then(
        async (identity) => {
          if (!identity) return next(new Error(SOCKET_UNAUTHORIZED));
          socket.data = identity;
          // The other instances count an agent before it learns it is connected, so that a list
          // asked anywhere after that shows its PC online.
          if (identity.kind === 'agent') await agents.agentComing(identity.room);
          next();
        },
        (error: unknown) => {
          log(error);
          next(new Error(SOCKET_UNAUTHORIZED));
        },
      );
    });

    io.on('connection', (socket) => {
      handleEvents(socket, { ...deps, log });
      const identity = socket.data as SocketIdentity;
      const rooms = privateRooms(identity);
      // An agent is in its PC's room from the start; the private room marks it as the agent.
      if (identity.kind === 'agent') rooms.push(identity.room, agentRoom(identity.room));
      const joined = Promise.resolve(socket.join(rooms));
      if (identity.kind !== 'agent') {
        coalesceWrites(socket);
        // A vehicle's control lock ends with the connection that holds it: tell the agent of
        // every PC room this connection was in (the rooms are still known while
        // 'disconnecting'). Only the agent: the room's other browsers have no use for it, and
        // a room watched by many would multiply every disconnect by its members.
        socket.on('disconnecting', () => {
          for (const room of socket.rooms) {
            if (room === socket.id || room.includes(':')) continue;
            io.to(agentRoom(room)).emit(SOCKET_EVENTS.userMsg, {
              room,
              message: {
                action: VEHICLE_ACTIONS.controlLock,
                type: 'REQUEST',
                data: { action: 'release', sid: socket.id },
              },
              sender: { kind: 'server' },
            });
          }
        });
        return void joined.catch(log);
      }
      // The other instances hear of the agent once it is in its rooms, and of its leaving once
      // it has left them (socket.io leaves the rooms before 'disconnect').
      void joined.then(() => agents.agentChanged(identity.room), log);
      track(deps.touchPc(identity.pcId, identity.userId, identity.host));
      socket.on('disconnect', () => {
        agents.agentChanged(identity.room);
        track(deps.touchPc(identity.pcId, identity.userId));
      });
    });
    // Asked only once this instance hears the answers (redis.ts: `subscribed`).
    app.addHook('onReady', async () => {
      await redis.subscribed;
      agents.start();
    });
  }

  // Open websockets would keep Fastify's server.close() waiting: end them first.
  // Closing the transports (rather than disconnecting the sockets, which tells each client it was
  // let go on purpose) makes the clients see a dropped connection and come back by themselves
  // to whichever instance answers next.
  app.addHook('preClose', (done) => {
    io.engine.close();
    agents.stop();
    done();
  });
  app.addHook('onClose', async () => {
    // Fastify has closed the HTTP server already; socket.io's own close of it is expected to fail.
    await new Promise<void>((resolve) => void io.close(() => resolve()));
    await Promise.allSettled([...pending]);
    await redis.close();
  });

  /**
   * Sends a REQUEST from the server itself to a PC's agent (on whichever instance it is): the
   * agent answers to the room as it answers a browser.
   */
  function toAgent(room: string, message: SocketMessage): void {
    io.to(agentRoom(room)).emit(SOCKET_EVENTS.userMsg, {
      room,
      message,
      sender: { kind: 'server' },
    });
  }

  /**
   * Sends the server's own RESPONSE to a PC room's browsers (not its agent), on every instance:
   * what the server itself says of the vehicle, as the agent's messages to the room are heard.
   */
  function toWatchers(room: string, message: SocketMessage): void {
    io.to(room)
      .except(agentRoom(room))
      .emit(SOCKET_EVENTS.userMsg, {
        room,
        message,
        sender: { kind: 'server' },
      });
  }

  return { io, presence, accountEvents, event, start, toAgent, toWatchers, namespace };
}
export type Realtime = ReturnType<typeof createRealtime>;
