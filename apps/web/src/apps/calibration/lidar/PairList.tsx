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

/** The pairs picked by hand, each with its residual once solved; delete one, or all. */
export function PairList(props: {
  pairs: Pair[];
  /** Residual (px) of each complete pair, by id, from the last solve. */
  residuals: Map<string, number>;
  /** Each capture's number as the page shows it. */
  captureNumber: (id: string) => number;
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const { pairs, residuals } = props;
  const complete = pairs.filter((pair) => pair.pixel).length;
  const top = Math.max(0, ...residuals.values());
  return (
    <Box
      component="section"
      aria-label="Point–pixel pairs"
      data-pairs={pairs.length}
      data-complete={complete}
    >
      {pairs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No pairs yet. Click a point in the 3D view (a corner, a pole, a sign’s edge: something
          sharp that shows in both), then the same place in the image. At least 6 pairs, spread over
          the image and at different distances.
        </Typography>
      ) : (
        <>
          <Table
            size="small"
            aria-label="Pairs"
            sx={{ '& td': { fontVariantNumeric: 'tabular-nums' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Point (m)</TableCell>
                <TableCell>Pixel</TableCell>
                <TableCell>Residual</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {pairs.map((pair, index) => {
                const residual = residuals.get(pair.id);
                return (
                  <TableRow key={pair.id} data-pair={pair.id} data-residual={residual?.toFixed(3)}>
                    <TableCell>
                      {index + 1}
                      {props.captureNumber(pair.capture) > 1 && (
                        <Typography variant="caption" color="text.secondary">
                          {' '}
                          (capture {props.captureNumber(pair.capture)})
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{pair.point.map((v) => v.toFixed(2)).join(', ')}</TableCell>
                    <TableCell>
                      {pair.pixel ? (
                        pair.pixel.map((v) => v.toFixed(1)).join(', ')
                      ) : (
                        <Typography variant="caption" color="warning.main">
                          click it in the image
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
                              residual > 3 * Math.max(1, top / 3) || residual > 5
                                ? 'warning.main'
                                : 'text.primary',
                          }}
                        >
                          {residual.toFixed(2)} px
                        </Box>
                      )}
                    </TableCell>
                    <TableCell padding="none">
                      <IconButton
                        size="small"
                        aria-label={`Delete pair ${index + 1}`}
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
              {complete} complete pair{complete === 1 ? '' : 's'}
              {complete < 6 ? `: ${6 - complete} more to solve.` : '.'}
            </Typography>
            <Button size="small" onClick={props.onClear}>
              Delete all pairs
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
