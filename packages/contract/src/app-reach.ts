import { type AppAvailability, type AppKey, type AppState, appStateFor } from './catalogue';
import { type AccessType, canAccess } from './roles';

/**
 * The least role each app's pages need: the web mounts its start page behind this access (a
 * web test holds the route table to it) and the server's routes ask at least as much.
 */
export const APP_ACCESS: Readonly<Record<AppKey, AccessType>> = {
  home: 'PUBLIC',
  launcher: 'USER',
  remote: 'USER',
  statistics: 'USER',
  hmi: 'USER',
  monitoring: 'USER',
  education: 'EDU',
  benchmark: 'USER',
  calibration: 'USER',
  store: 'USER',
  map: 'USER',
};

/**
 * What one app is to one viewer, the single rule behind the home card, 'Switch to', the route
 * guard, the home count and the admin table (issue 30, docs/adr/0012):
 * - `hidden`: no card, not in 'Switch to'.
 * - `soon`: off for the role: 'Update soon'.
 * - `sign-in`: on, and the viewer is not signed in: asked to sign in first.
 * - `sign-up`: on, but the account's role is below the app's pages (a guest on a USER app): the
 *   guard's sign-up prompt.
 * - `open`: on, and the pages let the role in.
 */
export type AppReach = 'hidden' | 'soon' | 'sign-in' | 'sign-up' | 'open';

const signedIn = (role: string | null | undefined) => !!role && role !== 'PUBLIC';

/** The reach of an app whose state for the viewer's role is known (the catalogue's answer). */
export function reachOf(app: AppKey, state: AppState, role: string | null | undefined): AppReach {
  if (state === 'hidden') return 'hidden';
  if (state === 'disabled') return 'soon';
  if (APP_ACCESS[app] === 'PUBLIC') return 'open';
  if (!signedIn(role)) return 'sign-in';
  return canAccess(role, APP_ACCESS[app]) ? 'open' : 'sign-up';
}

/** The reach of an app for a role under a SUPER's changes. */
export function appReach(
  app: AppKey,
  role: string | null | undefined,
  availability: AppAvailability = {},
): AppReach {
  return reachOf(app, appStateFor(app, role, availability), role);
}

/** Whether a reach still leads somewhere (counted as an app the viewer has). */
export const reachable = (reach: AppReach) => reach === 'open' || reach === 'sign-in';
