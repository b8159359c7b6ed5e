import { numberAt } from '@ads/record-reader';
import { Box, Stack, Typography, useTheme } from '@mui/material';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import { type RecordAccess, useSignals } from '../api';
import { splitSeriesPath } from './layout';
import { PLOT_BOTTOM, PLOT_TOP, cursorX, drawPlot, secondsAtX } from './plot-canvas';
import {
  type PlotWindow,
  SERIES_COLORS,
  formatValue,
  leftWindow,
  valueAt,
  valueRange,
  windowAround,
} from './plot-series';
import type { PlaybackMessage, Series } from './protocol';
import { Empty } from './RawPanel';

/**
 * Series by path (`/vehicle/status.velocity`) shown over a window around the current time, with
 * a cursor there and each series' value at it. The curves are the server's (`GET
 * /api/record/:id/signal/`, or `/api/record/shared/signal/` on a share's page; read from its own copy of the file, min/max over the whole record,
 * once per path): a topic interleaved with large clouds would otherwise make the page fetch
 * every chunk of the window by range (16 MB a second of a 10 Hz 100k-point drive). The value at
 * the cursor is the message's own, from the playback's messages at the current time; the
 * curve's value there only while no message has come. A click on the plot seeks there.
 */
export function PlotPanel(props: {
  /** Whose signals: the owner's record by id, or a share's by token. */
  access: RecordAccess;
  paths: string[];
  topicNames: readonly string[];
  /** The playback's messages at the current time, by topic (the plot's topics among them). */
  messages: ReadonlyMap<string, PlaybackMessage>;
  durationS: number;
  seconds: number;
  onSeek(seconds: number): void;
}) {
  const { t } = useTranslation('statistics');
  const theme = useTheme();
  const { seconds, durationS } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const [window, setWindow] = useState<PlotWindow>(() => windowAround(seconds, durationS));
  const [size, setSize] = useState({ width: 0, height: 0 });

  // Keyed by content: a page that passes equal new arrays does not read the series again.
  const pathsKey = props.paths.join('\n');
  const namesKey = props.topicNames.join('\n');
  const wanted = useMemo(
    () =>
      (pathsKey ? pathsKey.split('\n') : [])
        .map((full) => splitSeriesPath(full, namesKey.split('\n')))
        .filter((each): each is { topic: string; path: string } => each !== null),
    [pathsKey, namesKey],
  );

  if (leftWindow(seconds, window, durationS)) {
    // Set while rendering (React's way of adjusting state to a prop).
    setWindow(windowAround(seconds, durationS));
  }

  const signals = useSignals(props.access, wanted);
  const failed = signals.error?.message ?? null;
  // Series in the order of the paths; null while a path's curve is on its way.
  const shown = useMemo(
    () =>
      wanted.map((want, index): Series | null => {
        const data = signals.data[index];
        return data
          ? { ...want, t: Float64Array.from(data.t), v: Float64Array.from(data.v) }
          : null;
      }),
    [wanted, signals.data],
  );

  useEffect(() => {
    const element = canvas.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const range = useMemo(
    () =>
      valueRange(
        shown.filter((each): each is Series => each !== null),
        window,
      ),
    [shown, window],
  );
  // Drawn when the curves, the window or the size change; the cursor moves over it (below).
  useEffect(() => {
    const element = canvas.current;
    if (!element || size.width === 0) return;
    const ratio = Math.min(2, globalThis.devicePixelRatio || 1);
    const width = Math.round(size.width * ratio);
    const height = Math.round(size.height * ratio);
    // Setting a canvas's size, even the same, gives it a new, blank buffer.
    if (element.width !== width) element.width = width;
    if (element.height !== height) element.height = height;
    const context = element.getContext('2d');
    if (!context) return;
    drawPlot(
      context,
      { ...size, ratio },
      shown.filter((each): each is Series => each !== null),
      window,
      range,
      {
        axis: theme.palette.divider,
        grid: theme.palette.action.hover,
        text: theme.palette.text.secondary,
      },
    );
  }, [shown, window, range, size, theme]);

  if (props.paths.length === 0) return <Empty text={t('playback.plot.choose')} />;
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mb: 0.5 }}>
        {wanted.map((want, index) => {
          const one = shown[index];
          const message = props.messages.get(want.topic)?.message;
          const value =
            (message === undefined ? undefined : numberAt(message, want.path)) ??
            (one ? valueAt(one, seconds) : null);
          return (
            <PlotValue
              key={`${want.topic}.${want.path}`}
              path={`${want.topic}.${want.path}`}
              color={SERIES_COLORS[index % SERIES_COLORS.length]!}
              value={value}
            />
          );
        })}
      </Stack>
      {failed && (
        <Typography variant="caption" color="error">
          {t('playback.readFailed')} <span translate="no">{serverText(failed)}</span>
        </Typography>
      )}
      <Box sx={{ flex: 1, minHeight: 80, position: 'relative' }}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('playback.plot.label', { paths: props.paths.join(', ') })}
          data-series-points={shown.reduce((n, each) => n + (each?.t.length ?? 0), 0)}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            props.onSeek(secondsAtX(event.clientX - box.left, box.width, window));
          }}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            cursor: 'crosshair',
          }}
        />
        {size.width > 0 && (
          // A plain element, its place inline: it moves as the time does, and `sx` made a class
          // of each position (the page's style sheet grew) and cost the render its styles.
          <div
            data-testid="plot-cursor"
            aria-hidden
            style={{
              position: 'absolute',
              left: 0,
              top: PLOT_TOP,
              bottom: PLOT_BOTTOM,
              width: '1.5px',
              background: theme.palette.warning.main,
              pointerEvents: 'none',
              transform: `translateX(${cursorX(seconds, size.width, window) - 0.75}px)`,
            }}
          />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
        {t('playback.plot.axis')}
      </Typography>
    </Box>
  );
}

/** A series' name and its value at the cursor: rendered again when the value changes. */
const PlotValue = memo(function PlotValue(props: {
  path: string;
  color: string;
  value: number | null;
}) {
  return (
    <Typography
      variant="body2"
      data-testid="plot-value"
      data-path={props.path}
      data-value={props.value ?? undefined}
      sx={VALUE_SX}
    >
      <Box component="span" sx={{ ...DOT_SX, bgcolor: props.color }} />
      <Box component="span" translate="no" sx={NAME_SX}>
        {props.path}
      </Box>
      <Box component="span" sx={NUMBER_SX}>
        {props.value === null ? '–' : formatValue(props.value)}
      </Box>
    </Typography>
  );
});

const VALUE_SX = { display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 } as const;
const DOT_SX = { width: 10, height: 10, borderRadius: '50%', flex: 'none' } as const;
const NAME_SX = { overflowWrap: 'anywhere' } as const;
const NUMBER_SX = { fontWeight: 700, fontVariantNumeric: 'tabular-nums' } as const;
