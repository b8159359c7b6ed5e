import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePcs } from '../../lib/queries';
import { AgentCommand } from '../../shell/AgentCommand';
import { EmptyState } from '../../shell/EmptyState';
import { withSimVehicle } from '../../lib/vehicle/vehicle-command';

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
            <Box sx={{ textAlign: 'left' }}>
              <AgentCommand
                pcName={pc.name}
                token={pc.token}
                label={`Simulated vehicle command for ${pc.name}`}
                extend={withSimVehicle}
              />
            </Box>
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
