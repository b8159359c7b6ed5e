import type { Server } from 'socket.io';
import type { AgentPresence } from '../modules/pc/pc.presence';
import type { SocketIdentity } from './identity';

/**
 * Every agent is also alone in a private room `agent:<token>`. A PC token never contains ':',
 * so no client can join it, and the room tells an agent apart from the browsers in the PC room.
 */
export const agentRoom = (token: string) => `agent:${token}`;

/**
 * Presence is asked of socket.io itself rather than kept in a counter: `fetchSockets()` goes
 * through the adapter, so with Redis it sees the agents of every instance, and a crashed
 * instance cannot leave a stale "online" behind the way a counter in Redis would. One call
 * answers a whole list (all the PCs' agent rooms at once).
 */
export function createPresence(io: Server, log: (error: unknown) => void): AgentPresence {
  return {
    async online(tokens) {
      const rooms = tokens.map(agentRoom);
      let sockets;
      try {
        sockets = await io.in(rooms).fetchSockets();
      } catch (error) {
        // Another instance did not answer in time: what this one sees beats failing the list.
        log(error);
        sockets = await io.local.in(rooms).fetchSockets();
      }
      const online = new Set<string>();
      for (const socket of sockets) {
        const identity = socket.data as SocketIdentity | undefined;
        if (identity?.kind === 'agent') online.add(identity.room);
      }
      return online;
    },
    disconnect(token) {
      io.in(agentRoom(token)).disconnectSockets(true);
      io.in(token).socketsLeave(token);
    },
  };
}
