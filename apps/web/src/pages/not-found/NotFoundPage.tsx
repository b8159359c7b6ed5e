import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';

/** Any path the route table does not know: say which one, and offer the way home. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <TravelExploreIcon sx={{ fontSize: 64, color: 'primary.main' }} />
        <Typography
          variant="overline"
          component="p"
          color="text.secondary"
          sx={{ mt: 2, letterSpacing: 2 }}
        >
          {t('notFound.code')}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          <Trans
            t={t}
            i18nKey="notFound.text"
            values={{ path: pathname }}
            components={[
              <Box
                key="path"
                component="code"
                translate="no"
                sx={{
                  px: 0.75,
                  py: 0.25,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  fontFamily: 'monospace',
                  overflowWrap: 'anywhere',
                }}
              />,
            ]}
          />
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
          <Button component={RouterLink} to="/home" variant="contained" size="large">
            {t('notFound.home')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('notFound.help')}{' '}
          <Link component={RouterLink} to="/contact">
            {t('notFound.contact')}
          </Link>
        </Typography>
      </Container>
    </Box>
  );
}
