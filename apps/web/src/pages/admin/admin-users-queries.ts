import { ROUTES, type UserInfo, type UserListEntry } from '@ads/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listOrEmpty } from '../../lib/api';

const USERS_KEY = ['admin', 'users'] as const;

/** Every account, oldest first; an empty list when the call fails (spec §7). */
export function useUserList() {
  return useQuery({
    queryKey: USERS_KEY,
    queryFn: async () => {
      const users: UserListEntry[] = await listOrEmpty(ROUTES.listUsers);
      return [...users].sort((a, b) => a.id - b.id);
    },
  });
}

/** Writes the server's view of a changed user into the cached list. */
export function useUserListUpdater() {
  const client = useQueryClient();
  return (changed: UserInfo) =>
    client.setQueryData<UserListEntry[]>(USERS_KEY, (users) =>
      users?.map((user) => (user.id === changed.id ? { ...user, ...changed } : user)),
    );
}
