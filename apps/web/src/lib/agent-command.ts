import { agentCommand, ROUTES } from '@ads/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';

/** What a screen shows for a PC's agent: the command, or why there is none yet. */
export type AgentCommandState =
  | { status: 'loading' }
  | { status: 'ready'; command: string }
  | { status: 'failed'; message: string };

/**
 * The command that starts a PC's agent against this studio (DESIGN §3 "Agent"): npx fetches the
 * studio's own agent package, whose address (`GET /api/file/agent/`) changes only with a new
 * build, so it is asked once per page load. The string itself is the contract's
 * `agentCommand`, the one the tests run.
 */
export function useAgentCommand(token: string): AgentCommandState {
  const agent = useQuery({
    queryKey: ['agent-package'],
    queryFn: async () => {
      const answer = await call(ROUTES.agentPackage);
      if (!answer.success) throw new Error(answer.message);
      return answer.detail;
    },
    staleTime: Infinity,
  });
  if (agent.data) {
    const server = window.location.origin;
    return { status: 'ready', command: agentCommand({ server, file: agent.data.file, token }) };
  }
  if (agent.error) return { status: 'failed', message: agent.error.message };
  return { status: 'loading' };
}
