import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ChallengeIcon } from './components/ChallengeIcon';
import { ExampleNotice } from './components/ExampleNotice';
import { LevelChip } from './components/LevelChip';
import { MobileHeader } from './components/MobileHeader';
import { SAMPLE_CHALLENGES } from './sample-challenges';

/** The challenges a learner can open; samples until the Education issue. */
export default function ChallengeListPage() {
  return (
    <Box sx={{ wordBreak: 'keep-all' }}>
      <MobileHeader title="챌린지" subtitle="단계별 과제로 자율주행 기능을 구현해 보세요." />
      <ExampleNotice />
      <Stack
        component="ul"
        spacing={1.5}
        aria-label="챌린지 목록"
        sx={{ m: 0, px: 2, listStyle: 'none' }}
      >
        {SAMPLE_CHALLENGES.map((challenge) => (
          <li key={challenge.id}>
            <Card variant="outlined">
              <CardActionArea
                component={RouterLink}
                to={`/education/challenge/${challenge.id}`}
                sx={{ p: 2, display: 'flex', alignItems: 'flex-start', gap: 2 }}
              >
                <ChallengeIcon id={challenge.id} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Typography sx={{ fontWeight: 700 }}>{challenge.title}</Typography>
                    <LevelChip level={challenge.level} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {challenge.summary}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    예시 · 약 {challenge.minutes}분
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
