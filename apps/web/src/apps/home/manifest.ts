import { eagerPage } from '../../shell/lazy-page';
import type { AppManifest } from '../../shell/route-types';
import HomePage from './HomePage';

// The landing page comes with the first load, so it paints with the top bar (docs/adr/0015).
const load = eagerPage(HomePage);

export const manifest: AppManifest = {
  key: 'home',
  routes: [
    { path: '/home', access: 'PUBLIC', layout: 'topbar', load },
    { path: '/guest', access: 'PUBLIC', layout: 'topbar', load },
  ],
};
