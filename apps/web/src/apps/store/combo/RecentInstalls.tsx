import type { ComboInstall } from '@ads/contract';
import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { timeAgo } from '../format';
import { installStatusLabel } from './install-state';

const COLOR = {
  running: 'info',
  succeeded: 'success',
  failed: 'error',
  rolled_back: 'warning',
} as const;

/** The latest installs of the combo the caller may see: who, where, which version, how it ended. */
export function RecentInstalls({ installs }: { installs: ComboInstall[] }) {
  const { t } = useTranslation('store');
  if (installs.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('install.notYet')}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('combo.recentInstalls')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('install.when')}</TableCell>
            <TableCell>{t('install.pc')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('install.who')}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('install.version')}
            </TableCell>
            <TableCell>{t('install.result')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {installs.map((install) => (
            <TableRow key={install.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }} title={formatDateTime(install.started_at)}>
                {timeAgo(install.started_at)}
              </TableCell>
              <TableCell>{install.pc.name}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {install.user.name}
              </TableCell>
              <TableCell
                sx={{ display: { xs: 'none', sm: 'table-cell' }, fontFamily: 'monospace' }}
              >
                {install.combo.version}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={COLOR[install.status]}
                  variant={install.status === 'succeeded' ? 'outlined' : 'filled'}
                  label={installStatusLabel(install.status)}
                  title={install.message || undefined}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
