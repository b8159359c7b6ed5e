import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TimerIcon from '@mui/icons-material/Timer';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { ChallengeIcon } from './components/ChallengeIcon';
import { LevelChip } from './components/LevelChip';
import { challengeById } from './sample-challenges';

const backLink = (
  <Button component={RouterLink} to="/education/challenge" startIcon={<ArrowBackIcon />}>
    챌린지 목록
  </Button>
);

/** One challenge by id: what to build and how it is scored. */
export default function ChallengePage() {
  const { id } = useParams();
  const challenge = challengeById(id);

  if (!challenge) {
    return (
      <Box sx={{ px: 2, pt: 4, wordBreak: 'keep-all' }}>
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
            챌린지를 찾을 수 없습니다
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            ‘{id}’ 챌린지는 없습니다. 목록에서 다시 골라 주세요.
          </Typography>
          <Button
            component={RouterLink}
            to="/education/challenge"
            variant="contained"
            sx={{ mt: 3 }}
          >
            챌린지 목록으로
          </Button>
        </Paper>
      </Box>
    );
  }

  return (
    <Box sx={{ px: 2, pt: 2, wordBreak: 'keep-all' }}>
      {backLink}
      <Paper variant="outlined" sx={{ mt: 2, p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ChallengeIcon id={challenge.id} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
              {challenge.title}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
              <LevelChip level={challenge.level} />
              <Chip size="small" icon={<TimerIcon />} label={`약 ${challenge.minutes}분`} />
              <Chip size="small" color="info" label="예시" />
            </Stack>
          </Box>
        </Stack>
        <Typography sx={{ mt: 3 }}>{challenge.summary}</Typography>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 3 }}>
          목표
        </Typography>
        <Box component="ol" sx={{ pl: 3, my: 1, '& li': { mb: 0.75 } }}>
          {challenge.goals.map((goal) => (
            <li key={goal}>{goal}</li>
          ))}
        </Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 2 }}>
          평가
        </Typography>
        <Typography color="text.secondary">{challenge.scoring}</Typography>
        <Button
          component={RouterLink}
          to="/education/launcher"
          variant="contained"
          fullWidth
          size="large"
          sx={{ mt: 3 }}
        >
          런처에서 실습 환경 열기
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          예시 챌린지입니다. 제출과 채점은 교육 앱 업데이트에서 제공됩니다.
        </Typography>
      </Paper>
    </Box>
  );
}
