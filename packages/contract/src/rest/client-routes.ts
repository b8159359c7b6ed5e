import type { API } from './endpoints';
import type { Route } from './route';
import { ROUTE_TABLE } from './routes';

/**
 * A route as the clients hold it. `__endpoint` is never set: it carries the endpoint's schemas
 * as types only, so calls are typed by the server's schemas while the web bundle stays
 * schema-free (docs/adr/0008, the `/home` budget).
 */
export interface ClientRoute<E = unknown> extends Route {
  readonly __endpoint?: E;
}

type ClientView<T> = T extends Route
  ? ClientRoute<T>
  : { readonly [K in keyof T]: ClientView<T[K]> };

/**
 * The table as the clients call it: where and who at run time, the schemas as types. It sits
 * above both tables (routes.ts, endpoints.ts), so neither has to know the other's consumers.
 */
export const ROUTES: ClientView<typeof API> = ROUTE_TABLE;
