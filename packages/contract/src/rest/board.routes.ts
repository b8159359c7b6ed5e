import type { Route } from './route';

/** A board's routes (notices, FAQ): the same five calls under its own base. */
export const boardRoutes = <Base extends '/api/notice' | '/api/faq'>(base: Base) =>
  ({
    list: { method: 'GET', path: `${base}/`, access: 'USER' },
    get: { method: 'GET', path: `${base}/:number`, access: 'USER' },
    create: { method: 'POST', path: `${base}/`, access: 'ADMIN' },
    update: { method: 'PATCH', path: `${base}/:number`, access: 'ADMIN' },
    remove: { method: 'DELETE', path: `${base}/:number`, access: 'ADMIN' },
  }) as const satisfies Record<string, Route>;

export type BoardRoutes = ReturnType<typeof boardRoutes<'/api/notice' | '/api/faq'>>;
