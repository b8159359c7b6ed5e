import {
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store';
import { formatNumber } from '../../../lib/i18n';
import { ErrorState, LoadingBlocks } from '../../../shell/StateViews';
import { useSeason } from '../api';

/** The season standing: points summed over challenges, my row marked, firsts counted. */
export function SeasonTable() {
  const { t } = useTranslation('education');
  const season = useSeason();
  const me = useAuth((state) => state.id);
  if (season.isPending) return <LoadingBlocks count={1} height={160} />;
  if (season.isError)
    return <ErrorState error={season.error} onRetry={() => void season.refetch()} />;
  const { standings } = season.data;
  if (standings.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('more.table.empty')}
      </Typography>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('more.standing')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ px: 1 }}>{t('more.table.rank')}</TableCell>
            <TableCell sx={{ px: 1 }}>{t('more.table.name')}</TableCell>
            <TableCell sx={{ px: 1 }} align="right" title={t('more.table.winsHint')}>
              {t('more.table.wins')}
            </TableCell>
            <TableCell sx={{ px: 1 }} align="right">
              {t('more.table.points')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {standings.map((row) => {
            const mine = row.user.id === me;
            const firsts = row.challenges.filter((c) => c.rank === 1).length;
            return (
              <TableRow
                key={row.user.id}
                selected={mine}
                aria-current={mine ? 'true' : undefined}
                data-rank={row.rank}
              >
                <TableCell sx={{ px: 1, fontWeight: 700 }}>{row.rank}</TableCell>
                <TableCell sx={{ px: 1, overflowWrap: 'anywhere' }}>
                  <span translate="no">{row.user.name}</span>
                  {mine && (
                    <Chip
                      size="small"
                      color="primary"
                      label={t('more.table.me')}
                      sx={{ ml: 0.5 }}
                    />
                  )}
                </TableCell>
                <TableCell sx={{ px: 1 }} align="right">
                  {firsts}
                </TableCell>
                <TableCell sx={{ px: 1, fontWeight: 700 }} align="right">
                  {/* The points per challenge, by the admins' titles (translate="no"). */}
                  <span
                    translate="no"
                    title={row.challenges
                      .map((c) =>
                        t('more.table.row', {
                          title: c.title,
                          rank: formatNumber(c.rank),
                          points: formatNumber(c.points),
                        }),
                      )
                      .join('\n')}
                  >
                    {formatNumber(row.points)}
                  </span>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
