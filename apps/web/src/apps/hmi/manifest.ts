import type { AppManifest } from '../../shell/route-types';

export const manifest: AppManifest = {
  key: 'hmi',
  routes: [{ path: '/hmi', access: 'USER', layout: 'topbar', load: () => import('./HmiPage') }],
};
