import type { AppManifest } from '../../shell/route-types';

export const manifest: AppManifest = {
  key: 'store',
  routes: [
    { path: '/store', access: 'USER', layout: 'topbar', load: () => import('./StorePage') },
    { path: '/store/home', access: 'USER', layout: 'topbar', load: () => import('./StorePage') },
    {
      path: '/store/search',
      access: 'USER',
      layout: 'topbar',
      load: () => import('./StoreSearchPage'),
    },
    {
      path: '/store/combo/:id',
      access: 'USER',
      layout: 'topbar',
      load: () => import('./ComboPage'),
    },
    {
      path: '/store/algorithm/:id',
      access: 'USER',
      layout: 'topbar',
      load: () => import('./AlgorithmPage'),
    },
  ],
};
