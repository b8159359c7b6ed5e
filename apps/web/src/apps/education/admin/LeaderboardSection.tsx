import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Section } from '../../../shell/Section';
import { ErrorState, LoadingBlocks } from '../../../shell/StateViews';
import { useLeaderboard } from './api';
import { SCORE_LABELS } from './labels';

/** The first places an admin checks after a change or a re-score; learners see the whole list. */
const SHOWN = 10;

const percent = (value: number) => `${Math.round(value * 1000) / 10} %`;
const seconds = (value: number) => `${value.toFixed(1)} s`;

/** The leaderboard's first places under the saved rules. */
export function LeaderboardSection({ challengeId }: { challengeId: number }) {
  const board = useLeaderboard(challengeId);
  const standings = board.data?.standings ?? [];
  const rules = board.data?.rules ?? [];
  // Once a challenge with hidden episodes closes, the server ranks by those (`final`).
  const final = !!board.data && 'final' in board.data && board.data.final === true;
  return (
    <Section title="Leaderboard">
      {board.isPending ? (
        <LoadingBlocks count={2} height={40} />
      ) : board.isError ? (
        <ErrorState error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {final ? 'Final ranking on the hidden episodes · ' : ''}
            {standings.length} ranked · by{' '}
            {rules
              .map((rule) => `${SCORE_LABELS[rule.key]} ${rule.order === 'desc' ? '↓' : '↑'}`)
              .join(', then ')}
          </Typography>
          {standings.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No scored submission yet.
            </Typography>
          ) : (
            <Table size="small" aria-label="Leaderboard">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>#</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Learner</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    Done
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    Total
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {standings.slice(0, SHOWN).map((row) => (
                  <TableRow key={row.user.id}>
                    <TableCell>{row.rank}</TableCell>
                    <TableCell>{row.user.name}</TableCell>
                    <TableCell align="right">{percent(row.scores.completion)}</TableCell>
                    <TableCell align="right">{seconds(row.scores.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Section>
  );
}
