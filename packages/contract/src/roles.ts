/** The role ladder of spec §4/§6, lowest to highest. */
export const ROLES = ['PUBLIC', 'ALL', 'EDU', 'USER', 'ADMIN', 'SUPER'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an account can hold: PUBLIC is the anonymous visitor, never stored. */
export const ACCOUNT_ROLES = ['ALL', 'EDU', 'USER', 'ADMIN', 'SUPER'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Route access types of spec §6 (a subset of the ladder). */
export type AccessType = 'PUBLIC' | 'ALL' | 'EDU' | 'USER' | 'ADMIN' | 'SUPER';

/** Rank of a role on the ladder; unknown roles rank lowest so they never gain access. */
export function rankOf(role: string | null | undefined): number {
  return ROLES.indexOf(role as Role);
}

/** True when `role` is at least `required` on the ladder. */
export function canAccess(role: string | null | undefined, required: AccessType): boolean {
  const have = rankOf(role);
  return have >= 0 && have >= rankOf(required);
}

/** Admin check of spec §6: ADMIN and SUPER. */
export function isAdmin(role: string | null | undefined): boolean {
  return role === 'ADMIN' || role === 'SUPER';
}

/** Super check of spec §6: SUPER only. */
export function isSuper(role: string | null | undefined): boolean {
  return role === 'SUPER';
}
