import { Box } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { EducationBar } from './EducationBar';
import { PageLoading } from './PageLoading';
import { RealtimeConnector } from './RealtimeConnector';
import { TopBar } from './topbar/TopBar';

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
      <RealtimeConnector />
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
