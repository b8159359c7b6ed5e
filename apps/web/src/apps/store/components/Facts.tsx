import type { AlgorithmSummary } from '@ads/contract';
import BlockIcon from '@mui/icons-material/Block';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import MemoryOutlinedIcon from '@mui/icons-material/MemoryOutlined';
import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';
import { categoryTitle, plural } from '../format';

/** The category as a small coloured label. */
export function CategoryChip({ category }: { category: AlgorithmSummary['category'] }) {
  return (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      label={categoryTitle(category)}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** "Deprecated", with its sentence on hover (the algorithm's page shows it in full). */
export function DeprecatedBadge({ reason }: { reason: string }) {
  const { t } = useTranslation('store');
  return (
    <Tooltip title={reason}>
      <Chip
        size="small"
        color="warning"
        icon={<BlockIcon />}
        label={t('card.deprecated')}
        aria-label={t('card.deprecatedWith', { reason })}
      />
    </Tooltip>
  );
}

/** Platforms, ROS distro and GPU of a version, as quiet chips. */
export function RuntimeChips(props: {
  platforms: readonly string[];
  ros: string | null;
  gpu: boolean;
}) {
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {props.platforms.map((platform) => (
        <Chip key={platform} size="small" variant="outlined" label={platform} translate="no" />
      ))}
      {props.ros && <Chip size="small" variant="outlined" label={`ROS 2 ${props.ros}`} />}
      {props.gpu && (
        <Chip size="small" variant="outlined" icon={<MemoryOutlinedIcon />} label="GPU" />
      )}
    </Stack>
  );
}

/** A download count with its icon. */
export function Installs({ count }: { count: number }) {
  return (
    <Box
      component="span"
      aria-label={plural(count, 'install')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
    >
      <DownloadOutlinedIcon sx={{ fontSize: 18 }} />
      <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(count)}
      </Typography>
    </Box>
  );
}
