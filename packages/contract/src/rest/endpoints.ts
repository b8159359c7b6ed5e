import { AGENT_ENDPOINTS } from './agent.endpoints';
import { APP_ENDPOINTS } from './app.endpoints';
import { BENCHMARK_ENDPOINTS } from './benchmark.endpoints';
import { boardEndpoints } from './board.endpoints';
import { CALIBRATION_ENDPOINTS } from './calibration.endpoints';
import type { Endpoint } from './endpoint';
import { FILE_ENDPOINTS, HEALTH_ENDPOINTS } from './file.endpoints';
import { FLEET_ENDPOINTS } from './fleet.endpoints';
import { HMI_ENDPOINTS } from './hmi.endpoints';
import { MAP_ENDPOINTS } from './map.endpoints';
import { MODULE_ENDPOINTS } from './module.endpoints';
import { PC_ENDPOINTS, PROJECT_ENDPOINTS } from './project.endpoints';
import { RECORD_ENDPOINTS } from './record.endpoints';
import { REMOTE_ENDPOINTS } from './remote.endpoints';
import { EDUCATION_ENDPOINTS } from './education.endpoints';
import { STORE_ENDPOINTS } from './store.endpoints';
import { flatten } from './route';
import { ROUTE_TABLE as R } from './routes';
import { USER_ENDPOINTS } from './user.endpoints';

/**
 * The route table (routes.ts) with its schemas: the server mounts and validates by it, and the
 * tests walk it. The web holds `ROUTES`, the same table without the schemas. Each area's
 * endpoints sit beside its schemas (`<area>.endpoints.ts`); this table only composes them.
 */
export const API = {
  ...HEALTH_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...PC_ENDPOINTS,
  ...PROJECT_ENDPOINTS,
  notice: boardEndpoints(R.notice),
  faq: boardEndpoints(R.faq),
  ...FILE_ENDPOINTS,
  ...MODULE_ENDPOINTS,
  ...AGENT_ENDPOINTS,
  ...APP_ENDPOINTS,
  ...RECORD_ENDPOINTS,
  ...FLEET_ENDPOINTS,
  benchmark: BENCHMARK_ENDPOINTS,
  map: MAP_ENDPOINTS,
  hmi: HMI_ENDPOINTS,
  calibration: CALIBRATION_ENDPOINTS,
  store: STORE_ENDPOINTS,
  remote: REMOTE_ENDPOINTS,
  education: EDUCATION_ENDPOINTS,
} as const satisfies { [K in keyof typeof R]: Endpoint | Record<string, Endpoint> };

/** Every endpoint of the table, flattened, with a dotted name (`notice.create`). */
export function allEndpoints(): Array<Endpoint & { name: string }> {
  return flatten<Endpoint>(API);
}
