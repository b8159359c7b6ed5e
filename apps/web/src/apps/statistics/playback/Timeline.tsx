import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import { Box, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { memo, type PointerEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Playback } from './use-playback';
import { SPEEDS, clockText, formatSeconds, fractionOf, offsetAtFraction, step } from './timeline';

/**
 * Play, pause, step, speed and the bar over the record's time: a click or a drag on the bar
 * seeks (the keys are the section's, see PlaybackSection). The time shows as seconds from the
 * start and on the record's own clock.
 */
export function Timeline(props: {
  playback: Playback;
  startNs: string;
  clock: 'wall' | 'simulation';
  /** Buttons beside the time (copy link, open in Foxglove). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('statistics');
  const { playback } = props;
  const { offset, duration } = playback;
  const bar = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const seekAt = (event: PointerEvent) => {
    const box = bar.current?.getBoundingClientRect();
    if (!box || box.width <= 0) return;
    playback.seek(offsetAtFraction((event.clientX - box.left) / box.width, duration));
  };
  const fraction = fractionOf(offset, duration);
  const seconds = formatSeconds(offset);
  const clock = clockText(props.startNs, offset, props.clock);

  return (
    <Box>
      <Stack
        direction="row"
        spacing={0.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Tooltip title={t('playback.stepBack')}>
          <IconButton
            aria-label={t('playback.stepBack')}
            onClick={() => playback.seek(step(offset, -1, duration))}
          >
            <SkipPreviousIcon />
          </IconButton>
        </Tooltip>
        {playback.playing ? (
          <Tooltip title={t('playback.pause')}>
            <IconButton aria-label={t('playback.pause')} color="primary" onClick={playback.pause}>
              <PauseIcon />
            </IconButton>
          </Tooltip>
        ) : (
          <Tooltip title={t('playback.play')}>
            <IconButton aria-label={t('playback.play')} color="primary" onClick={playback.play}>
              <PlayArrowIcon />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('playback.stepForward')}>
          <IconButton
            aria-label={t('playback.stepForward')}
            onClick={() => playback.seek(step(offset, 1, duration))}
          >
            <SkipNextIcon />
          </IconButton>
        </Tooltip>
        <SpeedSelect speed={playback.speed} onChange={playback.setSpeed} />
        <Box sx={{ minWidth: 0, mr: 'auto' }}>
          <Typography
            data-testid="playback-seconds"
            data-offset-ns={offset.toString()}
            sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
          >
            {t('playback.seconds', { value: seconds, total: formatSeconds(duration) })}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            data-testid="playback-clock"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {props.clock === 'wall'
              ? t('playback.clockWall', { value: clock })
              : t('playback.clockSimulation', { value: clock })}
          </Typography>
        </Box>
        {props.actions}
      </Stack>
      <Box
        ref={bar}
        role="slider"
        tabIndex={0}
        aria-label={t('playback.timeline')}
        aria-valuemin={0}
        aria-valuemax={Number(formatSeconds(duration))}
        aria-valuenow={Number(seconds)}
        aria-valuetext={t('playback.seconds', { value: seconds, total: formatSeconds(duration) })}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          seekAt(event);
        }}
        onPointerMove={(event) => {
          if (dragging.current) seekAt(event);
        }}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onPointerCancel={() => {
          dragging.current = false;
        }}
        sx={{
          position: 'relative',
          height: 28,
          mt: 1,
          cursor: 'pointer',
          touchAction: 'none',
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: 11,
            height: 6,
            borderRadius: 3,
            bgcolor: 'action.selected',
          }}
        />
        {/* The moving parts' place is a style, not `sx`: `sx` makes a class of every value, and
            playing inserted a new CSS rule at each frame (the bench's profile while playing). */}
        <Box
          sx={{
            position: 'absolute',
            left: 0,
            top: 11,
            height: 6,
            borderRadius: 3,
            bgcolor: 'primary.main',
          }}
          style={{ width: `${fraction * 100}%` }}
        />
        <Box
          sx={{
            position: 'absolute',
            top: 6,
            width: 16,
            height: 16,
            ml: '-8px',
            borderRadius: '50%',
            bgcolor: 'primary.main',
            boxShadow: 2,
          }}
          style={{ left: `${fraction * 100}%` }}
        />
      </Box>
    </Box>
  );
}

/**
 * The speed chooser, rendered again only when the speed changes: the timeline renders at every
 * frame of play, and a select with its styles is the costliest part of it (MUI's styles were
 * inserted again each time: the bench's profile while playing).
 */
const SpeedSelect = memo(function SpeedSelect(props: {
  speed: number;
  onChange(speed: number): void;
}) {
  const { t } = useTranslation('statistics');
  return (
    <TextField
      select
      size="small"
      label={t('playback.speed')}
      value={String(props.speed)}
      onChange={(event) => props.onChange(Number(event.target.value))}
      sx={{ width: 96, mx: 1 }}
    >
      {SPEEDS.map((speed) => (
        <MenuItem key={speed} value={String(speed)}>
          {t('playback.speedValue', { value: speed })}
        </MenuItem>
      ))}
    </TextField>
  );
});
