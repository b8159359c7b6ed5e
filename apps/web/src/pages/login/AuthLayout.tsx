import { CONSTANTS } from '@ads/contract';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FooterLinks } from '../../shell/FooterLinks';
import { LanguageButtons } from '../../shell/LanguageSwitch';
import { BrandMark } from './BrandMark';

/**
 * The frame of the sign-in pages, which have no header: a centred card under the logo, the
 * footer links and the language switch (a visitor picks a language before having an account).
 */
export function AuthLayout(props: {
  title: string;
  subtitle: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 6 },
        bgcolor: 'background.default',
        backgroundImage: `radial-gradient(circle at 15% 0%, ${CONSTANTS.theme.main}26 0, transparent 45%), radial-gradient(circle at 100% 100%, ${CONSTANTS.theme.accent}1f 0, transparent 40%)`,
      }}
    >
      <Stack spacing={3} sx={{ width: '100%', maxWidth: props.maxWidth ?? 420 }}>
        <Box sx={{ textAlign: 'center' }}>
          <BrandMark />
        </Box>
        <Paper
          elevation={0}
          sx={{
            p: { xs: 3, sm: 4 },
            // Pixels: the theme's radius unit is 12 px, so 4 would be a pill.
            borderRadius: '20px',
            border: 1,
            borderColor: 'divider',
            boxShadow: '0 12px 40px rgba(20, 20, 60, 0.08)',
          }}
        >
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {props.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
            {props.subtitle}
          </Typography>
          {props.children}
        </Paper>
        <Stack direction="row" spacing={2} component="nav" sx={{ justifyContent: 'center' }}>
          <FooterLinks color="text.secondary" />
        </Stack>
        <LanguageButtons />
      </Stack>
    </Box>
  );
}
