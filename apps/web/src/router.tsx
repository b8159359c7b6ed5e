import type { AppKey } from '@ads/contract';
import { type RouteObject, Navigate, useRoutes } from 'react-router';
import { APP_MANIFESTS } from './apps';
import { NOT_FOUND_ROUTE, SHELL_ROUTES, SIGN_IN_ROUTES } from './pages/routes';
import { EducationLayout, NoHeaderLayout, TopBarLayout } from './shell/layouts';
import { lazyPage } from './shell/lazy-page';
import { PublicOnly, RouteGuard } from './shell/RouteGuard';
import type { Layout, PageRoute } from './shell/route-types';

function toRoute(
  page: PageRoute,
  wrap: (element: React.ReactNode) => React.ReactNode,
): RouteObject {
  const Page = lazyPage(page.load);
  return { path: page.path, element: wrap(<Page />) };
}

const guarded = (page: PageRoute & { app?: AppKey }) =>
  toRoute(page, (element) => (
    <RouteGuard access={page.access} app={page.app}>
      {element}
    </RouteGuard>
  ));

// An app's pages carry its key: the guard also asks whether the app is on for the role.
const ALL_PAGES: Array<PageRoute & { app?: AppKey }> = [
  ...SHELL_ROUTES,
  ...APP_MANIFESTS.flatMap((app) => app.routes.map((page) => ({ ...page, app: app.key }))),
];
const inLayout = (layout: Layout) =>
  ALL_PAGES.filter((page) => page.layout === layout).map(guarded);

/** The route table of spec §2, grouped by header kind. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  {
    element: <NoHeaderLayout />,
    children: [
      ...SIGN_IN_ROUTES.map((page) =>
        toRoute(page, (element) => <PublicOnly>{element}</PublicOnly>),
      ),
      ...inLayout('none'),
      toRoute(NOT_FOUND_ROUTE, (element) => element),
    ],
  },
  { element: <TopBarLayout />, children: inLayout('topbar') },
  { element: <EducationLayout />, children: inLayout('education') },
];

/**
 * The studio's pages for the location of the router around them: the declarative router
 * (main.tsx, on the studio's history) and the prerendered /home (a memory router).
 */
export function StudioRoutes() {
  return useRoutes(routes);
}
