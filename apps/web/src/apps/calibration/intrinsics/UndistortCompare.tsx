import { Box, Slider, Typography } from '@mui/material';
import { ImageCanvas } from './ImageCanvas';
import { ReferenceLines } from './ReferenceLines';
import type { Undistorted } from './use-undistorted';
import type { View } from './views-state';
import { useTranslation } from 'react-i18next';

/**
 * A view as taken and undistorted: side by side, or one over the other split by a slider; the
 * undistorted one with straight reference lines through the board's rows and columns.
 */
export function UndistortCompare(props: {
  view: View;
  ready: Undistorted;
  mode: 'side' | 'slider';
  split: number;
  onSplit: (split: number) => void;
  grid: { cols: number; rows: number; ids: readonly number[] | undefined };
}) {
  const { view, ready, split } = props;
  const { t } = useTranslation('calibration');
  const frame = {
    position: 'relative',
    aspectRatio: `${view.width ?? 4} / ${view.height ?? 3}`,
    borderRadius: 1,
    overflow: 'hidden',
    bgcolor: 'action.hover',
  } as const;
  const undistorted = (
    <>
      <ImageCanvas image={ready.image} />
      <ReferenceLines
        corners={ready.corners}
        {...props.grid}
        width={ready.image.width}
        height={ready.image.height}
      />
    </>
  );
  if (props.mode === 'side')
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <Box>
          <Box sx={frame}>
            <Box
              component="img"
              src={view.url}
              alt={t('undistort.asTakenOf', { name: view.name })}
              sx={{ width: '100%', height: '100%', display: 'block' }}
            />
          </Box>
          <Typography variant="caption">{t('undistort.asTaken')}</Typography>
        </Box>
        <Box>
          <Box sx={frame} role="img" aria-label={t('undistort.undistortedOf', { name: view.name })}>
            {undistorted}
          </Box>
          <Typography variant="caption">{t('undistort.undistorted')}</Typography>
        </Box>
      </Box>
    );
  return (
    <Box>
      <Box sx={frame} role="img" aria-label={t('undistort.split', { name: view.name })}>
        <Box
          component="img"
          src={view.url}
          alt=""
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
        {/* The split's place is a style, not `sx`, which makes a CSS class of every value. */}
        <Box sx={{ position: 'absolute', inset: 0 }} style={{ clipPath: `inset(0 0 0 ${split}%)` }}>
          {undistorted}
        </Box>
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            width: 2,
            bgcolor: 'common.white',
          }}
          style={{ left: `${split}%` }}
        />
      </Box>
      <Slider
        size="small"
        value={split}
        onChange={(_event, value) => props.onSplit(value as number)}
        aria-label={t('undistort.splitSlider')}
      />
    </Box>
  );
}
