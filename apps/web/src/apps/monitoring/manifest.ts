import type { AppManifest } from '../../shell/route-types';

export const manifest: AppManifest = {
  key: 'monitoring',
  routes: [
    {
      path: '/monitoring',
      access: 'USER',
      layout: 'topbar',
      load: () => import('./MonitoringPage'),
    },
  ],
};
