import { Box } from '@mui/material';
import { canAccess } from '@ads/contract';
import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { EducationBar } from './EducationBar';
import { PageLoading } from './PageLoading';
import { isLoggedIn, useAuth } from '../lib/auth-store';
import { withTimeout } from './lazy-page';
import { TopBar } from './topbar/TopBar';

// socket.io comes with the channel, which only signed-in users (USER and up) can have a PC for.
const RealtimeConnector = lazy(() =>
  withTimeout(import('./RealtimeConnector')).then((m) => ({ default: m.RealtimeConnector })),
);

function LiveChannel() {
  const auth = useAuth();
  if (!isLoggedIn(auth) || !canAccess(auth.role, 'USER')) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeConnector />
    </Suspense>
  );
}

const page = (
  <Suspense fallback={<PageLoading />}>
    <Outlet />
  </Suspense>
);

/** Pages without a header: sign-in, static pages, remote screens, not-found. */
export function NoHeaderLayout() {
  return <Box sx={{ minHeight: '100vh' }}>{page}</Box>;
}

/** Pages under the top bar, whose popups the realtime channel feeds. */
export function TopBarLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <LiveChannel />
      <TopBar />
      <Box component="main">{page}</Box>
    </Box>
  );
}

/** The mobile-style education pages with the bottom tab bar. */
export function EducationLayout() {
  return (
    <Box sx={{ minHeight: '100vh', pb: 9, bgcolor: 'background.default' }}>
      <Box component="main" sx={{ maxWidth: 500, mx: 'auto' }}>
        {page}
      </Box>
      <EducationBar />
    </Box>
  );
}
