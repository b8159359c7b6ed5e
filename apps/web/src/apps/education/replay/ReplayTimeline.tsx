import type { EduReplay } from '@ads/contract';
import { Box, Slider } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { clockText } from '../model/playback';
import { EVENT_COLOR, eventLabel } from '../model/submission-status';

/** The replay's timeline: a slider to seek, the events marked along it (each a seek too). */
export function ReplayTimeline(props: {
  t: number;
  end: number;
  events: EduReplay['events'];
  onSeek(t: number): void;
}) {
  const { t } = useTranslation('education');
  const { end } = props;
  return (
    <Box sx={{ position: 'relative', pt: 1.5, px: 1 }}>
      <Box aria-label={t('replay.marks')} sx={{ position: 'relative', height: 14, mx: 0 }}>
        {props.events.map((event, index) => (
          <Box
            key={index}
            component="button"
            type="button"
            title={`${clockText(event.t)} ${eventLabel(t, event.kind)}`}
            aria-label={t('replay.goTo', {
              time: clockText(event.t),
              event: eventLabel(t, event.kind),
            })}
            data-event={event.kind}
            onClick={() => props.onSeek(event.t)}
            sx={{
              position: 'absolute',
              // The last lap ends a step after the trace's last sample: kept on the track.
              left: `${end > 0 ? Math.min(100, (event.t / end) * 100) : 0}%`,
              top: 0,
              width: 12,
              height: 12,
              ml: '-6px',
              p: 0,
              border: '2px solid #fff',
              borderRadius: '50%',
              bgcolor: EVENT_COLOR[event.kind],
              cursor: 'pointer',
              boxShadow: 1,
            }}
          />
        ))}
      </Box>
      <Slider
        size="small"
        min={0}
        max={Math.max(end, 0.1)}
        step={0.1}
        value={Math.min(props.t, end)}
        onChange={(_, value) => props.onSeek(value as number)}
        valueLabelDisplay="auto"
        valueLabelFormat={clockText}
        slotProps={{ input: { 'aria-label': t('replay.timeline') } }}
      />
    </Box>
  );
}
