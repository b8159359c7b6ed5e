import { canAccess } from '@ads/contract';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { Alert, Avatar, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { MobileHeader } from './components/MobileHeader';

const STEPS = [
  {
    title: '프로젝트와 PC 준비',
    text: '프로젝트를 만들고 실습할 PC를 등록한 뒤 PC에서 에이전트를 실행합니다.',
  },
  { title: '모듈 선택', text: '챌린지에 필요한 인지·판단·제어 모듈을 고릅니다.' },
  { title: '설치와 실행', text: '런처가 PC에 모듈을 설치하고 실행하며 진행 상황을 보여 줍니다.' },
];

/** Explains the ADS IDE launcher and leads there (the launcher tab goes straight to it). */
export default function EducationLauncherPage() {
  const role = useAuth((state) => state.role);
  return (
    <Box sx={{ wordBreak: 'keep-all' }}>
      <MobileHeader title="런처" subtitle="ADS IDE 런처에서 실습 환경을 실행합니다." />
      <Box sx={{ px: 2 }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack spacing={2.5} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {STEPS.map((step, index) => (
              <Stack component="li" key={step.title} direction="row" spacing={2}>
                <Avatar
                  sx={{
                    width: 32,
                    height: 32,
                    fontSize: 15,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  {index + 1}
                </Avatar>
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {step.text}
                  </Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
          <Button
            component={RouterLink}
            to="/launcher"
            variant="contained"
            size="large"
            fullWidth
            startIcon={<RocketLaunchIcon />}
            sx={{ mt: 3 }}
          >
            런처 열기
          </Button>
        </Paper>
        {!canAccess(role, 'USER') && (
          <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
            런처는 USER 이상 계정에서 사용할 수 있습니다. 교육용 계정이라면 관리자에게 권한을 요청해
            주세요.
          </Alert>
        )}
      </Box>
    </Box>
  );
}
