import type { Server } from 'socket.io';
import type { LiveConnections } from '../modules/account/live-connections';
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

export function createLiveConnections(io: Server): LiveConnections {
  return {
    endSession: (family) => io.in(sessionRoom(family)).disconnectSockets(true),
    endUser(userId, exceptFamily) {
      const sockets = io.in(userRoom(userId));
      (exceptFamily ? sockets.except(sessionRoom(exceptFamily)) : sockets).disconnectSockets(true);
    },
    endAgentsOf: (userId) => io.in(ownerRoom(userId)).disconnectSockets(true),
  };
}
