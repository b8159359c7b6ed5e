import type { Language } from '@ads/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage';

/**
 * The language chosen on this device: the user's saved one once read from the server, or the
 * visitor's pick on a sign-in page; null until either (the browser's language applies). Kept
 * across sign-out, like the theme: the landing page after it stays in the language in use.
 */
export const useLanguageChoice = create<{
  choice: Language | null;
  choose(language: Language | null): void;
}>()(
  persist((set) => ({ choice: null, choose: (choice) => set({ choice }) }), {
    name: STORAGE_KEYS.language,
  }),
);
