import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useThemePreference } from './lib/theme-store';
import { SnackbarHost } from './shell/SnackbarHost';
import { createAppTheme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Theme (light/dark), data cache and snackbars (mounted with the first message). */
export function Providers({ children }: { children: ReactNode }) {
  const isDark = useThemePreference((state) => state.isDark);
  const theme = useMemo(() => createAppTheme(isDark), [isDark]);
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
