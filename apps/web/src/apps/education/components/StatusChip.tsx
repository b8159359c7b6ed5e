import { Chip } from '@mui/material';
import type { EduChallenge } from '@ads/contract';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOR, challengeStatus, statusLabel } from '../model/challenge-status';

/** Whether a challenge takes submissions now, later or no more. */
export function StatusChip({ challenge, now }: { challenge: EduChallenge; now: number }) {
  const { t } = useTranslation('education');
  const status = challengeStatus(challenge, now);
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      label={statusLabel(t, status)}
      data-status={status}
    />
  );
}
