import { Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import type { EduT } from '../model/edu-t';
import type { AdminChallenge } from './api';
import { STATE_COLORS, stateName } from './labels';

/**
 * Why an open challenge takes no submissions now: the server says `accepting` only, and an
 * admin who opened a challenge needs to see that its dates, not its state, keep learners out.
 */
function outsideDates(t: EduT, challenge: AdminChallenge): string | null {
  if (challenge.state !== 'open' || challenge.accepting) return null;
  const now = Date.now();
  if (challenge.opens_at && new Date(challenge.opens_at).getTime() > now) {
    return t('admin.opens', { at: formatDateTime(challenge.opens_at) });
  }
  if (challenge.closes_at && new Date(challenge.closes_at).getTime() <= now) {
    return t('admin.ended', { at: formatDateTime(challenge.closes_at) });
  }
  return t('admin.notTaking');
}

/** The challenge's state, and for an open one outside its dates, why it takes nothing now. */
export function StateChip({ challenge }: { challenge: AdminChallenge }) {
  const { t } = useTranslation('education');
  const outside = outsideDates(t, challenge);
  const state = stateName(t, challenge.state);
  const chip = (
    <Chip
      size="small"
      color={outside ? 'default' : STATE_COLORS[challenge.state]}
      variant={challenge.state === 'draft' ? 'outlined' : 'filled'}
      label={outside ? `${state} · ${outside}` : state}
      aria-label={
        outside
          ? t('admin.stateOutside', { state, why: outside })
          : t('admin.stateLabel', { state })
      }
    />
  );
  return outside ? <Tooltip title={t('admin.outsideDates')}>{chip}</Tooltip> : chip;
}
