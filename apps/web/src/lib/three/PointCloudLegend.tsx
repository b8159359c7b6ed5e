import { Box, Stack, Typography } from '@mui/material';
import { rampGradientCss, rampRange, type ColorBy } from './color-ramp';
import { useTranslation } from 'react-i18next';

/** What one box colour means, e.g. { color: '#4CAF50', label: 'Ground truth' }. */
export interface LegendBoxKind {
  color: string;
  label: string;
  /** Drawn in dashes in the view. */
  dashed?: boolean;
}

export interface PointCloudLegendProps {
  /** As given to the view. */
  colorBy: ColorBy;
  /** As given to the view (−2..3 m by default). */
  heightRange?: readonly [number, number];
  /** The box colours the page uses, with what each means. */
  boxes?: readonly LegendBoxKind[];
}

const formatBound = (value: number, colorBy: ColorBy) =>
  colorBy === 'height' ? `${value} m` : String(value);

/**
 * The key to a PointCloudView: its colour ramp with the range it spans, and what the box
 * colours mean. No three.js here: a page may show it before the view has loaded.
 */
export function PointCloudLegend({ colorBy, heightRange, boxes = [] }: PointCloudLegendProps) {
  const [low, high] = rampRange(colorBy, heightRange);
  const { t } = useTranslation('scene3d', { useSuspense: false });
  const title =
    colorBy === 'height'
      ? t('legend.height', { defaultValue: 'Height' })
      : t('legend.intensity', { defaultValue: 'Intensity' });
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      aria-label={t('legend.label', { defaultValue: 'Point cloud legend' })}
      role="group"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="caption" data-testid="legend-low">
          {formatBound(low, colorBy)}
        </Typography>
        <Box
          role="img"
          aria-label={t('legend.scale', {
            title,
            low: formatBound(low, colorBy),
            high: formatBound(high, colorBy),
            defaultValue: '{{title}} colour scale from {{low}} to {{high}}',
          })}
          sx={{ width: 120, height: 10, borderRadius: 1, background: rampGradientCss() }}
        />
        <Typography variant="caption" data-testid="legend-high">
          {formatBound(high, colorBy)}
        </Typography>
      </Stack>
      {boxes.map((kind) => (
        <Stack key={kind.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 14,
              height: 10,
              border: 2,
              borderStyle: kind.dashed ? 'dashed' : 'solid',
              borderColor: kind.color,
            }}
          />
          <Typography variant="caption">{kind.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
