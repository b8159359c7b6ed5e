import { Alert } from '@mui/material';
import { useAgentCommand } from '../lib/agent-command';
import { CommandLine } from './CommandLine';
import { useTranslation } from 'react-i18next';

/**
 * The command that starts a PC's agent, with a copy button (the project page; FMS shows it with
 * `--vehicle sim` added through `extend`, labelled by `label`).
 */
export function AgentCommand({
  pcName,
  token,
  label: given,
  extend = (command: string) => command,
}: {
  pcName: string;
  token: string;
  label?: string;
  extend?: (command: string) => string;
}) {
  const state = useAgentCommand(token);
  const { t } = useTranslation('shell');
  const label = given ?? t('agentCommand', { pc: pcName });

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
