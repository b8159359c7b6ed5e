import { Alert } from '@mui/material';
import { useAgentCommand } from '../lib/agent-command';
import { CommandLine } from './CommandLine';

/**
 * The command that starts a PC's agent, with a copy button (the project page; FMS shows it with
 * `--vehicle sim` added through `extend`, labelled by `label`).
 */
export function AgentCommand({
  pcName,
  token,
  label = `Agent command for ${pcName}`,
  extend = (command: string) => command,
}: {
  pcName: string;
  token: string;
  label?: string;
  extend?: (command: string) => string;
}) {
  const state = useAgentCommand(token);

  // A studio without its agent package (not built) says so instead of a command that fails.
  if (state.status === 'failed') {
    return (
      <Alert severity="warning" aria-label={label}>
        {state.message}
      </Alert>
    );
  }
  const command = state.status === 'ready' ? extend(state.command) : undefined;

  return <CommandLine command={command} label={label} />;
}
