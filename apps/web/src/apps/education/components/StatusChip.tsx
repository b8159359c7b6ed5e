import { Chip } from '@mui/material';
import type { EduChallenge } from '@ads/contract';
import { STATUS_COLOR, STATUS_LABEL, challengeStatus } from '../model/challenge-status';

/** Whether a challenge takes submissions now (접수 중), later (예정) or no more (마감). */
export function StatusChip({ challenge, now }: { challenge: EduChallenge; now: number }) {
  const status = challengeStatus(challenge, now);
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      label={STATUS_LABEL[status]}
      data-status={status}
    />
  );
}
