import type { AppReach, AppState } from '@ads/contract';

/**
 * How a state reads on the page (keys of the admin namespace): 'disabled' is what the card
 * says, 'Update soon'.
 */
export const STATE_LABELS = {
  enabled: 'apps.states.enabled',
  disabled: 'apps.states.disabled',
  hidden: 'apps.states.hidden',
} as const satisfies Record<AppState, string>;

/** The colour of a state's mark. */
export const STATE_COLOURS: Record<AppState, 'success' | 'warning' | 'default'> = {
  enabled: 'success',
  disabled: 'warning',
  hidden: 'default',
};

/** The header of a role's column: who holds the role (keys of the admin namespace). */
export const ROLE_LABELS = {
  ALL: 'apps.roles.ALL',
  EDU: 'apps.roles.EDU',
  USER: 'apps.roles.USER',
  ADMIN: 'apps.roles.ADMIN',
} as const;

/**
 * What a state means for the role's people, where it is more than the state says: an app that
 * is on but whose pages need more than the role has asks them to sign up (the route guard's
 * prompt), and visitors are asked to sign in first.
 */
export const REACH_NOTES = {
  open: null,
  soon: null,
  hidden: null,
  'sign-in': 'apps.notes.signIn',
  'sign-up': 'apps.notes.signUp',
} as const satisfies Record<AppReach, string | null>;
