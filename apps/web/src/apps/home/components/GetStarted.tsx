import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import { Avatar, Box, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const STEPS = [
  {
    Icon: ComputerOutlinedIcon,
    title: 'steps.pc.title',
    text: 'steps.pc.text',
  },
  {
    Icon: CreateNewFolderOutlinedIcon,
    title: 'steps.project.title',
    text: 'steps.project.text',
  },
  {
    Icon: RocketLaunchOutlinedIcon,
    title: 'steps.modules.title',
    text: 'steps.modules.text',
  },
] as const;

/** The three steps from a new account to running software, beside the hero text. */
export function GetStarted() {
  const { t } = useTranslation('home');
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-labelledby="get-started-title"
      sx={(theme) => ({
        p: { xs: 2.5, sm: 3 },
        borderRadius: '20px',
        bgcolor: alpha(theme.palette.background.paper, 0.8),
        backdropFilter: 'blur(6px)',
        boxShadow: `0 24px 60px ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.12)}`,
      })}
    >
      <Typography
        id="get-started-title"
        component="h2"
        sx={{ fontWeight: 700, fontSize: 16, mb: 2 }}
      >
        {t('steps.title')}
      </Typography>
      <Stack component="ol" spacing={2.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {STEPS.map(({ Icon, title, text }, index) => (
          <Box component="li" key={title} sx={{ display: 'flex', gap: 1.75 }}>
            <Avatar
              variant="rounded"
              sx={(theme) => ({
                width: 40,
                height: 40,
                borderRadius: 2,
                bgcolor: alpha(theme.palette.primary.main, 0.12),
                color: 'primary.main',
              })}
            >
              <Icon fontSize="small" />
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, fontSize: 15 }}>
                <Box component="span" sx={{ color: 'primary.main', mr: 0.75 }}>
                  {index + 1}.
                </Box>
                {t(title)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(text)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
