import { Box, LinearProgress, Typography } from '@mui/material';
import { serverText } from '../../../lib/i18n';
import type { Progress } from '../worker/protocol';

/** Long work as it goes: a bar (measured when it can count) and what is being done. */
export function ProgressLine({ progress, label }: { progress: Progress; label: string }) {
  const { done, total } = progress;
  // The worker's stages come in English, as the server's sentences do.
  const stage = serverText(progress.stage);
  const counted = done !== undefined && total !== undefined && total > 0;
  const value = counted ? Math.round((done / total) * 100) : undefined;
  return (
    <Box role="status" aria-label={label} data-stage={progress.stage} sx={{ my: 1 }}>
      <LinearProgress
        aria-label={label}
        variant={counted ? 'determinate' : 'indeterminate'}
        value={value}
      />
      <Typography variant="caption" color="text.secondary">
        {counted ? `${stage} ${done} / ${total}` : stage}
      </Typography>
    </Box>
  );
}
