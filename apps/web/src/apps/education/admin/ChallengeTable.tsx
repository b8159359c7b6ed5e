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
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { formatNumber, serverText } from '../../../lib/i18n';
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
import { levelName } from './labels';
import { StateChip } from './StateChip';

/** Counts sit right-aligned under right-aligned headings, as numbers are read. */
const COLUMNS = [
  { name: 'challenge' },
  { name: 'state' },
  { name: 'dates' },
  { name: 'episodes', numeric: true },
  { name: 'queue', numeric: true },
  { name: 'ranked', numeric: true },
  { name: null },
] as const;

/** The next state the row's button moves to (its words: `admin.next`, `admin.moved`). */
const NEXT: Record<ChallengeState, ChallengeState> = {
  draft: 'open',
  open: 'closed',
  closed: 'open',
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
  const { t } = useTranslation('education');
  if (!challenge.opens_at && !challenge.closes_at) {
    return <Typography variant="body2">{t('admin.table.anyTime')}</Typography>;
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
  const { t } = useTranslation('education');
  const titleId = useId();
  const moveId = useId();
  const editId = useId();
  // A button is named by its words and the title's element, in the language's order: the
  // title stays the admin's words (translate="no") and out of our strings.
  const named = (id: string) => t('admin.table.action', { action: id, title: titleId });
  const showSaved = useShowSaved();
  const [busy, setBusy] = useState(false);
  const state = challenge.state;
  const action = t(`admin.next.${state}`);
  // The whole saved challenge goes back with only its state changed (PUT replaces the body).
  const move = async () => {
    setBusy(true);
    try {
      showSaved(
        await updateChallenge(challenge.id, bodyOfChallenge(challenge, { state: NEXT[state] })),
      );
      notify(t(`admin.moved.${state}`, { title: challenge.title }), 'success');
    } catch (error) {
      notify(error instanceof CallError ? serverText(error.message) : String(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    // Named by its title link: the title is the admin's words (translate="no"), not ours.
    <TableRow hover aria-labelledby={titleId}>
      <TableCell sx={{ minWidth: 220 }}>
        <Link
          component={RouterLink}
          to={`/education/admin/challenge/${challenge.id}`}
          id={titleId}
          translate="no"
          sx={{ fontWeight: 600 }}
        >
          {challenge.title}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {t('admin.table.points', {
            level: levelName(t, challenge.level),
            points: formatNumber(challenge.points),
          })}
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
            id={moveId}
            aria-labelledby={named(moveId)}
          >
            {action}
          </Button>
          <Button
            size="small"
            component={RouterLink}
            to={`/education/admin/challenge/${challenge.id}`}
            id={editId}
            aria-labelledby={named(editId)}
          >
            {t('admin.table.edit')}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** Every challenge with its state, dates and counts, and the button that opens or closes it. */
export function ChallengeTable({ rows }: { rows: AdminChallenge[] }) {
  const { t } = useTranslation('education');
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {t('admin.table.none')}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('admin.table.label')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column, index) => (
              <TableCell
                key={index}
                align={'numeric' in column ? 'right' : 'left'}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {column.name && t(`admin.table.${column.name}`)}
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
