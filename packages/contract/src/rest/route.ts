import type { AppKey } from '../catalogue';
import type { AccessType } from '../roles';

/** Where an endpoint is and who may call it: no schemas, so it costs the web no zod. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify-style path; `:name` segments are filled by `pathOf`. */
  path: string;
  /** Lowest role that may call it; PUBLIC needs no token. */
  access: AccessType;
  /**
   * The app the route belongs to: a caller whose role has that app hidden or disabled is
   * refused (403), whatever its rank (docs/adr/0012). Public routes are never refused for it.
   */
  app?: AppKey;
}

function isRoute(value: unknown): value is Route {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** Every entry of a (nested) route table, flattened, with a dotted name (`notice.create`). */
export function flatten<T extends Route>(table: object): Array<T & { name: string }> {
  const out: Array<T & { name: string }> = [];
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (isRoute(value)) out.push({ ...(value as T), name });
      else if (typeof value === 'object' && value !== null) walk(value, name);
    }
  };
  walk(table, '');
  return out;
}

/** Fills `:name` segments of a route's path. */
export function pathOf(
  route: Pick<Route, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return route.path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
