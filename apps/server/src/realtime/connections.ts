import type { Namespace, Server } from 'socket.io';
import type { AccountEvents } from '../modules/account';
import type { SocketIdentity } from './identity';

/*
 * Private rooms a socket is put in at its handshake; they contain ':', which a PC token never
 * does, so no client can join them. They let one call find the sockets of a sign-in, a user or
 * a user's agents on every instance (through the Redis adapter when there is one).
 */
const sessionRoom = (family: string) => `session:${family}`;
const userRoom = (userId: number) => `user:${userId}`;
const ownerRoom = (userId: number) => `owner:${userId}`;

/** The private rooms of a socket with this identity. */
export function privateRooms(identity: SocketIdentity): string[] {
  return identity.kind === 'user'
    ? [userRoom(identity.userId), sessionRoom(identity.family)]
    : [ownerRoom(identity.userId)];
}

/**
 * Account events as socket disconnects, in the main namespace and the others (`/remote`):
 * `disconnectSockets` reaches every instance.
 */
export function socketsOf(io: Server, others: () => Namespace[] = () => []): AccountEvents {
  const end = (room: string, except?: string) => {
    for (const space of [io.sockets, ...others()]) {
      const sockets = space.in(room);
      (except ? sockets.except(except) : sockets).disconnectSockets(true);
    }
  };
  const endUser = (userId: number) => end(userRoom(userId));
  return {
    sessionEnded: (family) => end(sessionRoom(family)),
    userSessionsEnded(userId, exceptFamily) {
      end(userRoom(userId), exceptFamily ? sessionRoom(exceptFamily) : undefined);
    },
    // The sockets come back at once under the new role or status, by its rules.
    accountChanged: endUser,
    accountDeleted(userId) {
      endUser(userId);
      end(ownerRoom(userId));
    },
  };
}

const EVENT = 'ads:account-event';
type Announced = {
  [K in keyof AccountEvents]: { kind: K; args: Parameters<AccountEvents[K]> };
}[keyof AccountEvents];

/**
 * Carries account events to the other instances (socket.io's server-side emit through the Redis
 * adapter; used only with one), where `local` hears them too.
 */
export function acrossInstances(io: Server, local: AccountEvents): AccountEvents {
  io.on(EVENT, (event: Announced) => {
    const handler = local[event.kind] as (...args: unknown[]) => void;
    handler(...event.args);
  });
  const announce = (event: Announced) => io.serverSideEmit(EVENT, event);
  return {
    sessionEnded: (...args) => announce({ kind: 'sessionEnded', args }),
    userSessionsEnded: (...args) => announce({ kind: 'userSessionsEnded', args }),
    accountChanged: (...args) => announce({ kind: 'accountChanged', args }),
    accountDeleted: (...args) => announce({ kind: 'accountDeleted', args }),
  };
}
