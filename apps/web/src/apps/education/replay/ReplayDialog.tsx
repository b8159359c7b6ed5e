import type { EduChallenge } from '@ads/contract';
import CloseIcon from '@mui/icons-material/Close';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Alert,
  Box,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';
import { useReplay } from '../api';
import { shownSentence } from '../components/ServerSentence';
import { PLAYBACK_RATES, clockText } from '../model/playback';
import { END_COLOR, EVENT_COLOR, endLabel, eventLabel } from '../model/submission-status';
import { DriveCanvas } from '../view/DriveCanvas';
import { poseAt, samplesUntil, traceEnd } from '../view/trace';
import { usePlayback } from '../view/use-playback';
import { ReplayTimeline } from './ReplayTimeline';
import { useScene } from './use-scene';

/**
 * A scored episode played back from its stored trace: the car on the map over the lap, the
 * way driven, the lights and stopped cars of its seed, the events on the map and along the
 * timeline; play, pause, seek, speed.
 */
export function ReplayDialog(props: {
  challenge: EduChallenge;
  submission: number;
  episode: number;
  onClose(): void;
}) {
  const { t } = useTranslation('education');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const replay = useReplay(props.submission, props.episode);
  const { scene, error: sceneError } = useScene(props.challenge.episodes[props.episode]);
  const trace = replay.data?.trace;
  const end = trace ? traceEnd(trace) : 0;
  // Playing from the start; it waits at 0 until the trace has come.
  const clock = usePlayback(end, trace !== undefined, true);
  const { playback } = clock;
  // The way this submission drove, on the road of its episode.
  const shown = useMemo(
    () =>
      scene && replay.data && replay.data.path.x.length > 1
        ? { ...scene, path: replay.data.path }
        : scene,
    [scene, replay.data],
  );
  const events = replay.data?.events ?? [];
  const markers = trace
    ? events
        .filter((event) => event.t <= playback.t)
        .flatMap((event) => {
          const at = poseAt(trace, event.t);
          return at ? [{ x: at.x, y: at.y, color: EVENT_COLOR[event.kind] }] : [];
        })
    : [];
  const car = trace ? poseAt(trace, playback.t) : null;
  const title = t('replay.title', { submission: props.submission, episode: props.episode + 1 });

  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      onClose={props.onClose}
      aria-label={title}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0, fontSize: 17 }}>{title}</Box>
        <IconButton aria-label={t('replay.close')} onClick={props.onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: 2 }}>
        {replay.isError && (
          <Alert severity="error" lang={shownSentence(replay.error.message).lang}>
            {shownSentence(replay.error.message).shown}
          </Alert>
        )}
        {sceneError && <Alert severity="error">{sceneError}</Alert>}
        {replay.data && shown && trace ? (
          <Box data-testid="replay" data-end={replay.data.end} data-t={playback.t.toFixed(1)}>
            <DriveCanvas
              scene={shown}
              t={playback.t}
              trail={trace}
              trailCount={samplesUntil(trace, playback.t)}
              car={car}
              markers={markers}
              label={title}
            />
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}
            >
              <IconButton
                onClick={clock.toggle}
                aria-label={playback.playing ? t('replay.pause') : t('replay.play')}
                color="primary"
              >
                {playback.playing ? <PauseIcon /> : <PlayArrowIcon />}
              </IconButton>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
                {clockText(playback.t)} / {clockText(end)}
              </Typography>
              <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber((car?.speed ?? 0) * 3.6, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                })}{' '}
                km/h
              </Typography>
              <Box sx={{ flex: 1 }} />
              <Chip
                size="small"
                color={END_COLOR[replay.data.end]}
                label={endLabel(t, replay.data.end)}
              />
            </Stack>
            <ReplayTimeline t={playback.t} end={end} events={events} onSeek={clock.seek} />
            <ToggleButtonGroup
              size="small"
              exclusive
              value={playback.rate}
              onChange={(_, rate: number | null) => rate && clock.setRate(rate)}
              aria-label={t('replay.speed')}
            >
              {PLAYBACK_RATES.map((rate) => (
                <ToggleButton key={rate} value={rate} sx={{ px: 1, py: 0.25 }}>
                  {rate}×
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Box component="ol" aria-label={t('replay.events')} sx={{ pl: 2.5, mt: 1.5, mb: 0 }}>
              {events.map((event, index) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={index}
                  sx={{ cursor: 'pointer', mb: 0.5 }}
                  onClick={() => clock.seek(event.t)}
                >
                  <Box component="span" sx={{ color: EVENT_COLOR[event.kind], fontWeight: 700 }}>
                    {eventLabel(t, event.kind)}
                  </Box>{' '}
                  {clockText(event.t)} · {formatNumber(Math.round(event.at))} m
                  {event.detail && (
                    <span lang={shownSentence(event.detail).lang}>
                      {' · '}
                      {shownSentence(event.detail).shown}
                    </span>
                  )}
                </Typography>
              ))}
              {events.length === 0 && (
                <Typography component="li" variant="body2" color="text.secondary">
                  {t('replay.noEvents')}
                </Typography>
              )}
            </Box>
          </Box>
        ) : (
          !replay.isError &&
          !sceneError && (
            <Skeleton
              variant="rounded"
              sx={{ width: '100%', height: 'auto', aspectRatio: '1.1' }}
            />
          )
        )}
      </DialogContent>
    </Dialog>
  );
}
