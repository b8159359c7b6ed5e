import type { AppState } from '@ads/contract';

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
