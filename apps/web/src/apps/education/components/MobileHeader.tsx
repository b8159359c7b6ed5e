import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The title block at the top of each education page (the column has no top bar). */
export function MobileHeader(props: { title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{ px: 2.5, pt: 4, pb: 2, display: 'flex', alignItems: 'flex-end', gap: 2 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {props.title}
        </Typography>
        {props.subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {props.subtitle}
          </Typography>
        )}
      </Box>
      {props.action}
    </Box>
  );
}
