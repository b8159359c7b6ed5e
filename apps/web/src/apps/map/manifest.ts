import type { AppManifest } from '../../shell/route-types';

export const manifest: AppManifest = {
  key: 'map',
  routes: [
    { path: '/map', access: 'USER', layout: 'topbar', load: () => import('./MapPage') },
    { path: '/map/:id', access: 'USER', layout: 'topbar', load: () => import('./MapEditorPage') },
  ],
};
