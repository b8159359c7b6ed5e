import { CONSTANTS } from '@ads/contract';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { Avatar, Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth-store';
import { NavCard } from './components/NavCard';
import { SAMPLE_CHALLENGES } from './sample-challenges';

const badge = (icon: ReactNode) => (
  <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>{icon}</Avatar>
);

/** The learner's start page: a welcome and the two places to go next. */
export default function EducationHomePage() {
  const username = useAuth((state) => state.username);
  return (
    <Box sx={{ px: 2, pt: 3, wordBreak: 'keep-all' }}>
      <Paper
        elevation={0}
        sx={{
          p: 3,
          color: '#fff',
          background: `linear-gradient(135deg, ${CONSTANTS.theme.main}, ${CONSTANTS.theme.accent})`,
        }}
      >
        <Typography variant="overline" sx={{ opacity: 0.85 }}>
          ADS Education
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          안녕하세요, {username || '학습자'}님
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>
          챌린지를 풀며 자율주행 소프트웨어를 직접 만들고 검증해 보세요.
        </Typography>
      </Paper>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 3, mb: 1, px: 0.5 }}>
        바로 가기
      </Typography>
      <Stack spacing={1.5}>
        <NavCard
          to="/education/challenge"
          icon={badge(<EmojiEventsIcon />)}
          title="챌린지"
          text={`차선 유지부터 자동 주차까지 ${SAMPLE_CHALLENGES.length}개의 예시 챌린지`}
        />
        <NavCard
          to="/education/launcher"
          icon={badge(<RocketLaunchIcon />)}
          title="런처"
          text="내 PC에 모듈을 설치하고 실행하는 ADS IDE 런처"
        />
      </Stack>
    </Box>
  );
}
