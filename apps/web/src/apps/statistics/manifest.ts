import type { AppManifest } from '../../shell/route-types';

export const manifest: AppManifest = {
  key: 'statistics',
  routes: [
    {
      path: '/statistics',
      access: 'USER',
      layout: 'topbar',
      load: () => import('./StatisticsPage'),
    },
    {
      path: '/statistics/record',
      access: 'USER',
      layout: 'topbar',
      load: () => import('./RecordListPage'),
    },
    {
      path: '/statistics/record/admin',
      access: 'ADMIN',
      layout: 'topbar',
      load: () => import('./RecordAdminPage'),
    },
    {
      path: '/statistics/record/:id',
      access: 'USER',
      layout: 'topbar',
      load: () => import('./RecordPage'),
    },
  ],
};
