import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Pair } from './lidar-state';
import { useTranslation } from 'react-i18next';

/** The pairs picked by hand, each with its residual once solved; delete one, or all. */
export function PairList(props: {
  pairs: Pair[];
  /** Residual (px) of each complete pair, by id, from the last solve. */
  residuals: Map<string, number>;
  /** The pairs the last solve left out as outliers, by id. */
  outliers: ReadonlySet<string>;
  /** Each capture's number as the page shows it. */
  captureNumber: (id: string) => number;
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const { pairs, residuals, outliers } = props;
  const { t } = useTranslation('calibration');
  const complete = pairs.filter((pair) => pair.pixel).length;
  // The inliers' largest: an outlier's residual would make every other one look small.
  const top = Math.max(0, ...[...residuals].filter(([id]) => !outliers.has(id)).map(([, r]) => r));
  return (
    <Box
      component="section"
      aria-label={t('lidar.pairs.label')}
      data-pairs={pairs.length}
      data-complete={complete}
    >
      {pairs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('lidar.pairs.none')}
        </Typography>
      ) : (
        <>
          <Table
            size="small"
            aria-label={t('lidar.pairs.title')}
            sx={{ '& td': { fontVariantNumeric: 'tabular-nums' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{t('lidar.pairs.point')}</TableCell>
                <TableCell>{t('lidar.pairs.pixel')}</TableCell>
                <TableCell>{t('lidar.pairs.residual')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {pairs.map((pair, index) => {
                const residual = residuals.get(pair.id);
                const outlier = outliers.has(pair.id);
                return (
                  <TableRow
                    key={pair.id}
                    data-pair={pair.id}
                    data-residual={residual?.toFixed(3)}
                    data-outlier={outlier ? 'true' : undefined}
                  >
                    <TableCell>
                      {index + 1}
                      {props.captureNumber(pair.capture) > 1 && (
                        <Typography variant="caption" color="text.secondary">
                          {' '}
                          {t('lidar.pairs.ofCapture', { n: props.captureNumber(pair.capture) })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{pair.point.map((v) => v.toFixed(2)).join(', ')}</TableCell>
                    <TableCell>
                      {pair.pixel ? (
                        pair.pixel.map((v) => v.toFixed(1)).join(', ')
                      ) : (
                        <Typography variant="caption" color="warning.main">
                          {t('lidar.pairs.clickIt')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {residual === undefined ? (
                        '—'
                      ) : (
                        <Box
                          component="span"
                          sx={{
                            color:
                              outlier || residual > 3 * Math.max(1, top / 3) || residual > 5
                                ? 'warning.main'
                                : 'text.primary',
                          }}
                        >
                          {residual.toFixed(2)} px
                          {outlier && ` · ${t('lidar.pairs.outlier')}`}
                        </Box>
                      )}
                    </TableCell>
                    <TableCell padding="none">
                      <IconButton
                        size="small"
                        aria-label={t('lidar.pairs.delete', { n: index + 1 })}
                        onClick={() => props.onRemove(pair.id)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Box sx={{ display: 'flex', alignItems: 'center', mt: 0.5 }}>
            <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
              {complete < 6
                ? t('lidar.pairs.completeMore', { count: complete, more: 6 - complete })
                : t('lidar.pairs.complete', { count: complete })}
            </Typography>
            <Button size="small" onClick={props.onClear}>
              {t('lidar.pairs.deleteAll')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
