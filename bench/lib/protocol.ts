/** Events of the plain socket.io baseline: `echo` answers the sender, `relay` goes to a room. */
export const PLAIN_EVENTS = { echo: 'echo', join: 'join', relay: 'relay', bytes: 'bytes' } as const;
