import { TELEOP, VEHICLE_ACTIONS, type VehicleState } from '@ads/contract';
import { Alert, AlertTitle, Button, LinearProgress } from '@mui/material';
import { command } from '../../../lib/vehicle/commands';
import { formatCountdown } from '../model/format';
import { transitionLeftMs } from '../model/mode-options';
import { MRM_TEXT } from '../../../lib/vehicle/mode-style';
import { useNow } from '../use-now';

/** The emergency (MRM) state when it is not NORMAL, with the release once the vehicle stands. */
export function MrmBanner(props: {
  state: VehicleState;
  room: string;
  name: string;
  mayCommand: boolean;
}) {
  const { mrm } = props.state;
  if (mrm.state === 'NORMAL') return null;
  // The titles speak of an emergency stop; another behaviour the vehicle chose is named beside.
  const behaviour =
    mrm.behavior === 'NONE' || mrm.behavior === 'EMERGENCY_STOP'
      ? ''
      : ` (${mrm.behavior.replaceAll('_', ' ').toLowerCase()})`;
  return (
    <Alert
      severity={mrm.state === 'SUCCEEDED' ? 'warning' : 'error'}
      role="alert"
      aria-label="Emergency stop state"
      action={
        mrm.state === 'SUCCEEDED' && props.mayCommand ? (
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() =>
              command(props.room, VEHICLE_ACTIONS.estop, { action: 'release' }, props.name)
            }
          >
            Release emergency stop
          </Button>
        ) : undefined
      }
    >
      <AlertTitle sx={{ mb: 0 }}>
        {MRM_TEXT[mrm.state]}
        {behaviour}
      </AlertTitle>
      {mrm.state === 'OPERATING' && 'The vehicle is braking to a standstill.'}
      {mrm.state === 'FAILED' && 'Check the vehicle on site.'}
    </Alert>
  );
}

/** A mode change under way, with the time left before it falls back to the previous mode. */
export function TransitionBanner(props: { state: VehicleState; receivedAt: number | null }) {
  const now = useNow(250);
  const { transition } = props.state;
  if (!transition) return null;
  // A state from the fleet list has no arrival here: its countdown starts at the full time left.
  const left = transitionLeftMs(props.state, props.receivedAt ?? now, now) ?? 0;
  const total = TELEOP.transitionTimeoutMs;
  return (
    <Alert
      severity="info"
      role="status"
      aria-label="Mode transition"
      sx={{ '& .MuiAlert-message': { flex: 1 } }}
    >
      <AlertTitle sx={{ mb: 0.5 }}>
        Switching {transition.from} → {transition.to}
      </AlertTitle>
      Falls back to {transition.from} in <strong>{formatCountdown(left)}</strong> unless completed.
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, (left / total) * 100))}
        aria-label="Time left in the transition"
        sx={{ mt: 1, borderRadius: 1 }}
      />
    </Alert>
  );
}
