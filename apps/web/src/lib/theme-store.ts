import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './storage';

/** Light or dark, persisted (spec §3 "Theme preference"). */
export const useThemePreference = create<{ isDark: boolean; toggle(): void }>()(
  persist((set) => ({ isDark: false, toggle: () => set((state) => ({ isDark: !state.isDark })) }), {
    name: STORAGE_KEYS.theme,
  }),
);
