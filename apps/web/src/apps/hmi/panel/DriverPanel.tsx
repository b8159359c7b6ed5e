import { Alert, Box, Chip, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useHmiLive } from '../live/live-store';
import { formatDistance, formatDuration, formatSteering, speedKmh } from '../model/format';
import { modeLook } from '../model/mode-look';
import { bannerSeverity, bannerText } from '../model/velocity-banner';
import { TurnSignals } from './TurnSignals';

function Fact(props: { label: string; value: string; tone?: 'warning' | 'success' }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {props.label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontWeight: 600,
          color: props.tone ? `${props.tone}.main` : 'text.primary',
        }}
        aria-label={props.label}
      >
        {props.value}
      </Typography>
    </Box>
  );
}

/**
 * Why the vehicle slows or stops, in a sentence: in AUTO its nearest velocity factor, else what
 * holds it (the mode, the emergency stop).
 */
export function VelocityBanner() {
  const { t } = useTranslation('hmi');
  const banner = useHmiLive(
    useShallow((live) => {
      const factors = live.planning?.velocity_factors ?? [];
      const text = bannerText(factors, live.state);
      return { text, severity: text ? bannerSeverity(factors, live.state) : null };
    }),
  );
  const { text } = banner;
  if (!text) return null;
  return (
    <Alert
      severity={banner.severity ?? 'warning'}
      variant="filled"
      role="status"
      aria-label={t('driver.why')}
      sx={{ fontWeight: 700, fontSize: '1.05rem', alignItems: 'center' }}
    >
      {text}
    </Alert>
  );
}

/**
 * What a driver glances at: speed, gear, steering, turn signals, the mode, localisation, the
 * route and what is left of it, and why the vehicle slows. Each figure re-renders only when
 * its shown value changes, not with every message.
 */
export function DriverPanel() {
  const { t } = useTranslation('hmi');
  const figures = useHmiLive(
    useShallow((live) => ({
      speed: live.state ? speedKmh(live.state.speed) : null,
      gear: live.state?.gear ?? null,
      steering: live.state ? formatSteering(live.state.steering) : null,
      signal: live.planning?.turn_signal ?? 'NONE',
      localization: live.planning?.localization ?? null,
      route: live.planning?.route_state ?? null,
      distance: live.planning?.remaining ? formatDistance(live.planning.remaining.distance) : null,
      time: live.planning?.remaining ? formatDuration(live.planning.remaining.time) : null,
    })),
  );
  const look = useHmiLive(
    useShallow((live) => {
      const { label, color, title } = modeLook(live.state);
      return { label, color, title };
    }),
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('driver.panel')}
      sx={{ p: 1.5, borderRadius: 3 }}
    >
      <Stack spacing={1.5}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <Tooltip title={look.title}>
            <Chip
              label={look.label}
              aria-label={t('driver.mode', { mode: look.label })}
              sx={{
                fontWeight: 800,
                color: '#fff',
                bgcolor: look.color,
                height: 32,
                fontSize: '0.9rem',
              }}
            />
          </Tooltip>
          <TurnSignals signal={figures.signal} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography
            aria-label={t('driver.speed')}
            sx={{
              fontSize: { xs: 56, md: 64 },
              fontWeight: 800,
              lineHeight: 1,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {figures.speed ?? '—'}
          </Typography>
          <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
            {t('driver.speedUnit')}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Typography
            aria-label={t('driver.gear')}
            sx={{ fontSize: 36, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
          >
            {figures.gear ?? '—'}
          </Typography>
        </Box>
        <VelocityBanner />
        <Box
          component="dl"
          aria-label={t('driver.facts')}
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: 1.25,
          }}
        >
          <Fact label={t('driver.steering')} value={figures.steering ?? '—'} />
          <Fact
            label={t('driver.localisation')}
            value={figures.localization ? t(`driver.localization.${figures.localization}`) : '—'}
            tone={
              figures.localization === 'INITIALIZED'
                ? 'success'
                : figures.localization
                  ? 'warning'
                  : undefined
            }
          />
          <Fact
            label={t('driver.route')}
            value={figures.route ? t(`driver.routeState.${figures.route}`) : '—'}
          />
          <Fact
            label={t('driver.remaining')}
            value={figures.distance && figures.time ? `${figures.distance} · ${figures.time}` : '—'}
          />
        </Box>
      </Stack>
    </Paper>
  );
}
