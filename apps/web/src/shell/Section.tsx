import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A titled card of a page; its title names the region for assistive technology. `data` puts
 * state attributes on the region for tests (`data-rms`, …); `dense` pads it less, for pages of
 * many cards side by side (Calibration).
 */
export function Section(props: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  minHeight?: number;
  dense?: boolean;
  data?: Record<`data-${string}`, string | number | undefined>;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={props.title}
      {...props.data}
      sx={{
        p: props.dense ? { xs: 1.5, sm: 2 } : { xs: 2, sm: 2.5 },
        borderRadius: 3,
        minWidth: 0,
        minHeight: props.minHeight,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          mb: 1.5,
          minHeight: 32,
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {props.title}
        </Typography>
        {props.action}
      </Box>
      {props.children}
    </Paper>
  );
}
