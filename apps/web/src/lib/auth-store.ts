import type { AccountRole, UserInfo } from '@ads/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './storage';

export interface AuthState {
  id: number;
  username: string;
  email: string;
  company: string;
  role: AccountRole;
  is_active: boolean;
  setUser(user: UserInfo): void;
  reset(): void;
}

const empty = {
  id: 0,
  username: '',
  email: '',
  company: '',
  role: 'ALL' as const,
  is_active: false,
};

/** The signed-in account (spec §3), persisted; logged in means the e-mail is not empty. */
export const useAuth = create<AuthState>()(
  persist(
    (set) => ({
      ...empty,
      setUser: (user) =>
        set({
          id: user.id,
          username: user.username,
          email: user.email,
          company: user.company,
          role: user.role,
          is_active: user.is_active,
        }),
      reset: () => set(empty),
    }),
    {
      name: STORAGE_KEYS.auth,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ id, username, email, company, role, is_active }) => ({
        id,
        username,
        email,
        company,
        role,
        is_active,
      }),
    },
  ),
);

export const isLoggedIn = (state: Pick<AuthState, 'email'>) => state.email !== '';

/** The role the catalogue and guards see: anonymous visitors are PUBLIC. */
export const effectiveRole = (state: Pick<AuthState, 'email' | 'role'>) =>
  isLoggedIn(state) ? state.role : 'PUBLIC';
