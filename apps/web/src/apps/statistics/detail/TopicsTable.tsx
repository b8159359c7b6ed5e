import type { RecordTopic } from '@ads/contract';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRate } from '../format';

const MEDIUM = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The record's topics: what was recorded, how often. */
export function TopicsTable({ topics }: { topics: RecordTopic[] }) {
  const { t } = useTranslation('statistics');
  if (topics.length === 0) {
    return <Typography color="text.secondary">{t('topics.none')}</Typography>;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('topics.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('topics.topic')}</TableCell>
            <TableCell sx={MEDIUM}>{t('topics.type')}</TableCell>
            <TableCell sx={MEDIUM}>{t('topics.encoding')}</TableCell>
            <TableCell align="right">{t('topics.messages')}</TableCell>
            <TableCell align="right">{t('topics.rate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {topics.map((topic) => (
            <TableRow key={topic.name} aria-label={topic.name}>
              {/* Topics, message types and encodings are the recording's: not translated. */}
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                <span translate="no">{topic.name}</span>
                {/* A phone has no room for the type's column: it goes under the name. */}
                <Typography
                  translate="no"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'none' }, overflowWrap: 'anywhere' }}
                >
                  {topic.type}
                </Typography>
              </TableCell>
              <TableCell translate="no" sx={{ ...MEDIUM, overflowWrap: 'anywhere' }}>
                {topic.type}
              </TableCell>
              <TableCell translate="no" sx={MEDIUM}>
                {topic.encoding}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCount(topic.count)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRate(topic.rate_hz)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
