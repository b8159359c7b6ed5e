import type { Pc, RemoteSessionInfo } from '@ads/contract';
import {
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { TableHeader } from '../../../shell/TableHeader';
import { formatBytes } from '../../../lib/format-bytes';
import { kindLabel } from '../shared/format';

const COLUMNS = ['who', 'pc', 'kind', 'started', 'ended', 'reason', 'toPc', 'fromPc'] as const;

/** Every session opened on the user's PCs, open ones first: the remote IDE's audit. */
export function AuditTable({ sessions, pcs }: { sessions: RemoteSessionInfo[]; pcs: Pc[] }) {
  const { t } = useTranslation('remote');
  const names = new Map(pcs.map((pc) => [pc.id, pc.name]));
  if (sessions.length === 0) {
    return <Typography color="text.secondary">{t('audit.empty')}</Typography>;
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table size="small" aria-label={t('audit.label')}>
        <TableHeader columns={COLUMNS.map((column) => t(`audit.columns.${column}`))} />
        <TableBody>
          {sessions.map((session) => (
            <TableRow key={session.id}>
              <TableCell>{session.user.name}</TableCell>
              <TableCell>
                {names.get(session.pc_id) ?? t('audit.pcNumber', { id: session.pc_id })}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {session.kind === 'screen' && session.view_only
                  ? t('audit.viewOnly', { kind: kindLabel(session.kind) })
                  : kindLabel(session.kind)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(session.started_at)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {session.open ? (
                  <Chip size="small" color="success" label={t('audit.open')} />
                ) : (
                  formatDateTime(session.ended_at)
                )}
              </TableCell>
              <TableCell>{session.end_reason || '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBytes(session.bytes_in)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBytes(session.bytes_out)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
