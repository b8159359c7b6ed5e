import type { RecordDetail } from '@ads/contract';
import { Box, Typography } from '@mui/material';
import { formatBytes } from '../../../lib/format-bytes';
import {
  formatCount,
  formatDistance,
  formatDuration,
  formatRecordTime,
  formatSpeed,
} from '../format';
import { formatDateTime } from '../../../lib/format-date';

/** What the index found about a record, as label/value pairs. */
export function RecordFacts({ record }: { record: RecordDetail }) {
  const facts: Array<[string, string]> = [
    ['Format', record.format === 'mcap' ? 'MCAP' : 'ROS 1 bag'],
    ['Size', formatBytes(record.size)],
    ['Start', formatRecordTime(record, 'start')],
    ['End', formatRecordTime(record, 'end')],
    ['Duration', formatDuration(record.duration_s)],
    ['Distance', formatDistance(record.distance_m)],
    ['Average speed', formatSpeed(record.avg_speed_mps)],
    ['Top speed', formatSpeed(record.max_speed_mps)],
    ['Messages', formatCount(record.message_count)],
    ['Topics', formatCount(record.topic_count)],
    ['Vehicle', record.vehicle || '—'],
    ['Project', record.project?.title ?? '—'],
    ['Owner', record.owner.username],
    ['PC', record.pc?.name ?? 'Browser upload'],
    ['Uploaded', formatDateTime(record.created_at)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            aria-label={label}
            sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
