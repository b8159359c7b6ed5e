import {
  type AppAvailability,
  type AppAvailabilityRow,
  type AppEntry,
  type AppKey,
  type AppState,
  CATALOGUE,
  CONFIGURABLE_ROLES,
  type ConfigurableRole,
  FIXED_APPS,
  appByKey,
  appStateFor,
  catalogueFor,
  defaultAppState,
} from '@ads/contract';
import { badRequest, forbidden } from '../../http/errors';
import type { AppAvailabilityRepo, AvailabilityChange } from './app-availability.repo';

export interface AppAvailabilityDeps {
  repo: AppAvailabilityRepo;
  /** How long the stored changes are reused; a change announced by any instance ends it sooner. */
  ttlMs: number;
  now(): number;
  /**
   * Tells the other instances that the stored changes moved, and resolves once they have heard
   * it, so the SUPER's next request meets the change wherever it lands.
   */
  announceChange(): Promise<void>;
}

const byRole = (state: (role: ConfigurableRole) => AppState) =>
  Object.fromEntries(CONFIGURABLE_ROLES.map((role) => [role, state(role)])) as Record<
    ConfigurableRole,
    AppState
  >;

/**
 * Who sees which app (docs/adr/0012): the spec's defaults (the contract's `catalogueFor`) under
 * the changes a SUPER stored. Every app-owned call asks it, so the few stored rows are kept in
 * memory; any instance's change makes every instance read them again.
 */
export function createAppAvailabilityService(deps: AppAvailabilityDeps) {
  let cached: { availability: AppAvailability; at: number } | null = null;
  // Bumped by every change: a read that started before one must not be kept.
  let generation = 0;
  /** A read under way for `peek`, so a stale cache starts one read, not one per message. */
  let refreshing: Promise<unknown> | null = null;
  const forget = () => {
    generation += 1;
    cached = null;
  };

  async function read(): Promise<AppAvailability> {
    const started = generation;
    const availability: AppAvailability = {};
    for (const row of await deps.repo.all()) {
      const app = row.app as AppKey;
      (availability[app] ??= {})[row.role as ConfigurableRole] = row.state as AppState;
    }
    if (started === generation) cached = { availability, at: deps.now() };
    return availability;
  }

  async function current(): Promise<AppAvailability> {
    if (cached && deps.now() - cached.at < deps.ttlMs) return cached.availability;
    return read();
  }

  /**
   * The stored changes as last read, without waiting: past the TTL they are still answered
   * while one read refreshes them behind (a database that stalls keeps the last answer); null
   * when none was read yet or a change made them void.
   */
  function peek(): AppAvailability | null {
    if (!cached) return null;
    if (deps.now() - cached.at >= deps.ttlMs && !refreshing) {
      refreshing = read()
        .catch(() => undefined)
        .finally(() => {
          refreshing = null;
        });
    }
    return cached.availability;
  }

  const refusal = (app: AppKey) =>
    `${appByKey(app).name} is turned off for your role. Ask an administrator to turn it on.`;

  function rowOf(key: AppKey, availability: AppAvailability): AppAvailabilityRow {
    return {
      key,
      name: appByKey(key).name,
      states: byRole((role) => appStateFor(key, role, availability)),
      defaults: byRole((role) => appStateFor(key, role, {})),
      fixed: FIXED_APPS.includes(key),
    };
  }

  async function change(
    key: AppKey,
    actor: { id: number; email: string },
    wanted: (role: ConfigurableRole) => AppState | undefined,
  ): Promise<AppAvailabilityRow> {
    if (FIXED_APPS.includes(key))
      throw badRequest(`${appByKey(key).name} is always on: it is the page everyone lands on.`);
    await deps.repo.change(key, actor, (stored) =>
      CONFIGURABLE_ROLES.flatMap((role): AvailabilityChange[] => {
        const after = wanted(role);
        if (after === undefined) return [];
        const before = stored[role] ?? defaultAppState(key);
        // A state equal to the default is not stored: no row always means the default.
        return [{ role, before, after, stored: after === defaultAppState(key) ? null : after }];
      }),
    );
    forget();
    await deps.announceChange();
    return rowOf(key, await current());
  }

  return {
    /** Forgets the stored changes: another instance changed them. */
    forget,

    /** The catalogue as `role` sees it now. */
    async catalogueFor(role: string | null | undefined): Promise<AppEntry[]> {
      return catalogueFor(role, await current());
    },

    /** Refuses a call of an app's route when the app is hidden or disabled for the role. */
    async check(app: AppKey, role: string): Promise<void> {
      if (appStateFor(app, role, await current()) === 'enabled') return;
      throw forbidden(refusal(app));
    },

    /**
     * `check` from memory, for the realtime relay (which must not wait on the database): null
     * when the app is on for the role, its refusal sentence when off, undefined when nothing
     * was read yet (then `check`).
     */
    checkNow(app: AppKey, role: string): string | null | undefined {
      const availability = peek();
      if (!availability) return undefined;
      return appStateFor(app, role, availability) === 'enabled' ? null : refusal(app);
    },

    /** Every app's state per role beside the spec's defaults, in the catalogue's order. */
    async table(): Promise<AppAvailabilityRow[]> {
      const availability = await current();
      return CATALOGUE.map((app) => rowOf(app.key, availability));
    },

    /** Sets the states named (the other roles keep theirs), with an audit entry per change. */
    change: (
      key: AppKey,
      actor: { id: number; email: string },
      states: Partial<Record<ConfigurableRole, AppState>>,
    ) => change(key, actor, (role) => states[role]),

    /** Gives every role the spec's default again. */
    reset: (key: AppKey, actor: { id: number; email: string }) =>
      change(key, actor, () => defaultAppState(key)),

    /** The audit, newest first, a page at a time. */
    async audit(limit: number, before?: number) {
      const rows = await deps.repo.audit(limit + 1, before);
      return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
    },
  };
}
export type AppAvailabilityService = ReturnType<typeof createAppAvailabilityService>;
