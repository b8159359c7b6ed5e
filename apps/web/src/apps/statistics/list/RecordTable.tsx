import type { RecordSummary } from '@ads/contract';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Chip,
  IconButton,
  LinearProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { RecordChips } from '../components/RecordChips';
import { formatBytes } from '../../../lib/format-bytes';
import { formatDistance, formatDuration, formatRecordTime } from '../format';
import { PAGE_SIZES } from '../list-params';

/** Columns a phone leaves out: the name, duration and size carry the list there. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const MEDIUM = { display: { xs: 'none', sm: 'table-cell' } } as const;

export const recordPath = (id: number) => `/statistics/record/${id}`;

/** One page of records; a row opens the record. Admins see the owner and a delete action. */
export function RecordTable(props: {
  items: RecordSummary[];
  total: number;
  page: number;
  pageSize: number;
  fetching: boolean;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
  showOwner?: boolean;
  onDelete?(record: RecordSummary): void;
}) {
  const { t } = useTranslation('statistics');
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <LinearProgress
        aria-hidden
        sx={{ height: 2, visibility: props.fetching ? 'visible' : 'hidden' }}
      />
      <TableContainer>
        <Table size="small" aria-label={t('table.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('table.name')}</TableCell>
              <TableCell sx={MEDIUM}>{t('table.format')}</TableCell>
              <TableCell sx={WIDE}>{t('table.start')}</TableCell>
              <TableCell align="right">{t('table.duration')}</TableCell>
              <TableCell align="right" sx={MEDIUM}>
                {t('table.distance')}
              </TableCell>
              <TableCell align="right">{t('table.size')}</TableCell>
              <TableCell sx={WIDE}>{t('table.vehicle')}</TableCell>
              <TableCell sx={WIDE}>{t('table.project')}</TableCell>
              {props.showOwner && <TableCell sx={MEDIUM}>{t('table.owner')}</TableCell>}
              <TableCell sx={WIDE}>{t('table.classification')}</TableCell>
              {props.onDelete && <TableCell align="right" aria-label={t('table.actions')} />}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.items.map((record) => (
              <TableRow
                key={record.id}
                hover
                aria-label={record.name}
                onClick={() => void navigate(recordPath(record.id))}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell sx={{ minWidth: 160, maxWidth: 280 }}>
                  <Link
                    component={RouterLink}
                    to={recordPath(record.id)}
                    underline="hover"
                    translate="no"
                    onClick={(event) => event.stopPropagation()}
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {record.name}
                  </Link>
                  {record.shared && (
                    <Chip
                      size="small"
                      label={t('table.shared')}
                      variant="outlined"
                      sx={{ ml: 1 }}
                    />
                  )}
                </TableCell>
                <TableCell sx={MEDIUM}>{record.format === 'mcap' ? 'MCAP' : 'bag'}</TableCell>
                <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                  {formatRecordTime(record, 'start')}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatDuration(record.duration_s)}
                </TableCell>
                <TableCell align="right" sx={{ ...MEDIUM, whiteSpace: 'nowrap' }}>
                  {formatDistance(record.distance_m)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(record.size)}
                </TableCell>
                <TableCell translate="no" sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                  {record.vehicle || '—'}
                </TableCell>
                <TableCell translate="no" sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                  {record.project?.title ?? '—'}
                </TableCell>
                {props.showOwner && (
                  <TableCell translate="no" sx={{ ...MEDIUM, whiteSpace: 'nowrap' }}>
                    {record.owner.username}
                  </TableCell>
                )}
                <TableCell sx={{ ...WIDE, minWidth: 160 }}>
                  {Object.keys(record.categories).length + record.tags.length > 0 ? (
                    <RecordChips record={record} />
                  ) : (
                    '—'
                  )}
                </TableCell>
                {props.onDelete && (
                  <TableCell align="right">
                    <Tooltip title={t('table.delete')}>
                      <IconButton
                        size="small"
                        aria-label={t('table.deleteNamed', { name: record.name })}
                        onClick={(event) => {
                          event.stopPropagation();
                          props.onDelete?.(record);
                        }}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {props.items.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
          {t('table.noMatch')}
        </Typography>
      )}
      <TablePagination
        component="div"
        count={props.total}
        page={Math.max(0, props.page - 1)}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, page) => props.onPage(page + 1)}
        onRowsPerPageChange={(event) => props.onPageSize(Number(event.target.value))}
        labelRowsPerPage={t('table.perPage')}
      />
    </Paper>
  );
}
