import type { Pc } from '@ads/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { i18n, localeOf } from '../../../lib/i18n';
import { PcOnline } from '../projects/PcOnline';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "just now" for an ISO time in the past. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(localeOf(), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return i18n.t('project:pc.justNow');
}

/** Whether the PC's agent is connected now and, if not, when it last was (ADR 0006 presence). */
export function PcPresence({ pc }: { pc: Pc }) {
  const { t } = useTranslation('project');
  const online = pc.online === true;
  const detail = online
    ? t('pc.agentConnected')
    : pc.last_seen
      ? t('pc.lastSeen', { time: relativeTime(pc.last_seen) })
      : t('pc.neverConnected');
  return (
    <Box
      role="status"
      aria-label={t(online ? 'pc.agentOnline' : 'pc.agentOffline', { name: pc.name })}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5 }}
    >
      <PcOnline online={online} />
      <Typography variant="caption" color="text.secondary" noWrap>
        · {detail}
      </Typography>
    </Box>
  );
}
