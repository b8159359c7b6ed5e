import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Container, Divider, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FooterLinks } from '../../shell/FooterLinks';

/** The frame of the header-less pages (contact, privacy, terms): a way home and a footer. */
export function StaticPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('static');
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh' }}>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Link
            component={RouterLink}
            to="/home"
            underline="none"
            sx={{ fontWeight: 800, fontSize: 18, color: 'primary.main' }}
          >
            ADS Studio
          </Link>
          <Link
            component={RouterLink}
            to="/home"
            underline="hover"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <ArrowBackIcon fontSize="small" />
            {t('backHome')}
          </Link>
        </Stack>
        <Box component="header" sx={{ mt: { xs: 4, sm: 6 }, mb: 4 }}>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: 32, sm: 44 } }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        <Box component="main">{children}</Box>
        <Divider sx={{ mt: 6, mb: 2 }} />
        <Stack
          component="footer"
          direction="row"
          sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, color: 'text.secondary' }}
        >
          <Typography variant="body2">© ADS Studio</Typography>
          <FooterLinks />
        </Stack>
      </Container>
    </Box>
  );
}
