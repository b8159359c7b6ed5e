import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaybackClientLike } from './client-types';
import { splitSeriesPath } from './layout';
import { drawPlot, secondsAtX } from './plot-canvas';
import {
  type PlotWindow,
  SERIES_COLORS,
  formatValue,
  leftWindow,
  valueAt,
  valueRange,
  windowAround,
} from './plot-series';
import type { Series } from './protocol';
import { Empty } from './RawPanel';

/**
 * Series by path (`/vehicle/status.velocity`) over a window around the current time, read from
 * the worker (`series`) and read again when the time leaves the window; a cursor at the current
 * time and each series' value there as a number. A click on the plot seeks there.
 */
export function PlotPanel(props: {
  client: PlaybackClientLike | null;
  paths: string[];
  topicNames: readonly string[];
  startNs: bigint;
  durationS: number;
  seconds: number;
  onSeek(seconds: number): void;
}) {
  const { t } = useTranslation('statistics');
  const theme = useTheme();
  const { client, seconds, durationS } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const [window, setWindow] = useState<PlotWindow>(() => windowAround(seconds, durationS));
  const [series, setSeries] = useState<Series[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
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
    // Set while rendering (React's way of adjusting state to a prop): the read below follows.
    setWindow(windowAround(seconds, durationS));
  }

  const { startNs } = props;
  useEffect(() => {
    if (!client || wanted.length === 0) return;
    let current = true;
    const ns = (s: number) => (startNs + BigInt(Math.round(s * 1e6)) * 1000n).toString();
    client.series(ns(window.from), ns(window.to), wanted).then(
      (answer) => {
        if (!current) return;
        setSeries(answer.series);
        setFailed(null);
      },
      (error: unknown) => {
        if (current) setFailed(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [client, wanted, window, startNs]);

  // Series in the order of the paths (the worker may answer in another).
  const shown = useMemo(() => {
    const data = series ?? [];
    return wanted.map(
      (want) => data.find((each) => each.topic === want.topic && each.path === want.path) ?? null,
    );
  }, [series, wanted]);

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
  useEffect(() => {
    const element = canvas.current;
    if (!element || size.width === 0) return;
    const ratio = Math.min(2, globalThis.devicePixelRatio || 1);
    element.width = Math.round(size.width * ratio);
    element.height = Math.round(size.height * ratio);
    const context = element.getContext('2d');
    if (!context) return;
    drawPlot(
      context,
      { ...size, ratio },
      shown.filter((each): each is Series => each !== null),
      window,
      range,
      seconds,
      {
        axis: theme.palette.divider,
        grid: theme.palette.action.hover,
        text: theme.palette.text.secondary,
        cursor: theme.palette.warning.main,
      },
    );
  }, [shown, window, range, seconds, size, theme]);

  if (props.paths.length === 0) return <Empty text={t('playback.plot.choose')} />;
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mb: 0.5 }}>
        {wanted.map((want, index) => {
          const one = shown[index];
          const value = one ? valueAt(one, seconds) : null;
          return (
            <Typography
              key={`${want.topic}.${want.path}`}
              variant="body2"
              data-testid="plot-value"
              data-path={`${want.topic}.${want.path}`}
              data-value={value ?? undefined}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
            >
              <Box
                component="span"
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  flex: 'none',
                  bgcolor: SERIES_COLORS[index % SERIES_COLORS.length],
                }}
              />
              <Box component="span" translate="no" sx={{ overflowWrap: 'anywhere' }}>
                {`${want.topic}.${want.path}`}
              </Box>
              <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {value === null ? '–' : formatValue(value)}
              </Box>
            </Typography>
          );
        })}
      </Stack>
      {failed && (
        <Typography variant="caption" color="error">
          {t('playback.readFailed')} <span translate="no">{failed}</span>
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
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
        {t('playback.plot.axis')}
      </Typography>
    </Box>
  );
}
