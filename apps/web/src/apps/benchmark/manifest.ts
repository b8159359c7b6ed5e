import type { AppManifest } from '../../shell/route-types';

export const manifest: AppManifest = {
  key: 'benchmark',
  routes: [
    { path: '/benchmark', access: 'USER', layout: 'topbar', load: () => import('./BenchmarkPage') },
    {
      path: '/benchmark/admin',
      access: 'ADMIN',
      layout: 'topbar',
      load: () => import('./BenchmarkAdminPage'),
    },
    {
      path: '/benchmark/submission/:id',
      access: 'USER',
      layout: 'topbar',
      load: () => import('./SubmissionPage'),
    },
    {
      path: '/benchmark/dataset/:id',
      access: 'USER',
      layout: 'topbar',
      load: () => import('./DatasetPage'),
    },
  ],
};
