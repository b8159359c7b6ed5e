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
import { formatCount, formatRate } from '../format';

const MEDIUM = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The record's topics: what was recorded, how often. */
export function TopicsTable({ topics }: { topics: RecordTopic[] }) {
  if (topics.length === 0) {
    return <Typography color="text.secondary">The record has no topics.</Typography>;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Topics">
        <TableHead>
          <TableRow>
            <TableCell>Topic</TableCell>
            <TableCell sx={MEDIUM}>Type</TableCell>
            <TableCell sx={MEDIUM}>Encoding</TableCell>
            <TableCell align="right">Messages</TableCell>
            <TableCell align="right">Rate</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {topics.map((topic) => (
            <TableRow key={topic.name} aria-label={topic.name}>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {topic.name}
                {/* A phone has no room for the type's column: it goes under the name. */}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'none' }, overflowWrap: 'anywhere' }}
                >
                  {topic.type}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...MEDIUM, overflowWrap: 'anywhere' }}>{topic.type}</TableCell>
              <TableCell sx={MEDIUM}>{topic.encoding}</TableCell>
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
