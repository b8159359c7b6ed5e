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
      // A shared record's playback (issue 31): the share token is the right, no account needed.
      path: '/statistics/record/shared/:token',
      access: 'PUBLIC',
      layout: 'topbar',
      load: () => import('./SharedRecordPage'),
    },
    {
      path: '/statistics/record/:id',
      access: 'USER',
      layout: 'topbar',
      load: () => import('./RecordPage'),
    },
  ],
};
