import { canAccess } from '@ads/contract';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { Alert, Avatar, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { MobileHeader } from './components/MobileHeader';

const STEPS = ['prepare', 'modules', 'install'] as const;

/** Explains the ADS IDE launcher and leads there (the launcher tab goes straight to it). */
export default function EducationLauncherPage() {
  const { t } = useTranslation('education');
  const role = useAuth((state) => state.role);
  const steps = STEPS.map((step) => ({
    title: t(`launcher.steps.${step}.title`),
    text: t(`launcher.steps.${step}.text`),
  }));
  return (
    <Box sx={{ wordBreak: 'keep-all' }}>
      <MobileHeader title={t('launcher.title')} subtitle={t('launcher.subtitle')} />
      <Box sx={{ px: 2 }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack spacing={2.5} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {steps.map((step, index) => (
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
            {t('launcher.open')}
          </Button>
        </Paper>
        {!canAccess(role, 'USER') && (
          <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
            {t('launcher.needsUser')}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
