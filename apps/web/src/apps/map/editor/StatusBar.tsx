import { projectorLabel } from '@ads/lanelet2';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MapEditorApi } from '../model/editor-api';
import { usePointCloud } from './point-cloud/point-cloud-store';
import { useCursor } from './state/cursor-store';
import { useEditorRevision } from './state/use-editor-revision';
import { groupCounts } from './side/tree-items';

/** The line under the map: where the mouse is, the zoom, what the map holds and its projector. */
export function StatusBar(props: { editor: MapEditorApi }) {
  const { t } = useTranslation('map');
  const { editor } = props;
  useEditorRevision(editor);
  const at = useCursor((state) => state.at);
  const zoom = useCursor((state) => state.zoom);
  const counts = groupCounts(editor.doc);
  const cloud = usePointCloud((state) => state.layer !== null);
  const ground = usePointCloud((state) => state.ground);
  return (
    <Box
      role="status"
      aria-label={t('status.label')}
      data-testid="status-bar"
      sx={{
        px: 1.5,
        py: 0.25,
        display: 'flex',
        // A narrow window puts the counts on a line of their own instead of cutting them off.
        flexWrap: 'wrap',
        columnGap: 2,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <Typography variant="caption" noWrap data-testid="cursor-position" sx={{ minWidth: 160 }}>
        {at ? `${at[1].toFixed(7)}, ${at[0].toFixed(7)}` : '—'}
      </Typography>
      <Typography variant="caption" noWrap>
        {zoom ? t('status.zoom', { zoom: zoom.toFixed(1) }) : ''}
      </Typography>
      {cloud && (
        <Typography
          variant="caption"
          noWrap
          data-testid="ground-source"
          color={ground?.kind === 'none' ? 'warning.main' : 'text.primary'}
        >
          {ground === null
            ? t('status.groundCloud')
            : ground.kind === 'cloud'
              ? t('status.groundZ', { z: ground.z.toFixed(2) })
              : t('status.groundNone')}
        </Typography>
      )}
      <Typography variant="caption" sx={{ flex: 1, minWidth: 'max-content' }}>
        {t('status.counts', {
          lanelets: counts.lanelets,
          lines: counts.lines,
          regulatory: counts.regulatory,
        })}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {editor.projector.projector_type === 'LocalCartesianUTM' ||
        editor.projector.projector_type === 'TransverseMercator'
          ? t('status.projectorAt', {
              type: editor.projector.projector_type,
              latitude: editor.projector.map_origin.latitude,
              longitude: editor.projector.map_origin.longitude,
            })
          : projectorLabel(editor.projector)}
      </Typography>
    </Box>
  );
}
