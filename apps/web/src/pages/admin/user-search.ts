import type { UserListEntry } from '@ads/contract';

/** Users whose name, e-mail or company contains the search text (case-insensitive). */
export function filterUsers(users: UserListEntry[], search: string): UserListEntry[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return users;
  return users.filter((user) =>
    [user.username, user.email, user.company].some((field) => field.toLowerCase().includes(needle)),
  );
}
