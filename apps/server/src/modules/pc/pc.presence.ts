/**
 * What the PC answers need from the realtime channel. The realtime module implements it; the
 * PC and project modules only ask, so they do not depend on socket.io.
 */
export interface AgentPresence {
  /** The tokens, among those given, whose PC has an agent connected on any server instance. */
  online(tokens: string[]): Promise<Set<string>>;
  /** Ends the agent connection of a PC and empties its room (on every instance). */
  disconnect(token: string): void;
}
