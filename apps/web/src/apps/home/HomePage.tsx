import { type AppEntry, MESSAGES, canAccess } from '@ads/contract';
import { Box, Container, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { effectiveRole, isLoggedIn, useAuth } from '../../lib/auth-store';
import { useCatalogue } from '../../lib/catalogue';
import { notify } from '../../lib/notify';
import { AppCard } from './components/AppCard';
import { HomeHero } from './components/HomeHero';

/**
 * The landing page (/home and /guest): the app catalogue as this visitor's role sees it now
 * (spec §4, as a SUPER may have changed it). A disabled app answers 'Update soon'; an enabled
 * one opens, and its page's guard decides the rest.
 */
export default function HomePage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const role = effectiveRole(auth);
  const { apps } = useCatalogue();
  const available = apps.filter((app) => !app.disabled).length;

  const open = (app: AppEntry) => {
    if (app.disabled) notify(MESSAGES.updateSoon, 'info');
    else navigate(app.url);
  };

  return (
    <Box sx={{ pb: 8 }}>
      <HomeHero
        signedIn={isLoggedIn(auth)}
        username={auth.username}
        canUseProjects={canAccess(role, 'USER')}
        available={available}
        total={apps.length}
      />
      <Container maxWidth="lg" component="section" aria-labelledby="apps-title" sx={{ pt: 5 }}>
        <Box sx={{ mb: 3 }}>
          <Typography
            id="apps-title"
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: 24, md: 28 }, letterSpacing: '-0.01em' }}
          >
            Apps
          </Typography>
          <Typography color="text.secondary">
            Everything for developing, verifying and operating autonomous-driving software.
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {apps.map((app) => (
            <AppCard key={app.key} app={app} onOpen={open} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
