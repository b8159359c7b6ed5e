import type { EduChallenge } from '@ads/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/i18n';
import { LevelChip } from '../components/LevelChip';
import { StatusChip } from '../components/StatusChip';
import { deadlineText, kindLabel } from '../model/challenge-status';

/** The challenge's title, its level, state, kind, deadline and season points. */
export function ChallengeHeader({ challenge, now }: { challenge: EduChallenge; now: number }) {
  const { t } = useTranslation('education');
  const deadline = deadlineText(t, challenge, now);
  return (
    <Box component="header" sx={{ px: 2, pt: 2 }}>
      <Button
        component={RouterLink}
        to="/education/challenge"
        startIcon={<ArrowBackIcon />}
        sx={{ ml: -1 }}
      >
        {t('header.back')}
      </Button>
      <Typography variant="h5" component="h1" translate="no" sx={{ fontWeight: 800, mt: 1 }}>
        {challenge.title}
      </Typography>
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.75 }}>
        <StatusChip challenge={challenge} now={now} />
        <LevelChip level={challenge.level} />
        <Chip size="small" variant="outlined" label={kindLabel(t, challenge.kind)} />
        <Chip
          size="small"
          variant="outlined"
          label={t('header.seasonPoints', { points: formatNumber(challenge.points) })}
        />
        {deadline && <Chip size="small" variant="outlined" color="warning" label={deadline} />}
      </Stack>
      {challenge.summary && (
        <Typography color="text.secondary" translate="no" sx={{ mt: 1.5 }}>
          {challenge.summary}
        </Typography>
      )}
    </Box>
  );
}
