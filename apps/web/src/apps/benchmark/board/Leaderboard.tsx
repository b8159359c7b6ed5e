import type { BenchSplit, LeaderboardRow } from '@ads/contract';
import {
  Box,
  Chip,
  Link,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { serverText } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format-date';
import { Section } from '../../../shell/Section';
import { ErrorState, LoadingBlocks } from '../../../shell/StateViews';
import { TableHeader } from '../../../shell/TableHeader';
import { useLeaderboard } from '../api';
import { className, metric } from '../format';

export const SORTS = [
  { key: 'nd_score', label: 'NDS' },
  { key: 'mean_ap', label: 'mAP' },
  { key: 'ap_r40', label: '3D AP|R40' },
] as const;
export type SortKey = (typeof SORTS)[number]['key'];

/**
 * The leaderboard of one dataset split: each user's best finished submission by the chosen
 * metric, ties to the earlier one (the server orders it).
 */
export function Leaderboard(props: {
  dataset: number;
  classes: string[];
  split: BenchSplit;
  sort: SortKey;
  onSplit(split: BenchSplit): void;
  onSort(sort: SortKey): void;
}) {
  const board = useLeaderboard(props.dataset, props.split, props.sort);
  const rows: LeaderboardRow[] = board.data ?? [];
  const { t } = useTranslation('benchmark');
  const split = t(`splitName.${props.split}`);
  return (
    <Section
      title={t('board.title')}
      action={
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={props.split}
            onChange={(_event, value: BenchSplit | null) => value && props.onSplit(value)}
            aria-label={t('split.label')}
          >
            <ToggleButton value="test">{t('split.test')}</ToggleButton>
            <ToggleButton value="val">{t('split.val')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            select
            size="small"
            label={t('board.rankBy')}
            value={props.sort}
            onChange={(event) => props.onSort(event.target.value as SortKey)}
            sx={{ minWidth: 130 }}
          >
            {SORTS.map((sort) => (
              <MenuItem key={sort.key} value={sort.key}>
                {sort.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      }
    >
      {board.isPending ? (
        <LoadingBlocks count={3} height={40} />
      ) : board.isError ? (
        <ErrorState error={board.error} onRetry={() => void board.refetch()} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('board.empty', { split })}
        </Typography>
      ) : (
        <TableContainer>
          <Table
            size="small"
            aria-label={t('board.tableLabel', { split })}
            // Ten columns in two thirds of the page: tight cells on one line, but for the
            // submission's name, which wraps rather than push the class columns out of view.
            sx={{
              '& td, & th': { px: 1, whiteSpace: 'nowrap' },
              '& td.submission-name': { whiteSpace: 'normal', minWidth: 140 },
            }}
          >
            <TableHeader
              columns={[
                '#',
                t('board.user'),
                t('board.submission'),
                'NDS',
                'mAP',
                '3D AP|R40',
                ...props.classes.map((c) => className(c, t)),
                t('board.submitted'),
              ]}
            />
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.submission_id} hover>
                  <TableCell>
                    {row.rank <= 3 ? (
                      <Chip
                        size="small"
                        label={row.rank}
                        color={row.rank === 1 ? 'warning' : 'default'}
                      />
                    ) : (
                      row.rank
                    )}
                  </TableCell>
                  <TableCell translate="no">{row.user.name}</TableCell>
                  {/* The one column that wraps: long names must not push the class columns out. */}
                  <TableCell className="submission-name">
                    {row.baseline ? (
                      // The baseline's results are everyone's to read: its page explains the score.
                      <>
                        <Link
                          component={RouterLink}
                          to={`/benchmark/submission/${row.submission_id}`}
                        >
                          {serverText(row.name)}
                        </Link>
                        <Chip
                          size="small"
                          variant="outlined"
                          label={t('board.baseline')}
                          sx={{ ml: 1 }}
                        />
                      </>
                    ) : row.name ? (
                      <span translate="no">{row.name}</span>
                    ) : (
                      `#${row.submission_id}`
                    )}
                  </TableCell>
                  <Metric value={row.headline.nd_score} strong={props.sort === 'nd_score'} />
                  <Metric value={row.headline.mean_ap} strong={props.sort === 'mean_ap'} />
                  <Metric value={row.headline.ap_r40} strong={props.sort === 'ap_r40'} />
                  {props.classes.map((c) => (
                    <Metric key={c} value={row.class_ap[c]} />
                  ))}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.created_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('board.note')}
          </Typography>
        </TableContainer>
      )}
    </Section>
  );
}

function Metric({ value, strong }: { value: number | null | undefined; strong?: boolean }) {
  return (
    <TableCell sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : undefined }}>
      {metric(value)}
    </TableCell>
  );
}
