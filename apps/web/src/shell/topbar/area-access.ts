import type { AccessType } from '@ads/contract';
import { APP_MANIFESTS } from '../../apps';

const START_PAGES = new Map(
  APP_MANIFESTS.flatMap((app) => app.routes).map((route) => [route.path, route.access]),
);

/**
 * The lowest role that may open an area's start page, read from the route that the router
 * mounts for it (USER for most areas, EDU for education), so the menu and the guard agree.
 */
export const areaAccess = (url: string): AccessType => START_PAGES.get(url) ?? 'USER';
