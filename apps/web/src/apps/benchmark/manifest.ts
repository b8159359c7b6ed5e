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
  ],
};
