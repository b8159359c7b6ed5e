import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, useAuth } from './lib/auth-store';
import { currentLanguage, syncUserLanguage, usePageLanguage } from './lib/i18n';
import { useThemePreference } from './lib/theme-store';
import { SnackbarHost } from './shell/SnackbarHost';
import { createAppTheme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** A session from before (this device's last visit) reads the language chosen since elsewhere. */
function useAccountLanguage() {
  const userId = useAuth((auth) => (isLoggedIn(auth) ? auth.id : 0));
  useEffect(() => {
    if (userId) syncUserLanguage(userId);
  }, [userId]);
}

/**
 * Theme (light/dark, and MUI's own words in the language shown), data cache and snackbars
 * (mounted with the first message). The language comes from lib/i18n, set up on import.
 */
export function Providers({ children }: { children: ReactNode }) {
  const isDark = useThemePreference((state) => state.isDark);
  // Renders again when the language changes.
  useTranslation();
  const language = currentLanguage();
  const theme = useMemo(() => createAppTheme(isDark, language), [isDark, language]);
  useAccountLanguage();
  usePageLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <SnackbarHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
