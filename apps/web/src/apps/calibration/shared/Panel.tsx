import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A titled card of the page (shell/Section's look): its title names the region, and `data`
 * puts state attributes on it for tests (`data-rms`, `data-views`, …).
 */
export function Panel(props: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  data?: Record<`data-${string}`, string | number | undefined>;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={props.title}
      {...props.data}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, minWidth: 0 }}
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
