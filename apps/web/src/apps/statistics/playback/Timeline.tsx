import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import {
  Box,
  GlobalStyles,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
  useTheme,
} from '@mui/material';
import { memo, type PointerEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlaybackTime, useShownTime } from './playback-time';
import type { Playback } from './use-playback';
import { SPEEDS, clockText, formatSeconds, fractionOf, offsetAtFraction, step } from './timeline';

/** What the timeline needs of the playback: its time store and the stable actions. */
export type TimelinePlayback = Pick<
  Playback,
  'time' | 'duration' | 'playing' | 'speed' | 'seek' | 'play' | 'pause' | 'setSpeed'
>;

/**
 * Play, pause, step, speed and the bar over the record's time: a click or a drag on the bar
 * seeks (the keys are the section's, see PlaybackSection). The time shows as seconds from the
 * start and on the record's own clock. Only the time's text and the bar's moving parts render
 * as the time moves (they subscribe to it); the buttons render when playing starts or stops.
 */
export const Timeline = memo(function Timeline(props: {
  playback: TimelinePlayback;
  startNs: string;
  clock: 'wall' | 'simulation';
  /** Buttons beside the time (copy link, open in Foxglove). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('statistics');
  const { time, duration, seek } = props.playback;

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
            onClick={() => seek(step(time.get(), -1, duration))}
          >
            <SkipPreviousIcon />
          </IconButton>
        </Tooltip>
        {props.playback.playing ? (
          <Tooltip title={t('playback.pause')}>
            <IconButton
              aria-label={t('playback.pause')}
              color="primary"
              onClick={props.playback.pause}
            >
              <PauseIcon />
            </IconButton>
          </Tooltip>
        ) : (
          <Tooltip title={t('playback.play')}>
            <IconButton
              aria-label={t('playback.play')}
              color="primary"
              onClick={props.playback.play}
            >
              <PlayArrowIcon />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('playback.stepForward')}>
          <IconButton
            aria-label={t('playback.stepForward')}
            onClick={() => seek(step(time.get(), 1, duration))}
          >
            <SkipNextIcon />
          </IconButton>
        </Tooltip>
        <SpeedSelect speed={props.playback.speed} onChange={props.playback.setSpeed} />
        <Box sx={{ minWidth: 0, mr: 'auto' }}>
          <TimeText time={time} duration={duration} startNs={props.startNs} clock={props.clock} />
        </Box>
        {props.actions}
      </Stack>
      <TimeBar time={time} duration={duration} seek={seek} />
    </Box>
  );
});

/** The time as seconds from the start and on the record's clock: renders as the time moves. */
function TimeText(props: {
  time: PlaybackTime;
  duration: bigint;
  startNs: string;
  clock: 'wall' | 'simulation';
}) {
  const { t } = useTranslation('statistics');
  const offset = useShownTime(props.time);
  const clock = clockText(props.startNs, offset, props.clock);
  return (
    <>
      <Typography data-testid="playback-seconds" data-offset-ns={offset.toString()} sx={TIME_SX}>
        {t('playback.seconds', {
          value: formatSeconds(offset),
          total: formatSeconds(props.duration),
        })}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        data-testid="playback-clock"
        sx={CLOCK_SX}
      >
        {props.clock === 'wall'
          ? t('playback.clockWall', { value: clock })
          : t('playback.clockSimulation', { value: clock })}
      </Typography>
    </>
  );
}

const TIME_SX = { fontVariantNumeric: 'tabular-nums', fontWeight: 600 } as const;
const CLOCK_SX = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The bar: a slider for assistive technology and the pointer. Its track is drawn once
 * (`TimeTrack`); as the time moves only the element's values and the two moving parts' places
 * change, as styles (`sx` made a class of every value: playing inserted a CSS rule each frame).
 */
function TimeBar(props: { time: PlaybackTime; duration: bigint; seek(to: bigint): void }) {
  const { t } = useTranslation('statistics');
  const theme = useTheme();
  const bar = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const seekAt = (event: PointerEvent) => {
    const box = bar.current?.getBoundingClientRect();
    if (!box || box.width <= 0) return;
    props.seek(offsetAtFraction((event.clientX - box.left) / box.width, props.duration));
  };
  const end = () => {
    dragging.current = false;
  };
  const offset = useShownTime(props.time);
  const fraction = fractionOf(offset, props.duration);
  const seconds = formatSeconds(offset);
  const total = formatSeconds(props.duration);
  const color = theme.palette.primary.main;
  return (
    <div
      ref={bar}
      role="slider"
      tabIndex={0}
      aria-label={t('playback.timeline')}
      aria-valuemin={0}
      aria-valuemax={Number(total)}
      aria-valuenow={Number(seconds)}
      aria-valuetext={t('playback.seconds', { value: seconds, total })}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        seekAt(event);
      }}
      onPointerMove={(event) => {
        if (dragging.current) seekAt(event);
      }}
      onPointerUp={end}
      onPointerCancel={end}
      className={BAR_CLASS}
      style={{ position: 'relative', height: 28, marginTop: theme.spacing(1) }}
    >
      <TimeTrack />
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: 11,
          height: 6,
          borderRadius: 3,
          background: color,
          width: `${fraction * 100}%`,
        }}
      />
      <div
        style={{
          position: 'absolute',
          top: 6,
          width: 16,
          height: 16,
          marginLeft: -8,
          borderRadius: '50%',
          background: color,
          boxShadow: theme.shadows[2],
          left: `${fraction * 100}%`,
        }}
      />
    </div>
  );
}

/** The bar's class: its cursor, touch and focus ring (a style cannot say `:focus-visible`). */
const BAR_CLASS = 'playback-time-bar';

/** The bar's grey track and its focus ring's rule: rendered once. */
const TimeTrack = memo(function TimeTrack() {
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          [`.${BAR_CLASS}`]: {
            cursor: 'pointer',
            touchAction: 'none',
            borderRadius: theme.shape.borderRadius,
          },
          [`.${BAR_CLASS}:focus-visible`]: {
            outline: `2px solid ${theme.palette.primary.main}`,
          },
        })}
      />
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
    </>
  );
});

/**
 * The speed chooser, rendered again only when the speed changes: a select with its styles is
 * the costliest part of the timeline (MUI's styles were inserted again each time: the bench's
 * profile while playing).
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
