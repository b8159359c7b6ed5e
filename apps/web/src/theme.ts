import { CONSTANTS, type Language } from '@ads/contract';
import { koKR } from '@mui/material/locale';
import { type Theme, createTheme } from '@mui/material/styles';

/**
 * The studio's light and dark themes with the colours of spec §9; in Korean, MUI's own words
 * (pagination, 'Close', …) come in Korean too.
 */
export function createAppTheme(isDark: boolean, language: Language = 'en'): Theme {
  return createTheme(
    {
      palette: {
        mode: isDark ? 'dark' : 'light',
        primary: { main: CONSTANTS.theme.main, dark: CONSTANTS.theme.dark },
        secondary: { main: CONSTANTS.theme.accent },
        ...(isDark
          ? { background: { default: '#12121A', paper: '#1B1B26' } }
          : { background: { default: '#F6F6FB', paper: '#FFFFFF' } }),
      },
      shape: { borderRadius: 12 },
      // Sentence-case buttons everywhere, as the spec writes its labels ('Reload', 'Confirm').
      components: {
        MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
        // Korean breaks lines between words, not inside them ('나타납니' / '다.'); a word longer
        // than its line (an address, a file name) still wraps rather than spilling out.
        MuiCssBaseline: {
          styleOverrides: {
            'html:lang(ko) body': { wordBreak: 'keep-all', overflowWrap: 'break-word' },
            // A browser that asks for less motion (WCAG 2.3.3) gets menus, popovers and dialogs
            // in place at once: no grow, fade or slide, no ripple. MUI sets its transitions
            // inline, which only an !important rule overrides. The browser specs run so too:
            // an item clicked while its menu grows can be hit where it was a frame before
            // (docs/adr/0032-reduced-motion.md).
            '@media (prefers-reduced-motion: reduce)': {
              '*, *::before, *::after': {
                transition: 'none !important',
                scrollBehavior: 'auto !important',
              },
              '.MuiTouchRipple-root': { display: 'none' },
            },
          },
        },
      },
      typography: {
        fontFamily:
          'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans KR", "Noto Sans CJK KR", sans-serif',
      },
    },
    ...(language === 'ko' ? [koKR] : []),
  );
}
