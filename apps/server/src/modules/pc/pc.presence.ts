/**
 * What the PC answers need from the realtime channel. The realtime module implements it; the
 * PC and project modules only ask, so they do not depend on socket.io.
 */
export interface AgentPresence {
  /**
   * Whether the PC with this token has an agent connected on any server instance. Answered from
   * memory (no I/O), so a list asks it once per PC.
   */
  isOnline(token: string): boolean;
  /** Ends the agent connection of a PC and empties its room (on every instance). */
  disconnect(token: string): void;
}
