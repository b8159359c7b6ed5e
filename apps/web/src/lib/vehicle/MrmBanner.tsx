import type { VehicleState } from '@ads/contract';
import { Alert, AlertTitle, Button } from '@mui/material';
import { MRM_TEXT } from './mode-style';

/**
 * The emergency (MRM) state when it is not NORMAL, or this page's E-STOP answered: what the
 * vehicle says it did (the answer's `effect`), and the release once the vehicle stands.
 */
export function MrmBanner(props: {
  mrm: VehicleState['mrm'];
  /** What the vehicle said it did for this page's E-STOP (useEstop). */
  effect: string | null;
  mayCommand: boolean;
  onRelease(): void;
  onDismiss(): void;
}) {
  const { mrm, effect } = props;
  if (mrm.state === 'NORMAL' && !effect) return null;
  // The titles speak of an emergency stop; another behaviour the vehicle chose is named beside.
  const behaviour =
    mrm.behavior === 'NONE' || mrm.behavior === 'EMERGENCY_STOP'
      ? ''
      : ` (${mrm.behavior.replaceAll('_', ' ').toLowerCase()})`;
  const release = mrm.state === 'SUCCEEDED' && props.mayCommand;
  return (
    <Alert
      severity={mrm.state === 'SUCCEEDED' || mrm.state === 'NORMAL' ? 'warning' : 'error'}
      role="alert"
      aria-label="Emergency stop state"
      // A vehicle without an MRM of its own (its answer said what it did instead) ends nothing
      // the banner could follow: the operator closes it.
      onClose={mrm.state === 'NORMAL' ? props.onDismiss : undefined}
      action={
        release ? (
          <Button color="inherit" size="small" variant="outlined" onClick={props.onRelease}>
            Release emergency stop
          </Button>
        ) : undefined
      }
    >
      <AlertTitle sx={{ mb: 0 }}>
        {mrm.state === 'NORMAL' ? 'Emergency stop sent' : MRM_TEXT[mrm.state]}
        {behaviour}
      </AlertTitle>
      {effect ? (
        <span aria-label="What the vehicle did">{effect}</span>
      ) : (
        <>
          {mrm.state === 'OPERATING' && 'The vehicle is braking to a standstill.'}
          {mrm.state === 'FAILED' && 'Check the vehicle on site.'}
        </>
      )}
    </Alert>
  );
}
