import { CONSTANTS } from '@ads/contract';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useMemo } from 'react';
import { useThemePreference } from './lib/theme-store';
import { createAppTheme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Theme (light/dark), data cache and snackbars (bottom left, 5 s, at most 10). */
export function Providers({ children }: { children: ReactNode }) {
  const isDark = useThemePreference((state) => state.isDark);
  const theme = useMemo(() => createAppTheme(isDark), [isDark]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          maxSnack={CONSTANTS.snackbarMax}
          autoHideDuration={CONSTANTS.snackbarAutoHideMs}
          anchorOrigin={CONSTANTS.snackbarAnchor}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
