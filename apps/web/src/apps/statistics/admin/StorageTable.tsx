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
import { formatBytes } from '../../../lib/format-bytes';
import { formatCount } from '../format';

export interface StorageRow {
  user_id: number;
  username: string;
  email: string;
  records: number;
  bytes: number;
}

/** How much each user stores, largest first. */
export function StorageTable({ rows }: { rows: StorageRow[] }) {
  const { t } = useTranslation('statistics');
  if (rows.length === 0) {
    return <Typography color="text.secondary">{t('admin.nobody')}</Typography>;
  }
  const sorted = [...rows].sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('admin.storage')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.user')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('admin.email')}
            </TableCell>
            <TableCell align="right">{t('admin.records')}</TableCell>
            <TableCell align="right">{t('admin.bytes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow key={row.user_id} aria-label={row.username}>
              <TableCell translate="no">{row.username}</TableCell>
              <TableCell
                translate="no"
                sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}
              >
                {row.email}
              </TableCell>
              <TableCell align="right">{formatCount(row.records)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatBytes(row.bytes)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('admin.allUsers')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }} />
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatCount(rows.reduce((sum, row) => sum + row.records, 0))}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatBytes(total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
