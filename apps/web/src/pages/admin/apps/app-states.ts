import type { AppReach, AppState } from '@ads/contract';

/** How a state reads on the page: 'disabled' is what the card says, 'Update soon'. */
export const STATE_LABELS: Record<AppState, string> = {
  enabled: 'Enabled',
  disabled: 'Update soon',
  hidden: 'Hidden',
};

/** The colour of a state's mark. */
export const STATE_COLOURS: Record<AppState, 'success' | 'warning' | 'default'> = {
  enabled: 'success',
  disabled: 'warning',
  hidden: 'default',
};

/** The header of a role's column: who holds the role. */
export const ROLE_LABELS = {
  ALL: 'Guests (ALL)',
  EDU: 'Learners (EDU)',
  USER: 'Users (USER)',
  ADMIN: 'Admins (ADMIN)',
} as const;

/**
 * What a state means for the role's people, where it is more than the state says: an app that
 * is on but whose pages need more than the role has asks them to sign up (the route guard's
 * prompt), and visitors are asked to sign in first.
 */
export const REACH_NOTES: Record<AppReach, string | null> = {
  open: null,
  soon: null,
  hidden: null,
  'sign-in': 'Signs in first',
  'sign-up': 'Signs up first',
};
