import FastForwardIcon from '@mui/icons-material/FastForward';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Box,
  IconButton,
  LinearProgress,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { formatNumber } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_RATES, type Playback, clockText } from '../model/playback';

/** Under the view: the clock, speed and distance, and how fast the view plays. */
export function TryHud(props: {
  playback: Playback;
  speed: number;
  /** 0–1 of the distance to drive. */
  progress: number;
  onToggle(): void;
  onRate(rate: number): void;
  onSkip(): void;
}) {
  const { t } = useTranslation('education');
  const { playback } = props;
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, props.progress * 100)}
        aria-label={t('try.distance')}
        // The clock moves it every frame: an eased transition would lag behind the numbers.
        sx={{
          height: 6,
          borderRadius: 3,
          mt: 1,
          '& .MuiLinearProgress-bar': { transition: 'none' },
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <IconButton
          size="small"
          onClick={props.onToggle}
          aria-label={playback.playing ? t('try.pause') : t('try.play')}
        >
          {playback.playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
        <Typography
          aria-label={t('try.clock')}
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
        >
          {clockText(playback.t)}
        </Typography>
        <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatNumber(props.speed * 3.6, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}{' '}
          km/h · {Math.floor(props.progress * 100)}%
        </Typography>
        <Box sx={{ flex: 1 }} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={playback.rate}
          onChange={(_, rate: number | null) => rate && props.onRate(rate)}
          aria-label={t('try.speed')}
        >
          {PLAYBACK_RATES.map((rate) => (
            <ToggleButton key={rate} value={rate} sx={{ px: 0.75, py: 0.25 }}>
              {rate}×
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <IconButton size="small" onClick={props.onSkip} aria-label={t('try.skip')}>
          <FastForwardIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
