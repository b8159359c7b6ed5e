import { LinearProgress } from '@mui/material';

/** Shown while a page's chunk loads. */
export function PageLoading() {
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0 }}
    />
  );
}
