import type { MapSummary } from '@ads/contract';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
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
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { useRefreshMaps } from '../api';
import { FindingChips } from '../components/FindingChips';
import { MapVersionDialog } from './MapVersionDialog';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

export const mapPath = (id: number) => `/map/${id}`;

/** A project's maps; a row opens the map in the editor. */
export function MapTable(props: { maps: MapSummary[]; onDelete(map: MapSummary): void }) {
  const { t } = useTranslation('map');
  const navigate = useNavigate();
  const refresh = useRefreshMaps();
  const [labelling, setLabelling] = useState<MapSummary | null>(null);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <TableContainer>
        <Table size="small" aria-label={t('list.table.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('list.table.name')}</TableCell>
              <TableCell align="right">{t('list.table.version')}</TableCell>
              <TableCell>{t('list.table.findings')}</TableCell>
              <TableCell align="right">{t('list.table.lanelets')}</TableCell>
              <TableCell sx={WIDE}>{t('list.table.updatedBy')}</TableCell>
              <TableCell sx={WIDE}>{t('list.table.updated')}</TableCell>
              <TableCell align="right" aria-label={t('list.table.actions')} />
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
                <TableCell sx={{ maxWidth: 320 }} translate="no">
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
                <TableCell align="right">
                  {map.version}
                  {map.map_version && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                      translate="no"
                      aria-label={t('mapVersion.shown', { label: map.map_version })}
                    >
                      {map.map_version}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <FindingChips counts={map.counts} />
                </TableCell>
                <TableCell align="right">{map.lanelets}</TableCell>
                <TableCell sx={WIDE} translate="no">
                  {map.updated_by?.name ?? '—'}
                </TableCell>
                <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                  {formatDateTime(map.updated_at)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('mapVersion.edit', { name: map.name })}>
                    <IconButton
                      size="small"
                      aria-label={t('mapVersion.edit', { name: map.name })}
                      onClick={(event) => {
                        event.stopPropagation();
                        setLabelling(map);
                      }}
                    >
                      <SellOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('list.table.delete', { name: map.name })}>
                    <IconButton
                      size="small"
                      aria-label={t('list.table.delete', { name: map.name })}
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
      <MapVersionDialog
        map={labelling}
        onClose={() => setLabelling(null)}
        onSaved={() => {
          setLabelling(null);
          void refresh();
        }}
      />
    </Paper>
  );
}
