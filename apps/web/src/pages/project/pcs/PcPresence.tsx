import type { Pc } from '@ads/contract';
import { Box, Typography } from '@mui/material';
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
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** Whether the PC's agent is connected now and, if not, when it last was (ADR 0006 presence). */
export function PcPresence({ pc }: { pc: Pc }) {
  const online = pc.online === true;
  const detail = online
    ? 'Agent connected'
    : pc.last_seen
      ? `Last seen ${relativeTime(pc.last_seen)}`
      : 'Agent never connected';
  return (
    <Box
      role="status"
      aria-label={`${pc.name} agent ${online ? 'online' : 'offline'}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5 }}
    >
      <PcOnline online={online} />
      <Typography variant="caption" color="text.secondary" noWrap>
        · {detail}
      </Typography>
    </Box>
  );
}
