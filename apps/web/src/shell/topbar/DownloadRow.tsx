import type { DownloadEntry } from '@ads/contract';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, LinearProgress, Typography } from '@mui/material';
import { downloadPhase } from '../../lib/realtime-store';
import { useTranslation } from 'react-i18next';

/** One install in progress: installing the image, a percentage, or failed with the reason. */
export function DownloadRow({ entry }: { entry: DownloadEntry }) {
  const phase = downloadPhase(entry);
  const { t } = useTranslation('shell');
  const status =
    phase.kind === 'failed'
      ? t('downloads.failed')
      : phase.kind === 'installing'
        ? t('downloads.installing')
        : `${phase.percent}%`;
  return (
    <Box component="li" sx={{ px: 2, py: 1.5, listStyle: 'none' }} aria-label={entry.name}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }} noWrap>
          {entry.name}
        </Typography>
        <Typography
          variant="caption"
          sx={{
            fontWeight: 600,
            color: phase.kind === 'failed' ? 'error.main' : 'text.secondary',
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          {phase.kind === 'failed' ? <ErrorOutlineIcon sx={{ fontSize: 14 }} /> : null}
          {status}
        </Typography>
      </Box>
      {phase.kind === 'failed' ? null : (
        <LinearProgress
          aria-label={t('downloads.progress', { name: entry.name })}
          variant={phase.kind === 'installing' ? 'indeterminate' : 'determinate'}
          value={phase.kind === 'downloading' ? phase.percent : undefined}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      )}
      {entry.message || entry.type ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {[entry.type, entry.message].filter(Boolean).join(' · ')}
        </Typography>
      ) : null}
    </Box>
  );
}

export interface DownloadRowsProps {
  /** Whether the popover showing them is open (they are fetched when it first opens). */
  open: boolean;
  downloads: readonly DownloadEntry[];
}

/** The downloads popover's list (DownloadIndicator.tsx), a chunk of its own fetched when first opened. */
export function DownloadRows({ downloads }: DownloadRowsProps) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }}>
      {downloads.map((entry) => (
        <DownloadRow key={entry.name} entry={entry} />
      ))}
    </Box>
  );
}
