import { Alert, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Every map's fallback where the browser cannot draw maps (maplibre needs WebGL): the same
 * opening, then what the page still offers without it.
 */
export function NoMapNotice({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Alert severity="info" sx={sx}>
      This browser cannot draw maps (WebGL is off){children}
    </Alert>
  );
}
