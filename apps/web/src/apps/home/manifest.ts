import type { AppManifest } from '../../shell/route-types';

export const manifest: AppManifest = {
  key: 'home',
  routes: [
    { path: '/home', access: 'PUBLIC', layout: 'topbar', load: () => import('./HomePage') },
    { path: '/guest', access: 'PUBLIC', layout: 'topbar', load: () => import('./HomePage') },
  ],
};
