import { Box, type BoxProps } from '@mui/material';

/** One column on phones, two on tablets, three on wide screens. */
export function CardGrid(props: Omit<BoxProps, 'sx'>) {
  return (
    <Box
      {...props}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
        alignItems: 'start',
      }}
    />
  );
}
