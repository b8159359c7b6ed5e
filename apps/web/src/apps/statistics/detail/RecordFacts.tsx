import type { RecordDetail, SharedRecord } from '@ads/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format-bytes';
import {
  formatCount,
  formatDistance,
  formatDuration,
  formatRecordTime,
  formatSpeed,
} from '../format';
import { formatDateTime } from '../../../lib/format-date';

/**
 * What the index found about a record, as label/value pairs; with who filed it where, for its
 * owner (a share's page shows only the file's own facts).
 */
export function RecordFacts({ record }: { record: RecordDetail | SharedRecord }) {
  const { t } = useTranslation('statistics');
  // Label, value, and whether the value is what people typed (a name: not translated).
  const facts: Array<[string, string, boolean?]> = [
    [t('facts.format'), record.format === 'mcap' ? 'MCAP' : t('facts.ros1Bag')],
    [t('facts.size'), formatBytes(record.size)],
    [t('facts.start'), formatRecordTime(record, 'start')],
    [t('facts.end'), formatRecordTime(record, 'end')],
    [t('facts.duration'), formatDuration(record.duration_s)],
    [t('facts.distance'), formatDistance(record.distance_m)],
    [t('facts.avgSpeed'), formatSpeed(record.avg_speed_mps)],
    [t('facts.topSpeed'), formatSpeed(record.max_speed_mps)],
    [t('facts.messages'), formatCount(record.message_count)],
    [t('facts.topics'), formatCount(record.topic_count)],
  ];
  if ('owner' in record) {
    facts.push(
      [t('facts.vehicle'), record.vehicle || '—', true],
      [t('facts.project'), record.project?.title ?? '—', true],
      [t('facts.owner'), record.owner.username, true],
      record.pc ? [t('facts.pc'), record.pc.name, true] : [t('facts.pc'), t('facts.browserUpload')],
      [t('facts.uploaded'), formatDateTime(record.created_at)],
    );
  }
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
      {facts.map(([label, value, typed]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            aria-label={label}
            translate={typed ? 'no' : undefined}
            sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
