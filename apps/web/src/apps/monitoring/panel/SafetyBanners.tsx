import { TELEOP, type VehicleState } from '@ads/contract';
import { Alert, AlertTitle, LinearProgress } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { formatCountdown } from '../model/format';
import { transitionLeftMs } from '../model/mode-options';
import { useNow } from '../use-now';

/** A mode change under way, with the time left before it falls back to the previous mode. */
export function TransitionBanner(props: { state: VehicleState; receivedAt: number | null }) {
  const { t } = useTranslation('monitoring');
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
      aria-label={t('transition.label')}
      sx={{ '& .MuiAlert-message': { flex: 1 } }}
    >
      <AlertTitle sx={{ mb: 0.5 }}>
        {t('transition.title', { from: transition.from, to: transition.to })}
      </AlertTitle>
      <Trans
        t={t}
        i18nKey="transition.text"
        values={{ from: transition.from, left: formatCountdown(left) }}
        components={[<strong key="left" />]}
      />
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, (left / total) * 100))}
        aria-label={t('transition.progress')}
        sx={{ mt: 1, borderRadius: 1 }}
      />
    </Alert>
  );
}
