import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';
import { i18n } from './lib/i18n';
import { useAuth } from './lib/auth-store';
import { http } from './lib/http';
import { useLanguageChoice } from './lib/i18n/language-store';
import { forgetWaitingSnackbars } from './lib/notify';
import { useMainOptions } from './lib/options-store';
import { useRealtime } from './lib/realtime-store';
import { useThemePreference } from './lib/theme-store';
import { useVehicleChoice } from './lib/vehicle/vehicle-choice';
import { stopRealtime } from './lib/socket';
import { ConfirmDialog } from './shell/ConfirmDialog';
import { TOP_BAR_POPUPS } from './shell/topbar/popups';
import { removeRecordsFolder } from './test/records-folder';

// The tests wait on a real API server; on a loaded 2-core CI machine an answer can take longer
// than testing-library's default 1 s. Waiting longer only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 5_000 });

// The app loads its menus, popovers and dialogs when they first open (shell/on-demand.tsx).
// Tests open them at once and look inside, so they start with them loaded, as a browser has
// them after their first opening; e2e covers the first opening itself.
await Promise.all([...TOP_BAR_POPUPS, ConfirmDialog].map((popup) => popup.preload()));

// The page tests share modules between files (vitest.config.ts): a message the last file sent
// after its pages were gone (a request it left out failing) would show on this file's first page.
forgetWaitingSnackbars();
// The shell's stores start as on a first load (their storage was emptied when the last file
// ended): no account, no choices left by another file.
const reset = <T>(store: { setState(state: T, replace: true): void; getInitialState(): T }) =>
  store.setState(store.getInitialState(), true);
reset(useAuth);
reset(useLanguageChoice);
reset(useMainOptions);
reset(useRealtime);
reset(useThemePreference);
reset(useVehicleChoice);
// Talking to the real API server is a file's own choice (test/real-api.ts), not the last file's.
http.defaults.baseURL = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

// Tests read the screens in English, the spec's language, whatever the machine's locale is; a
// test of Korean switches on its own.
await i18n.changeLanguage('en');

// The page tests share a module graph and a jsdom per worker (vitest.config.ts): each file
// leaves it as a fresh one would start, with no realtime connection and nothing stored. A
// connection left open would also hold the API server's shutdown (engine.io waits 30 s for a
// long-polling client to be gone).
// The record files a file wrote go with it.
afterAll(async () => {
  stopRealtime();
  localStorage.clear();
  sessionStorage.clear();
  await removeRecordsFolder();
});
