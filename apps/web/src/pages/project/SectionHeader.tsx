import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A section's title and what it is for, with its main action on the right (below on phones). */
export function SectionHeader(props: {
  id: string;
  title: string;
  description: string;
  action: ReactNode;
  level?: 'h1' | 'h2';
}) {
  const isPageTitle = props.level === 'h1';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{
        mb: 2.5,
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        justifyContent: 'space-between',
      }}
    >
      <Box>
        <Typography
          id={props.id}
          variant={isPageTitle ? 'h4' : 'h5'}
          component={props.level ?? 'h2'}
          sx={{ fontWeight: 700 }}
        >
          {props.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 640 }}>
          {props.description}
        </Typography>
      </Box>
      <Box sx={{ flexShrink: 0 }}>{props.action}</Box>
    </Stack>
  );
}
