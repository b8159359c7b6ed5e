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
    // Authoring (issue 29, ADR 27): ADMIN, in the studio's desktop layout, not the learners' bar.
    {
      path: '/education/admin',
      access: 'ADMIN',
      layout: 'topbar',
      load: () => import('./admin/AdminChallengeListPage'),
    },
    {
      path: '/education/admin/challenge/new',
      access: 'ADMIN',
      layout: 'topbar',
      load: () => import('./admin/AdminChallengePage'),
    },
    {
      path: '/education/admin/challenge/:id',
      access: 'ADMIN',
      layout: 'topbar',
      load: () => import('./admin/AdminChallengePage'),
    },
  ],
};
