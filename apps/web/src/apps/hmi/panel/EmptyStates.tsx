import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePcs } from '../../../lib/queries';
import { withSimVehicle } from '../../../lib/vehicle/vehicle-command';
import { AgentCommand } from '../../../shell/AgentCommand';
import { EmptyState } from '../../../shell/EmptyState';

export function NoProject() {
  return (
    <EmptyState
      icon={<FolderOpenOutlinedIcon />}
      title="Choose a project"
      titleComponent="h2"
      text="HMI shows the vehicles of a project. Choose one with the project button in the top bar."
    />
  );
}

/** No vehicle in the project: how to start a simulated one. */
export function NoVehicles({ project }: { project: string }) {
  const pcs = usePcs();
  const pc = pcs.data?.[0];
  return (
    <EmptyState
      icon={<LocalShippingOutlinedIcon />}
      title="No vehicles in this project"
      titleComponent="h2"
      text={
        pc
          ? `A vehicle is a PC of ${project} whose agent runs with --vehicle sim (a simulated vehicle) or --vehicle rosbridge (Autoware). Start the agent with --vehicle sim to drive a simulated one; it appears here as soon as it reports. For ${pc.name}:`
          : `A vehicle is a PC of ${project} whose agent runs with --vehicle sim (a simulated vehicle) or --vehicle rosbridge (Autoware). Register a PC on the project page, add it to ${project}, then start its agent with --vehicle sim.`
      }
      action={
        pcs.isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : pc ? (
          <Box sx={{ maxWidth: 760, mx: 'auto', textAlign: 'left' }}>
            <AgentCommand
              pcName={pc.name}
              token={pc.token}
              label={`Simulated vehicle command for ${pc.name}`}
              extend={withSimVehicle}
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              The PC must belong to the project chosen in the top bar.
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
