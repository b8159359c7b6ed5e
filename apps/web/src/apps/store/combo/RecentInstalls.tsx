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
import { formatDateTime } from '../../../lib/format-date';
import { timeAgo } from '../format';
import { INSTALL_STATUS_LABELS } from './install-state';

const COLOR = {
  running: 'info',
  succeeded: 'success',
  failed: 'error',
  rolled_back: 'warning',
} as const;

/** The latest installs of the combo the caller may see: who, where, which version, how it ended. */
export function RecentInstalls({ installs }: { installs: ComboInstall[] }) {
  if (installs.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Not installed yet.
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Recent installs">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>PC</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Who</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Version</TableCell>
            <TableCell>Result</TableCell>
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
                  label={INSTALL_STATUS_LABELS[install.status]}
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
