import { ROUTES, type UserSettingKey } from '@ads/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api';
import { isLoggedIn, useAuth } from './auth-store';

/*
 * A user's small settings kept on the server per account (GET/PUT /api/user/settings/:key), so
 * they follow the user to other devices: a page's layout, say. The value is the page's own JSON
 * (the server checks only its size); null until saved.
 */

const keyOf = (key: UserSettingKey, account: number) => ['user-setting', key, account] as const;

/** Reads a setting (once per page load and account) and saves it; saving keeps the last write. */
export function useUserSetting(key: UserSettingKey) {
  const account = useAuth((state) => (isLoggedIn(state) ? state.id : 0));
  const client = useQueryClient();
  const query = useQuery({
    queryKey: keyOf(key, account),
    queryFn: async (): Promise<unknown> => {
      const result = await call(ROUTES.userSetting, { params: { key } });
      if (!result.success) throw new Error(result.message);
      return result.detail.value;
    },
    enabled: account > 0,
    staleTime: Infinity,
    retry: 1,
  });
  /** Saves `value` (null forgets it); resolves with the server's refusal's message, or null. */
  const save = async (value: unknown): Promise<string | null> => {
    client.setQueryData(keyOf(key, account), value);
    const result = await call(ROUTES.setUserSetting, { params: { key }, body: { value } });
    return result.success ? null : result.message;
  };
  return {
    value: query.data,
    isPending: query.isPending && account > 0,
    isError: query.isError,
    save,
  };
}
