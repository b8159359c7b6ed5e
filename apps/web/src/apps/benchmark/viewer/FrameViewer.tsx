import type { BenchFrameHeader, BenchSplit } from '@ads/contract';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Alert,
  Box,
  IconButton,
  Skeleton,
  Slider,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import { LazyPointCloudView } from '../../../lib/three/LazyPointCloudView';
import { PointCloudLegend } from '../../../lib/three/PointCloudLegend';
import type { ColorBy, PointCloudViewMode } from '../../../lib/three/types';
import { useFrame, useJudgedFrame, useSamples } from '../api';
import { className, count } from '../format';
import { VERDICT_COLOURS, frameBoxes, verdictCounts } from './frame-boxes';

/**
 * The lidar sits about 1.73 m above the road (KITTI's mounting; the sample dataset's too): the
 * grid goes on the ground and the height colours span the road to above a car's roof.
 */
const GROUND_Z = -1.73;
const HEIGHT_RANGE = [-2, 1.5] as const;

/** Frames shown per second while playing (the sample dataset is recorded at 10 Hz). */
const PLAY_FPS = 5;

/**
 * A dataset's frames in 3D with a scrubber: the points coloured by height or intensity, the
 * ground truth (val), and, given a submission, its boxes judged TP / FP / FN.
 */
export function FrameViewer(props: {
  dataset: number;
  split: BenchSplit;
  submission?: number;
  /** Open at this frame (e.g. one picked from the worst frames). */
  sample?: string | null;
  height?: number;
  /** Draw on every animation frame (the bench reads the view's frame rate this way). */
  continuous?: boolean;
}) {
  const samples = useSamples(props.dataset, props.split);
  const [at, setAt] = useState(0);
  const [view, setView] = useState<PointCloudViewMode>('bev');
  const [colorBy, setColorBy] = useState<ColorBy>('height');
  const [playing, setPlaying] = useState(false);
  const list = useMemo(() => samples.data ?? [], [samples.data]);
  const { t } = useTranslation('benchmark');
  const sample = list[Math.min(at, list.length - 1)] ?? null;

  // A frame picked outside (the worst frames) is followed once the frame list is known.
  const wanted = `${props.sample ?? ''}|${list.length}`;
  const [followed, setFollowed] = useState('');
  if (wanted !== followed) {
    setFollowed(wanted);
    const index = props.sample ? list.indexOf(props.sample) : -1;
    if (index >= 0) setAt(index);
  }

  useEffect(() => {
    if (!playing || list.length === 0) return;
    const timer = setInterval(() => setAt((now) => (now + 1) % list.length), 1000 / PLAY_FPS);
    return () => clearInterval(timer);
  }, [playing, list.length]);

  const frame = useFrame(props.dataset, sample);
  const judged = useJudgedFrame(props.submission ?? null, sample);
  const header = frame.data?.header as BenchFrameHeader | undefined;
  const boxes = useMemo(
    () =>
      frameBoxes(header, props.submission ? judged.data : undefined, {
        className: (name) => className(name, t).toLowerCase(),
        missed: t('viewer.missed'),
      }),
    [header, judged.data, props.submission, t],
  );
  const counts = verdictCounts(props.submission ? judged.data : undefined);
  const legend = props.submission
    ? props.split === 'val'
      ? [
          { color: VERDICT_COLOURS.gt, label: t('viewer.legend.found') },
          { color: VERDICT_COLOURS.fn, label: t('viewer.legend.fn') },
          { color: VERDICT_COLOURS.tp, label: t('viewer.legend.tp'), dashed: true },
          { color: VERDICT_COLOURS.fp, label: t('viewer.legend.fp'), dashed: true },
        ]
      : [{ color: VERDICT_COLOURS.pred, label: t('viewer.legend.pred'), dashed: true }]
    : props.split === 'val'
      ? [{ color: VERDICT_COLOURS.gt, label: t('viewer.legend.gt') }]
      : [];
  const height = props.height ?? 520;

  if (samples.isError) return <Alert severity="error">{serverText(samples.error.message)}</Alert>;
  return (
    <Box>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, value: PointCloudViewMode | null) => value && setView(value)}
          aria-label={t('viewer.view')}
        >
          <ToggleButton value="bev">{t('viewer.bev')}</ToggleButton>
          <ToggleButton value="orbit">{t('viewer.orbit')}</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={colorBy}
          onChange={(_event, value: ColorBy | null) => value && setColorBy(value)}
          aria-label={t('viewer.colourBy')}
        >
          <ToggleButton value="height">{t('viewer.height')}</ToggleButton>
          <ToggleButton value="intensity">{t('viewer.intensity')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {sample
            ? t('viewer.caption', {
                sample,
                at: count(at + 1),
                total: count(list.length),
                points: count(frame.data?.positions.length ? frame.data.positions.length / 3 : 0),
              })
            : t('viewer.noFrame')}
          {props.submission && props.split === 'val' && judged.data
            ? t('viewer.counts', counts)
            : ''}
        </Typography>
      </Stack>
      <Box
        sx={{
          position: 'relative',
          height,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: '#0b0f17',
        }}
      >
        {frame.data ? (
          <LazyPointCloudView
            positions={frame.data.positions}
            intensity={frame.data.intensity}
            colorBy={colorBy}
            heightRange={HEIGHT_RANGE}
            groundZ={GROUND_Z}
            continuous={props.continuous ?? false}
            boxes={boxes}
            view={view}
            height={height}
            aria-label={t('viewer.inView', { sample: sample ?? '' })}
          />
        ) : frame.isError ? (
          <Alert severity="error">{serverText(frame.error.message)}</Alert>
        ) : (
          <Skeleton variant="rounded" height={height} aria-label={t('viewer.loading')} />
        )}
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ mt: 1, alignItems: 'center' }}>
        <Tooltip title={playing ? t('viewer.pause') : t('viewer.play')}>
          <IconButton
            aria-label={playing ? t('viewer.pause') : t('viewer.play')}
            onClick={() => setPlaying((now) => !now)}
            disabled={list.length < 2}
          >
            {playing ? <PauseIcon /> : <PlayArrowIcon />}
          </IconButton>
        </Tooltip>
        <Slider
          aria-label={t('viewer.frame')}
          min={0}
          max={Math.max(0, list.length - 1)}
          value={Math.min(at, Math.max(0, list.length - 1))}
          onChange={(_event, value) => {
            setPlaying(false);
            setAt(value as number);
          }}
          disabled={list.length < 2}
        />
      </Stack>
      <PointCloudLegend colorBy={colorBy} heightRange={HEIGHT_RANGE} boxes={legend} />
    </Box>
  );
}
