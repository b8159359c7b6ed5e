import { Chip, Tooltip } from '@mui/material';
import { formatDateTime } from '../../../lib/format-date';
import type { AdminChallenge } from './api';
import { STATE_COLORS, STATE_LABELS } from './labels';

/**
 * Why an open challenge takes no submissions now: the server says `accepting` only, and an
 * admin who opened a challenge needs to see that its dates, not its state, keep learners out.
 */
function outsideDates(challenge: AdminChallenge): string | null {
  if (challenge.state !== 'open' || challenge.accepting) return null;
  const now = Date.now();
  if (challenge.opens_at && new Date(challenge.opens_at).getTime() > now) {
    return `Opens ${formatDateTime(challenge.opens_at)}`;
  }
  if (challenge.closes_at && new Date(challenge.closes_at).getTime() <= now) {
    return `Ended ${formatDateTime(challenge.closes_at)}`;
  }
  return 'Not taking submissions';
}

/** The challenge's state, and for an open one outside its dates, why it takes nothing now. */
export function StateChip({ challenge }: { challenge: AdminChallenge }) {
  const outside = outsideDates(challenge);
  const chip = (
    <Chip
      size="small"
      color={outside ? 'default' : STATE_COLORS[challenge.state]}
      variant={challenge.state === 'draft' ? 'outlined' : 'filled'}
      label={
        outside ? `${STATE_LABELS[challenge.state]} · ${outside}` : STATE_LABELS[challenge.state]
      }
      aria-label={`State: ${STATE_LABELS[challenge.state]}${outside ? ` (${outside})` : ''}`}
    />
  );
  return outside ? <Tooltip title="Open, but outside its dates">{chip}</Tooltip> : chip;
}
