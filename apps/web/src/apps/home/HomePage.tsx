import { type AppEntry, canAccess, reachable } from '@ads/contract';
import { Box, Container, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { effectiveRole, isLoggedIn, useAuth } from '../../lib/auth-store';
import { useCatalogue } from '../../lib/catalogue';
import { notify } from '../../lib/notify';
import { AppCard } from './components/AppCard';
import { HomeHero } from './components/HomeHero';
import { useTranslation } from 'react-i18next';

/**
 * The landing page (/home and /guest): the app catalogue as this visitor's role sees it now
 * (spec §4, as a SUPER may have changed it), each card saying what a click does (`reach`): a
 * disabled app answers 'Update soon'; a visitor is asked to sign in first; a guest on an app
 * that needs an account gets the guard's sign-up prompt; otherwise the app opens.
 */
export default function HomePage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const role = effectiveRole(auth);
  const { apps, reach } = useCatalogue();
  const { t } = useTranslation(['home', 'common']);
  // Home is the page itself, not one of the apps counted.
  const counted = apps.filter((app) => app.key !== 'home');
  const available = counted.filter((app) => reachable(reach(app.key))).length;

  const open = (app: AppEntry) => {
    const how = reach(app.key);
    if (how === 'soon') notify(t('common:messages.updateSoon'), 'info');
    else if (how === 'sign-in') navigate(`/login?next=${encodeURIComponent(app.url)}`);
    else navigate(app.url);
  };

  return (
    <Box sx={{ pb: 8 }}>
      <HomeHero
        signedIn={isLoggedIn(auth)}
        username={auth.username}
        canUseProjects={canAccess(role, 'USER')}
        available={available}
        total={counted.length}
      />
      <Container maxWidth="lg" component="section" aria-labelledby="apps-title" sx={{ pt: 5 }}>
        <Box sx={{ mb: 3 }}>
          <Typography
            id="apps-title"
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: 24, md: 28 }, letterSpacing: '-0.01em' }}
          >
            {t('apps.title')}
          </Typography>
          <Typography color="text.secondary">{t('apps.subtitle')}</Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {apps.map((app) => (
            <AppCard key={app.key} app={app} reach={reach(app.key)} onOpen={open} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
