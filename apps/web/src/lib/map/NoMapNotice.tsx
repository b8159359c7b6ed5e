import { Alert, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every map's fallback where the browser cannot draw maps (maplibre needs WebGL): the same
 * opening, then what the page still offers without it (the caller's words, in its language).
 */
export function NoMapNotice({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  // Not suspended: the notice shows with the page, its opening as soon as the words are read.
  const { t, ready } = useTranslation('maps', { useSuspense: false });
  return (
    <Alert severity="info" sx={sx}>
      {ready ? t('noWebgl') : ''}
      {children}
    </Alert>
  );
}
