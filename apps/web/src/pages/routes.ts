import type { PageRoute } from '../shell/route-types';

/** Sign-in pages: public, no header, and a signed-in account is sent to the landing page. */
export const SIGN_IN_ROUTES: PageRoute[] = [
  { path: '/login', access: 'PUBLIC', layout: 'none', load: () => import('./login/LoginPage') },
  { path: '/signup', access: 'PUBLIC', layout: 'none', load: () => import('./signup/SignUpPage') },
  {
    path: '/password/reset',
    access: 'PUBLIC',
    layout: 'none',
    load: () => import('./login/PasswordResetPage'),
  },
];

/** The shell's own pages (spec §2 route table); apps bring theirs through their manifests. */
export const SHELL_ROUTES: PageRoute[] = [
  {
    path: '/contact',
    access: 'PUBLIC',
    layout: 'none',
    load: () => import('./static/ContactPage'),
  },
  {
    path: '/privacy',
    access: 'PUBLIC',
    layout: 'none',
    load: () => import('./static/PrivacyPage'),
  },
  { path: '/terms', access: 'PUBLIC', layout: 'none', load: () => import('./static/TermsPage') },
  {
    path: '/operator',
    access: 'PUBLIC',
    layout: 'topbar',
    load: () => import('./operator/OperatorPage'),
  },
  {
    path: '/project',
    access: 'USER',
    layout: 'topbar',
    load: () => import('./project/ProjectPage'),
  },
  {
    path: '/notice',
    access: 'USER',
    layout: 'topbar',
    load: () => import('./board/NoticeListPage'),
  },
  {
    path: '/notice/new',
    access: 'ADMIN',
    layout: 'topbar',
    load: () => import('./board/NoticeNewPage'),
  },
  {
    path: '/notice/:number',
    access: 'USER',
    layout: 'topbar',
    load: () => import('./board/NoticePage'),
  },
  { path: '/faq', access: 'USER', layout: 'topbar', load: () => import('./board/FaqListPage') },
  { path: '/faq/new', access: 'ADMIN', layout: 'topbar', load: () => import('./board/FaqNewPage') },
  { path: '/faq/:number', access: 'USER', layout: 'topbar', load: () => import('./board/FaqPage') },
  {
    path: '/admin/user',
    access: 'ADMIN',
    layout: 'topbar',
    load: () => import('./admin/AdminUsersPage'),
  },
  {
    path: '/admin/basemap',
    access: 'ADMIN',
    layout: 'topbar',
    load: () => import('./admin/basemap/AdminBasemapPage'),
  },
  {
    path: '/admin/apps',
    access: 'SUPER',
    layout: 'topbar',
    load: () => import('./admin/apps/AdminAppsPage'),
  },
];

export const NOT_FOUND_ROUTE: PageRoute = {
  path: '*',
  access: 'PUBLIC',
  layout: 'none',
  load: () => import('./not-found/NotFoundPage'),
};
