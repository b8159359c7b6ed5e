import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Cards in as many columns as fit: one on a phone, up to three on a desktop. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
        '& > *': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

export function CardCell({ children }: { children: ReactNode }) {
  return <Box role="listitem">{children}</Box>;
}
