import type { AlgorithmVersion } from '@ads/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../components/CopyButton';

const LINE = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  px: 1.5,
  py: 1,
  borderRadius: 2,
  bgcolor: 'grey.900',
  color: 'grey.100',
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: 13,
  '& button': { color: 'grey.300' },
} as const;

/** How to get the chosen version: `docker pull` of its pinned image; its archive by the launcher. */
export function PullLine({ name, version }: { name: string; version: AlgorithmVersion }) {
  const { t } = useTranslation('store');
  const pull = version.image ? `docker pull ${version.image}` : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {pull && (
        <Box sx={LINE} aria-label={t('pull.label')}>
          <Box component="span" sx={{ color: 'grey.500', userSelect: 'none' }}>
            $
          </Box>
          <Box component="code" translate="no" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {pull}
          </Box>
          <CopyButton value={pull} label={t('pull.copy')} />
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {version.archive
          ? t('pull.archive', { name, version: version.version, file: version.archive.file })
          : t('pull.image', { name, version: version.version })}
      </Typography>
    </Box>
  );
}
