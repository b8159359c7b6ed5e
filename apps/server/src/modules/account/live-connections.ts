/**
 * What the account rules need from the realtime channel: ending the open connections that a
 * change of account makes wrong. The realtime module implements it across instances; the
 * account and user modules only ask, so they do not depend on socket.io.
 *
 * A socket is authorised once, at its handshake. Without these calls a signed-out or disabled
 * user's open tab, or a deleted account's agents, would stay in their rooms until they dropped.
 */
export interface LiveConnections {
  /** Ends the browser connections made with one sign-in (session family). */
  endSession(family: string): void;
  /** Ends every browser connection of a user, except those of one sign-in when given. */
  endUser(userId: number, exceptFamily?: string): void;
  /** Ends the agent connections of every PC the user owns. */
  endAgentsOf(userId: number): void;
}
