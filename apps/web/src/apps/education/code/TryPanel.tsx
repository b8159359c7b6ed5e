import type { EduChallenge } from '@ads/contract';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';
import { EpisodeFactsView } from '../components/EpisodeFactsView';
import { factsOfTry } from '../model/episode-facts';
import { episodeText } from '../model/episodes';
import { EVENT_COLOR, eventLabel } from '../model/submission-status';
import { frameAt, framesEnd, isTrying } from '../model/try-run';
import { DriveCanvas } from '../view/DriveCanvas';
import { TryHud } from './TryHud';
import { useTryRun } from './use-try-run';

/**
 * "Try": one episode of the challenge driven in the browser by the same simulator and sandbox
 * the server scores with, the car followed live on the map. It scores nothing.
 */
export function TryPanel({ challenge, source }: { challenge: EduChallenge; source: string }) {
  const { t } = useTranslation('education');
  const [episode, setEpisode] = useState(0);
  const controls = useTryRun();
  const { run, playback } = controls;
  const trying = isTrying(run);
  const frame = frameAt(run.frames, playback.t);
  const trail = useMemo(
    () => ({ x: run.frames.map((f) => f.x), y: run.frames.map((f) => f.y) }),
    [run.frames],
  );
  const trailCount = frame ? Math.round(frame.t * 20) + 1 : 0;
  const seen = (run.result?.events ?? []).filter((event) => event.t <= playback.t);
  const markers = seen
    .filter((event) => event.kind !== 'lap' || event.t < (run.result?.timeS ?? Infinity))
    .flatMap((event) => {
      const at = frameAt(run.frames, event.t);
      return at ? [{ x: at.x, y: at.y, color: EVENT_COLOR[event.kind] }] : [];
    });
  const atEnd = run.phase === 'done' && playback.t >= framesEnd(run);
  const distance = frame ? frame.driven + frame.remaining : 0;
  // The last frame is the call before the finishing step: at the end the result says how far.
  const progress =
    atEnd && run.result ? run.result.completion : distance > 0 ? frame!.driven / distance : 0;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('try.title')}
      data-phase={run.phase}
      sx={{ p: 2 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('try.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('try.text')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={t('try.episode')}
          value={episode}
          onChange={(event) => setEpisode(Number(event.target.value))}
          disabled={trying}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {challenge.episodes.map((item, index) => (
            <MenuItem key={index} value={index}>
              {episodeText(t, item, index)}
            </MenuItem>
          ))}
        </TextField>
        {trying ? (
          <Button variant="outlined" color="error" startIcon={<StopIcon />} onClick={controls.stop}>
            {t('try.stop')}
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            onClick={() => controls.start(source, challenge.episodes[episode]!, episode)}
          >
            {t('try.run')}
          </Button>
        )}
      </Stack>
      {run.phase !== 'idle' && (
        <Box sx={{ mt: 2 }}>
          {run.scene ? (
            <DriveCanvas
              scene={run.scene}
              t={playback.t}
              trail={trail}
              trailCount={trailCount}
              car={frame ?? run.scene.start}
              markers={markers}
              label={t('try.running', {
                episode: episodeText(t, challenge.episodes[run.episode]!, run.episode),
              })}
            />
          ) : (
            <Skeleton
              variant="rounded"
              sx={{ width: '100%', height: 'auto', aspectRatio: '1.1' }}
            />
          )}
          <TryHud
            playback={playback}
            speed={frame?.speed ?? 0}
            progress={progress}
            onToggle={controls.toggle}
            onRate={controls.setRate}
            onSkip={controls.skip}
          />
          {seen.length > 0 && (
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}
              aria-label={t('try.events')}
            >
              {seen.map((event, index) => (
                <Chip
                  key={index}
                  size="small"
                  variant="outlined"
                  label={t('try.event', {
                    seconds: formatNumber(event.t, {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    }),
                    event: eventLabel(t, event.kind),
                  })}
                  sx={{ borderColor: EVENT_COLOR[event.kind] }}
                />
              ))}
            </Stack>
          )}
          {run.phase === 'failed' && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {run.error}
            </Alert>
          )}
          {atEnd && run.result && (
            <Box sx={{ mt: 2 }}>
              <EpisodeFactsView facts={factsOfTry(run.result)} title={t('try.result')} />
            </Box>
          )}
        </Box>
      )}
    </Paper>
  );
}
