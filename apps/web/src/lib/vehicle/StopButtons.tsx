import { VEHICLE_ACTIONS } from '@ads/contract';
import ReportIcon from '@mui/icons-material/Report';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import { Button, type ButtonProps, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { command } from './commands';

/*
 * The two stops, the same in FMS and the HMI. Any viewer who may command the vehicle may press
 * them, without the control lock, in any mode: the studio relays a stop at once, with nothing
 * checked before it (issue 25), and the vehicle takes it whatever it is doing.
 */

type Size = ButtonProps['size'];

/** STOP: the AD API's change to STOP mode; the vehicle brakes to a standstill and holds. */
export function StopButton({ room, name, size }: { room: string; name: string; size?: Size }) {
  const { t } = useTranslation('vehicle');
  return (
    <Tooltip describeChild title={t('stops.stopHint', { name })}>
      <Button
        variant="contained"
        color="inherit"
        size={size}
        startIcon={<StopCircleOutlinedIcon />}
        onClick={() => command(room, VEHICLE_ACTIONS.operationMode, { mode: 'STOP' }, name)}
        sx={{
          fontWeight: 800,
          letterSpacing: 0.5,
          flexShrink: 0,
          minHeight: 44,
          bgcolor: 'grey.800',
          color: '#fff',
          '&:hover': { bgcolor: 'grey.900' },
        }}
      >
        STOP
      </Button>
    </Tooltip>
  );
}

/**
 * The emergency stop: the vehicle's MRM brakes it to a standstill. `onEngage` is useEstop's
 * (what the vehicle did comes back in its answer's `effect`, shown by MrmBanner).
 */
export function EstopButton(props: { name: string; onEngage(): void; size?: Size }) {
  const { name, size } = props;
  const { t } = useTranslation('vehicle');
  return (
    <Tooltip describeChild title={t('stops.estopHint', { name })}>
      <Button
        variant="contained"
        color="error"
        size={size}
        startIcon={<ReportIcon />}
        onClick={props.onEngage}
        sx={{ fontWeight: 800, letterSpacing: 0.5, px: 2.5, flexShrink: 0, minHeight: 44 }}
      >
        E-STOP
      </Button>
    </Tooltip>
  );
}
