import { type HostFacts, isAdmin } from '@ads/contract';
import { uniqueViolation } from '../../db/errors';
import type { PcRow } from '../../db/schema';
import type { Actor } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AgentPresence } from './pc.presence';
import type { PcTokens } from './pc-token';
import type { PcRepo } from './pc.repo';

const alreadyRegistered = () => conflict('This PC is already registered.');
const nameTaken = () => conflict('You already have a PC with this name.');

/** Registered PCs: each belongs to one account; its token is the agent's credential and room. */
export function createPcService(deps: {
  pcs: PcRepo;
  tokens: PcTokens;
  presence: AgentPresence;
  /** The owner's project lists show their PCs: they changed (on every instance). */
  projectListsChanged(ownerId: number): Promise<void>;
}) {
  const { pcs, tokens, presence } = deps;
  return {
    /** Whether the PC's agent is connected now (from memory, so once per PC of a list). */
    isOnline: (token: string) => presence.isOnline(token),

    /** The PC's agent connected or disconnected at `at`: its `last_seen`. */
    /** An agent connected (with what it says of its host, null when nothing usable) or left. */
    async agentSeen(
      pcId: number,
      ownerId: number,
      at: Date,
      host?: HostFacts | null,
    ): Promise<void> {
      await pcs.touch(pcId, at, host);
      await deps.projectListsChanged(ownerId);
    },

    mintToken: (actor: Actor) => tokens.mint(actor.id),
    list: (actor: Actor) => pcs.listOf(actor.id),

    async register(actor: Actor, input: { name: string; token: string }): Promise<PcRow> {
      if (!tokens.isMintedFor(actor.id, input.token)) {
        throw badRequest('This token was not minted for your account. Get a new one.', {
          token: 'Not minted for this account.',
        });
      }
      if (await pcs.byToken(input.token)) throw alreadyRegistered();
      if (await pcs.byName(actor.id, input.name)) throw nameTaken();
      try {
        return await pcs.insert({ userId: actor.id, name: input.name, token: input.token });
      } catch (error) {
        // Two requests at once both pass the checks above; the unique indexes pick the winner.
        const index = uniqueViolation(error);
        if (index === undefined) throw error;
        throw index === 'pcs_user_name_key' ? nameTaken() : alreadyRegistered();
      }
    },

    async remove(actor: Actor, token: string): Promise<void> {
      const pc = await pcs.byToken(token);
      // Someone else's PC answers like a missing one, so tokens cannot be probed.
      if (!pc || (pc.userId !== actor.id && !isAdmin(actor.role))) throw notFound('No such PC.');
      await pcs.remove(pc.id);
      // Deleting the PC took it out of its projects too.
      await deps.projectListsChanged(pc.userId);
      // The token is no longer a credential: its agent goes now, not at its next reconnect.
      presence.disconnect(pc.token);
    },
  };
}
export type PcService = ReturnType<typeof createPcService>;
