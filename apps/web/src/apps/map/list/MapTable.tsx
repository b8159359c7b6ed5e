import type { MapSummary } from '@ads/contract';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  IconButton,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { FindingChips } from '../components/FindingChips';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

export const mapPath = (id: number) => `/map/${id}`;

/** A project's maps; a row opens the map in the editor. */
export function MapTable(props: { maps: MapSummary[]; onDelete(map: MapSummary): void }) {
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <TableContainer>
        <Table size="small" aria-label="Maps">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell align="right">Version</TableCell>
              <TableCell>Findings</TableCell>
              <TableCell align="right">Lanelets</TableCell>
              <TableCell sx={WIDE}>Updated by</TableCell>
              <TableCell sx={WIDE}>Updated</TableCell>
              <TableCell align="right" aria-label="Actions" />
            </TableRow>
          </TableHead>
          <TableBody>
            {props.maps.map((map) => (
              <TableRow
                key={map.id}
                hover
                aria-label={map.name}
                onClick={() => void navigate(mapPath(map.id))}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell sx={{ maxWidth: 320 }}>
                  <Link
                    component={RouterLink}
                    to={mapPath(map.id)}
                    underline="hover"
                    sx={{ fontWeight: 600 }}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {map.name}
                  </Link>
                </TableCell>
                <TableCell align="right">{map.version}</TableCell>
                <TableCell>
                  <FindingChips counts={map.counts} />
                </TableCell>
                <TableCell align="right">{map.lanelets}</TableCell>
                <TableCell sx={WIDE}>{map.updated_by?.name ?? '—'}</TableCell>
                <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                  {formatDateTime(map.updated_at)}
                </TableCell>
                <TableCell align="right">
                  <Tooltip title={`Delete ${map.name}`}>
                    <IconButton
                      size="small"
                      aria-label={`Delete ${map.name}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        props.onDelete(map);
                      }}
                    >
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
