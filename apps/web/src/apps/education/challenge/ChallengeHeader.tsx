import type { EduChallenge } from '@ads/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { LevelChip } from '../components/LevelChip';
import { StatusChip } from '../components/StatusChip';
import { KIND_LABEL, deadlineText } from '../model/challenge-status';

/** The challenge's title, its level, state, kind, deadline and season points. */
export function ChallengeHeader({ challenge, now }: { challenge: EduChallenge; now: number }) {
  const deadline = deadlineText(challenge, now);
  return (
    <Box component="header" sx={{ px: 2, pt: 2 }}>
      <Button
        component={RouterLink}
        to="/education/challenge"
        startIcon={<ArrowBackIcon />}
        sx={{ ml: -1 }}
      >
        챌린지 목록
      </Button>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mt: 1 }}>
        {challenge.title}
      </Typography>
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.75 }}>
        <StatusChip challenge={challenge} now={now} />
        <LevelChip level={challenge.level} />
        <Chip
          size="small"
          variant="outlined"
          label={KIND_LABEL[challenge.kind] ?? challenge.kind}
        />
        <Chip size="small" variant="outlined" label={`시즌 ${challenge.points}점`} />
        {deadline && <Chip size="small" variant="outlined" color="warning" label={deadline} />}
      </Stack>
      {challenge.summary && (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {challenge.summary}
        </Typography>
      )}
    </Box>
  );
}
