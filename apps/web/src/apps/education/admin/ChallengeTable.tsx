import {
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import {
  type AdminChallenge,
  CallError,
  bodyOfChallenge,
  updateChallenge,
  useLeaderboard,
  useQueue,
  useShowSaved,
} from './api';
import type { ChallengeState } from './challenge-form';
import { LEVEL_LABELS } from './labels';
import { StateChip } from './StateChip';

/** Counts sit right-aligned under right-aligned headings, as numbers are read. */
const COLUMNS = [
  { name: 'Challenge' },
  { name: 'State' },
  { name: 'Opens / closes' },
  { name: 'Episodes', numeric: true },
  { name: 'In queue', numeric: true },
  { name: 'Ranked', numeric: true },
  { name: '' },
];

/** The next state the row's button moves to, and its words. */
const NEXT: Record<ChallengeState, { to: ChallengeState; label: string; done: string }> = {
  draft: { to: 'open', label: 'Open', done: 'is open' },
  open: { to: 'closed', label: 'Close', done: 'is closed' },
  closed: { to: 'open', label: 'Reopen', done: 'is open again' },
};

/** A count read per row (the list answer carries none): a dash until it comes or if it fails. */
function Count({ value }: { value: number | undefined }) {
  return <>{value === undefined ? '—' : value}</>;
}

function Counts({ id }: { id: number }) {
  const queue = useQueue(id);
  const board = useLeaderboard(id);
  return (
    <>
      <TableCell align="right">
        <Count value={queue.data?.length} />
      </TableCell>
      <TableCell align="right">
        <Count value={board.data?.standings.length} />
      </TableCell>
    </>
  );
}

function Dates({ challenge }: { challenge: AdminChallenge }) {
  if (!challenge.opens_at && !challenge.closes_at) {
    return <Typography variant="body2">Any time</Typography>;
  }
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(challenge.opens_at)}
      <br />
      {formatDateTime(challenge.closes_at)}
    </Typography>
  );
}

function Row({ challenge }: { challenge: AdminChallenge }) {
  const showSaved = useShowSaved();
  const [busy, setBusy] = useState(false);
  const next = NEXT[challenge.state];
  // The whole saved challenge goes back with only its state changed (PUT replaces the body).
  const move = async () => {
    setBusy(true);
    try {
      showSaved(
        await updateChallenge(challenge.id, bodyOfChallenge(challenge, { state: next.to })),
      );
      notify(`“${challenge.title}” ${next.done}.`, 'success');
    } catch (error) {
      notify(error instanceof CallError ? error.message : String(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <TableRow hover aria-label={challenge.title}>
      <TableCell sx={{ minWidth: 220 }}>
        <Link
          component={RouterLink}
          to={`/education/admin/challenge/${challenge.id}`}
          sx={{ fontWeight: 600 }}
        >
          {challenge.title}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {LEVEL_LABELS[challenge.level as keyof typeof LEVEL_LABELS] ?? challenge.level} ·{' '}
          {challenge.points} points
        </Typography>
      </TableCell>
      <TableCell>
        <StateChip challenge={challenge} />
      </TableCell>
      <TableCell>
        <Dates challenge={challenge} />
      </TableCell>
      <TableCell align="right">{challenge.episodes.length}</TableCell>
      <Counts id={challenge.id} />
      <TableCell align="right">
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => void move()}
            aria-label={`${next.label} ${challenge.title}`}
          >
            {next.label}
          </Button>
          <Button
            size="small"
            component={RouterLink}
            to={`/education/admin/challenge/${challenge.id}`}
            aria-label={`Edit ${challenge.title}`}
          >
            Edit
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** Every challenge with its state, dates and counts, and the button that opens or closes it. */
export function ChallengeTable({ rows }: { rows: AdminChallenge[] }) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        No challenge in this state.
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Challenges">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column, index) => (
              <TableCell
                key={index}
                align={column.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {column.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((challenge) => (
            <Row key={challenge.id} challenge={challenge} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
