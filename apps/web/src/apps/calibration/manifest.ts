import type { AppManifest } from '../../shell/route-types';

export const manifest: AppManifest = {
  key: 'calibration',
  routes: [
    {
      path: '/calibration',
      access: 'USER',
      layout: 'topbar',
      load: () => import('./CalibrationPage'),
    },
  ],
};
