import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** An empty list that says what to do first. */
export function EmptyState(props: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  /** The title's element: a heading where the empty state stands for a whole page. */
  titleComponent?: 'p' | 'h2' | 'h3';
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 5 },
        textAlign: 'center',
        borderStyle: 'dashed',
        bgcolor: 'transparent',
      }}
    >
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }}>{props.icon}</Box>
      <Typography
        variant="h6"
        component={props.titleComponent ?? 'p'}
        sx={{ mt: 1, fontWeight: 600 }}
      >
        {props.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mx: 'auto', maxWidth: 520 }}>
        {props.text}
      </Typography>
      {props.action && <Box sx={{ mt: 2.5 }}>{props.action}</Box>}
    </Paper>
  );
}
