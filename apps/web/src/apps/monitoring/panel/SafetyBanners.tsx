import { TELEOP, type VehicleState } from '@ads/contract';
import { Alert, AlertTitle, LinearProgress } from '@mui/material';
import { formatCountdown } from '../model/format';
import { transitionLeftMs } from '../model/mode-options';
import { useNow } from '../use-now';

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
