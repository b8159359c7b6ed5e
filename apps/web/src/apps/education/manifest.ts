import type { AppManifest } from '../../shell/route-types';

export const manifest: AppManifest = {
  key: 'education',
  routes: [
    {
      path: '/education/home',
      access: 'EDU',
      layout: 'education',
      load: () => import('./EducationHomePage'),
    },
    {
      path: '/education/challenge',
      access: 'EDU',
      layout: 'education',
      load: () => import('./ChallengeListPage'),
    },
    {
      path: '/education/challenge/:id',
      access: 'EDU',
      layout: 'education',
      load: () => import('./ChallengePage'),
    },
    {
      path: '/education/launcher',
      access: 'EDU',
      layout: 'education',
      load: () => import('./EducationLauncherPage'),
    },
    {
      path: '/education/more',
      access: 'EDU',
      layout: 'education',
      load: () => import('./EducationMorePage'),
    },
  ],
};
