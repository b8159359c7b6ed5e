import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The heading row of a page: its title, a line under it, and an action on the right. */
export function PageHeader(props: {
  title: ReactNode;
  subtitle?: ReactNode;
  action?: ReactNode;
  live?: boolean;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
    >
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {props.title}
        </Typography>
        {props.subtitle !== undefined && (
          <Typography color="text.secondary" aria-live={props.live ? 'polite' : undefined}>
            {props.subtitle}
          </Typography>
        )}
      </Box>
      {props.action}
    </Stack>
  );
}
