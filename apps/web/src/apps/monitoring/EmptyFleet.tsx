import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Alert, Box, Button, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAgentCommand } from '../../lib/agent-command';
import { notify } from '../../lib/notify';
import { usePcs } from '../../lib/queries';
import { EmptyState } from '../../shell/EmptyState';
import { withSimVehicle } from './vehicle-command';

/** The command for one PC, with a copy button. */
function SimCommand({ pcName, token }: { pcName: string; token: string }) {
  const agent = useAgentCommand(token);
  if (agent.status === 'failed') return <Alert severity="warning">{agent.message}</Alert>;
  const command = agent.status === 'ready' ? withSimVehicle(agent.command) : null;
  const copy = async () => {
    if (!command) return;
    try {
      await navigator.clipboard.writeText(command);
      notify('The command was copied.', 'success');
    } catch {
      notify('Select the command and copy it with Ctrl+C (⌘C on a Mac).', 'info');
    }
  };
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1.5,
        pr: 1,
        borderRadius: '10px',
        textAlign: 'left',
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? '#09090F' : '#16162A'),
        color: '#E8E8F4',
      }}
    >
      <Box
        component="code"
        aria-label={`Simulated vehicle command for ${pcName}`}
        sx={{
          flex: 1,
          minWidth: 0,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 13,
          lineHeight: 1.6,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          userSelect: 'all',
          '&::before': { content: '"$ "', color: '#8C8AFF' },
        }}
      >
        {command ?? <Skeleton sx={{ display: 'inline-block', width: '80%', bgcolor: '#2E2E44' }} />}
      </Box>
      <Tooltip title="Copy">
        <IconButton
          size="small"
          aria-label="Copy the command"
          onClick={() => void copy()}
          sx={{ color: 'inherit' }}
        >
          <ContentCopyRoundedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/**
 * No vehicle yet: how to get one. A PC becomes a vehicle when its agent runs with `--vehicle`;
 * `--vehicle sim` drives a simulated one, so FMS can be tried without a car.
 */
export function EmptyFleet() {
  const pcs = usePcs();
  const pc = pcs.data?.[0];
  return (
    <EmptyState
      icon={<LocalShippingOutlinedIcon />}
      title="No vehicles yet"
      titleComponent="h2"
      text={
        pc
          ? `Start the agent of a PC with --vehicle sim to drive a simulated vehicle (or --vehicle rosbridge for a vehicle running Autoware). It appears here as soon as it reports. For ${pc.name}:`
          : 'A vehicle is a registered PC whose agent runs with --vehicle sim (a simulated vehicle) or --vehicle rosbridge (Autoware). Register a PC on the project page first; its command with --vehicle sim then shows here.'
      }
      action={
        pcs.isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : pc ? (
          <Box sx={{ maxWidth: 760, mx: 'auto' }}>
            <SimCommand pcName={pc.name} token={pc.token} />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              The other PCs' commands are on the <RouterLink to="/project">project page</RouterLink>
              ; add --vehicle sim to any of them.
            </Typography>
          </Box>
        ) : (
          <Button variant="contained" component={RouterLink} to="/project">
            Go to projects
          </Button>
        )
      }
    />
  );
}
