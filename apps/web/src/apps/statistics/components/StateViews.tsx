import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Grey blocks in the shape of what is loading, announced to screen readers. */
export function LoadingBlocks({ count = 3, height = 120 }: { count?: number; height?: number }) {
  return (
    <Stack spacing={2} role="progressbar" aria-label="Loading" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** A failed load: the server's message and a way to try again. */
export function ErrorState({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      icon={<ErrorOutlineIcon />}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      {error?.message || 'Something went wrong.'}
    </Alert>
  );
}

/** Nothing to show yet, and what to do about it. */
export function EmptyState(props: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', borderRadius: 3 }}>
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>{props.icon}</Box>
      <Typography variant="h6" component="h2" sx={{ mt: 1, fontWeight: 600 }}>
        {props.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: props.action ? 3 : 0 }}>
        {props.text}
      </Typography>
      {props.action}
    </Paper>
  );
}
