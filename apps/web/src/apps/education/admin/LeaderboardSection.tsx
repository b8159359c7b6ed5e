import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';
import { Section } from '../../../shell/Section';
import { ErrorState, LoadingBlocks } from '../../../shell/StateViews';
import { useLeaderboard } from './api';
import { scoreName } from './labels';

/** The first places an admin checks after a change or a re-score; learners see the whole list. */
const SHOWN = 10;

const percent = (value: number) =>
  formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
const oneDecimal = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The leaderboard's first places under the saved rules. */
export function LeaderboardSection({ challengeId }: { challengeId: number }) {
  const { t } = useTranslation('education');
  const board = useLeaderboard(challengeId);
  const standings = board.data?.standings ?? [];
  const rules = board.data?.rules ?? [];
  // Once a challenge with hidden episodes closes, the server ranks by those (`final`).
  const final = !!board.data && 'final' in board.data && board.data.final === true;
  return (
    <Section title={t('admin.board.title')}>
      {board.isPending ? (
        <LoadingBlocks count={2} height={40} />
      ) : board.isError ? (
        <ErrorState error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {final ? t('admin.board.final') : ''}
            {t('admin.board.ranked', {
              count: standings.length,
              rules: rules
                .map((rule) => `${scoreName(t, rule.key)} ${rule.order === 'desc' ? '↓' : '↑'}`)
                .join(t('admin.board.then')),
            })}
          </Typography>
          {standings.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('admin.board.none')}
            </Typography>
          ) : (
            <Table size="small" aria-label={t('admin.board.title')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>#</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>{t('admin.board.learner')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {t('admin.board.done')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {t('admin.board.total')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {standings.slice(0, SHOWN).map((row) => (
                  <TableRow key={row.user.id}>
                    <TableCell>{row.rank}</TableCell>
                    <TableCell translate="no">{row.user.name}</TableCell>
                    <TableCell align="right">{percent(row.scores.completion)}</TableCell>
                    <TableCell align="right">
                      {t('admin.board.seconds', { value: oneDecimal(row.scores.total) })}
                    </TableCell>
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
