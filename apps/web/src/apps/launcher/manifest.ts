import type { AppManifest } from '../../shell/route-types';

export const manifest: AppManifest = {
  key: 'launcher',
  routes: [
    { path: '/launcher', access: 'USER', layout: 'topbar', load: () => import('./LauncherPage') },
  ],
};
