import type { TurnSignal } from '@ads/contract';
import ArrowLeftIcon from '@mui/icons-material/ArrowBack';
import ArrowRightIcon from '@mui/icons-material/ArrowForward';
import { Box, keyframes } from '@mui/material';
import { useTranslation } from 'react-i18next';

const blink = keyframes`
  0%, 49% { opacity: 1; }
  50%, 100% { opacity: 0.15; }
`;

/** The indicators: the lit arrow blinks (both for hazard), the other stays dim. */
export function TurnSignals({ signal }: { signal: TurnSignal }) {
  const { t } = useTranslation('hmi');
  const lit = (side: 'LEFT' | 'RIGHT') => signal === side || signal === 'HAZARD';
  const arrow = (side: 'LEFT' | 'RIGHT') => ({
    fontSize: 36,
    color: lit(side) ? '#43A047' : 'text.disabled',
    opacity: lit(side) ? 1 : 0.3,
    animation: lit(side) ? `${blink} 1s steps(1) infinite` : 'none',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  });
  const label =
    signal === 'NONE'
      ? t('signals.off')
      : signal === 'HAZARD'
        ? t('signals.hazard')
        : signal === 'LEFT'
          ? t('signals.left')
          : t('signals.right');
  return (
    <Box role="status" aria-label={label} data-signal={signal} sx={{ display: 'flex', gap: 1 }}>
      <ArrowLeftIcon sx={arrow('LEFT')} data-lit={lit('LEFT')} />
      <ArrowRightIcon sx={arrow('RIGHT')} data-lit={lit('RIGHT')} />
    </Box>
  );
}
