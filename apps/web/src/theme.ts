import { CONSTANTS } from '@ads/contract';
import { createTheme } from '@mui/material/styles';

/** The studio's colours of spec §9. */
export const theme = createTheme({
  palette: {
    primary: { main: CONSTANTS.theme.main, dark: CONSTANTS.theme.dark },
    secondary: { main: CONSTANTS.theme.accent },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans KR", sans-serif',
  },
});
