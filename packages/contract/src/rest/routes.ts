import { AGENT_ROUTES } from './agent.routes';
import { APP_ROUTES } from './app.routes';
import { BENCHMARK_ROUTES } from './benchmark.routes';
import { boardRoutes } from './board.routes';
import { CALIBRATION_ROUTES } from './calibration.routes';
import { EDUCATION_ROUTES } from './education.routes';
import { FILE_ROUTES, HEALTH_ROUTES } from './file.routes';
import { FLEET_ROUTES } from './fleet.routes';
import { HMI_ROUTES } from './hmi.routes';
import { MAP_ROUTES } from './map.routes';
import { MODULE_ROUTES } from './module.routes';
import { PC_ROUTES, PROJECT_ROUTES } from './project.routes';
import { RECORD_ROUTES } from './record.routes';
import { REMOTE_ROUTES } from './remote.routes';
import { STORE_ROUTES } from './store.routes';
import { type Route, flatten } from './route';
import { USER_ROUTES } from './user.routes';

/**
 * Every backend call: the spec's table (§7) plus what DESIGN §3 adds (guest, logout, project
 * create/rename, notices, FAQ, admin lists, health). Each area's routes sit beside its schemas
 * (`<area>.routes.ts` beside `<area>.ts`); this table only composes them, in the order the
 * server mounts them. `API` (endpoints.ts) gives each its schemas; the server mounts routes from
 * it and the tests walk it, so a protected route cannot be added without its refusal tests.
 */
export const ROUTE_TABLE = {
  ...HEALTH_ROUTES,
  ...USER_ROUTES,
  ...PC_ROUTES,
  ...PROJECT_ROUTES,
  notice: boardRoutes('/api/notice'),
  faq: boardRoutes('/api/faq'),
  ...FILE_ROUTES,
  ...MODULE_ROUTES,
  ...AGENT_ROUTES,
  ...APP_ROUTES,
  ...RECORD_ROUTES,
  ...FLEET_ROUTES,
  benchmark: BENCHMARK_ROUTES,
  map: MAP_ROUTES,
  hmi: HMI_ROUTES,
  calibration: CALIBRATION_ROUTES,
  store: STORE_ROUTES,
  remote: REMOTE_ROUTES,
  education: EDUCATION_ROUTES,
} as const satisfies Record<string, Route | Record<string, Route>>;

const publicRoutes = flatten(ROUTE_TABLE)
  .filter((route) => route.access === 'PUBLIC')
  .map((route) => ({
    method: route.method,
    pattern: new RegExp(`^${route.path.replace(/:[a-z_]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
  }));

/** Paths the web client may call without a token (spec §7 "Public"). */
export function isPublicPath(method: string, url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const upper = method.toUpperCase();
  return publicRoutes.some((route) => route.method === upper && route.pattern.test(path));
}
