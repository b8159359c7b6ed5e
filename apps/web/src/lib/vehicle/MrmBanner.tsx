import type { VehicleState } from '@ads/contract';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { serverText } from '../i18n';
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
  const { t } = useTranslation('vehicle');
  if (mrm.state === 'NORMAL' && !effect) return null;
  // The titles speak of an emergency stop; another behaviour the vehicle chose is named beside.
  const behaviour =
    mrm.behavior === 'NONE' || mrm.behavior === 'EMERGENCY_STOP'
      ? ''
      : ` (${t(`mrmBehavior.${mrm.behavior}`)})`;
  const release = mrm.state === 'SUCCEEDED' && props.mayCommand;
  return (
    <Alert
      severity={mrm.state === 'SUCCEEDED' || mrm.state === 'NORMAL' ? 'warning' : 'error'}
      role="alert"
      aria-label={t('banner.label')}
      // A vehicle without an MRM of its own (its answer said what it did instead) ends nothing
      // the banner could follow: the operator closes it.
      onClose={mrm.state === 'NORMAL' ? props.onDismiss : undefined}
      action={
        release ? (
          <Button color="inherit" size="small" variant="outlined" onClick={props.onRelease}>
            {t('banner.release')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle sx={{ mb: 0 }}>
        {mrm.state === 'NORMAL' ? t('banner.sent') : MRM_TEXT[mrm.state]}
        {behaviour}
      </AlertTitle>
      {effect ? (
        <span aria-label={t('banner.effect')}>{serverText(effect)}</span>
      ) : (
        <>
          {mrm.state === 'OPERATING' && t('banner.braking')}
          {mrm.state === 'FAILED' && t('banner.checkOnSite')}
        </>
      )}
    </Alert>
  );
}
