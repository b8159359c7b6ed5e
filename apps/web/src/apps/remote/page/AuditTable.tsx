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
import { formatDateTime } from '../../../lib/format-date';
import { TableHeader } from '../../../shell/TableHeader';
import { formatBytes } from '../../../lib/format-bytes';
import { KIND_LABEL } from '../shared/format';

const COLUMNS = ['Who', 'PC', 'Kind', 'Started', 'Ended', 'Reason', 'To PC', 'From PC'];

/** Every session opened on the user's PCs, open ones first: the remote IDE's audit. */
export function AuditTable({ sessions, pcs }: { sessions: RemoteSessionInfo[]; pcs: Pc[] }) {
  const names = new Map(pcs.map((pc) => [pc.id, pc.name]));
  if (sessions.length === 0) {
    return (
      <Typography color="text.secondary">
        No sessions yet. Each Code, terminal or Screen session opened on a PC is listed here.
      </Typography>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table size="small" aria-label="Session audit">
        <TableHeader columns={COLUMNS} />
        <TableBody>
          {sessions.map((session) => (
            <TableRow key={session.id}>
              <TableCell>{session.user.name}</TableCell>
              <TableCell>{names.get(session.pc_id) ?? `PC ${session.pc_id}`}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {KIND_LABEL[session.kind]}
                {session.kind === 'screen' && session.view_only ? ' (view-only)' : ''}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(session.started_at)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {session.open ? (
                  <Chip size="small" color="success" label="Open" />
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
