import type { Language } from '@ads/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage';

/**
 * The language chosen on this device: the signed-in account's (read from the server, or chosen
 * while signed in), or a visitor's pick on a sign-in page; null until either (the browser's
 * language applies). Kept across sign-out, like the theme: the landing page after it stays in
 * the language in use. `byAccount` tells the two apart: only a visitor's own pick is handed to
 * the next account that has none, never another account's choice.
 */
export const useLanguageChoice = create<{
  choice: Language | null;
  byAccount: boolean;
  choose(language: Language | null, byAccount?: boolean): void;
}>()(
  persist(
    (set) => ({
      choice: null,
      byAccount: false,
      choose: (choice, byAccount = false) => set({ choice, byAccount }),
    }),
    { name: STORAGE_KEYS.language },
  ),
);
