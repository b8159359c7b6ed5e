import { VEHICLE_ACTIONS } from '@ads/contract';
import ReportIcon from '@mui/icons-material/Report';
import { Button, Tooltip } from '@mui/material';
import { command } from '../../../lib/vehicle/commands';

/**
 * The emergency stop: the vehicle's MRM brakes it to a standstill. Any viewer who may command
 * the vehicle may press it, without the control lock, in any mode.
 */
export function EstopButton({ room, name }: { room: string; name: string }) {
  return (
    <Tooltip
      describeChild
      title={`Emergency stop: ${name} brakes to a standstill and holds until released.`}
    >
      <Button
        variant="contained"
        color="error"
        size="large"
        startIcon={<ReportIcon />}
        onClick={() => command(room, VEHICLE_ACTIONS.estop, { action: 'engage' }, name)}
        sx={{ fontWeight: 800, letterSpacing: 0.5, px: 2.5, flexShrink: 0 }}
      >
        E-STOP
      </Button>
    </Tooltip>
  );
}
