import {
  type BoardSpec,
  type CameraIntrinsics,
  type QualityView,
  calibrationProgress,
  coverageGrid,
  viewWarnings,
} from '@ads/calibration';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { SimilarGroups } from './SimilarGroups';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

const BARS = ['X', 'Y', 'Size', 'Skew'] as const;

/**
 * How good the views are before calibrating: where in the image board corners were seen (a
 * heatmap over the image area), ROS camera_calibration's X / Y / Size / Skew bars, and the
 * warnings (too few views, views alike, edges nobody covered, no tilted view).
 */
export function ViewQuality(props: {
  views: QualityView[];
  board: BoardSpec;
  size: { width: number; height: number } | null;
  /** A current calibration: the similar-views check then reads exact poses. */
  camera?: CameraIntrinsics | null;
}) {
  const { views, board, size, camera } = props;
  const { t } = useTranslation('calibration');
  const quality = useMemo(() => {
    if (!size) return null;
    return {
      grid: coverageGrid(views, size),
      progress: calibrationProgress(views, board, size),
      warnings: viewWarnings(views, board, size, camera ?? undefined),
    };
  }, [views, board, size, camera]);

  if (!quality || !size) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('quality.before')}
      </Typography>
    );
  }
  const { grid, progress, warnings } = quality;
  const top = Math.max(1, ...grid.counts);
  const covered = grid.counts.filter((count) => count > 0).length;
  return (
    <Stack spacing={1.5}>
      <Box
        role="img"
        aria-label={t('quality.coverage', { covered, cells: grid.counts.length })}
        data-covered={covered}
        data-cells={grid.counts.length}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${grid.cols}, 1fr)`,
          aspectRatio: `${size.width} / ${size.height}`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {grid.counts.map((count, index) => (
          <Box
            key={index}
            title={t('quality.cellCorners', { count })}
            sx={{
              bgcolor: count ? 'success.main' : 'transparent',
              opacity: count ? 0.25 + 0.75 * (count / top) : 1,
              outline: '1px solid',
              outlineColor: 'divider',
            }}
          />
        ))}
      </Box>
      {progress && (
        <Box
          component="dl"
          aria-label={t('quality.variety')}
          data-good-enough={String(progress.goodEnough)}
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 0.5,
            alignItems: 'center',
          }}
        >
          {BARS.map((bar) => (
            <Box key={bar} sx={{ display: 'contents' }}>
              <Typography
                component="dt"
                variant="body2"
                sx={{ fontWeight: 600 }}
                title={t(`quality.help.${bar}`)}
              >
                {t(`quality.bars.${bar}`)}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <LinearProgress
                  variant="determinate"
                  value={Math.round(progress[bar].progress * 100)}
                  color={progress[bar].progress >= 1 ? 'success' : 'primary'}
                  aria-label={`${t(`quality.bars.${bar}`)}: ${t(`quality.help.${bar}`)}`}
                  data-progress={progress[bar].progress.toFixed(3)}
                  sx={{ height: 8, borderRadius: 4 }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Box aria-label={t('quality.warnings')} data-warnings={warnings.map((w) => w.code).join(' ')}>
        {warnings.length === 0 ? (
          <Alert severity="success">{t('quality.good')}</Alert>
        ) : (
          <Stack spacing={1}>
            {warnings.map((warning) => (
              <Alert
                key={warning.code}
                severity={warning.code === 'cannot-calibrate' ? 'error' : 'warning'}
                data-warning={warning.code}
              >
                {serverText(warning.message)}
                {warning.groups && <SimilarGroups groups={warning.groups} />}
              </Alert>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
