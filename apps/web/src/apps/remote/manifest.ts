import type { AppManifest } from '../../shell/route-types';

export const manifest: AppManifest = {
  key: 'remote',
  routes: [
    { path: '/remote', access: 'USER', layout: 'topbar', load: () => import('./RemotePage') },
    {
      path: '/remote/code',
      access: 'USER',
      layout: 'none',
      load: () => import('./RemoteCodePage'),
    },
    {
      path: '/remote/screen',
      access: 'USER',
      layout: 'none',
      load: () => import('./RemoteScreenPage'),
    },
  ],
};
