import type { MapFinding } from '@ads/lanelet2';
import { Alert, Box, useTheme } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoMapNotice } from '../../../../lib/map/NoMapNotice';
import { canDrawMaps } from '../../../../lib/map/maplibre';
import type { MapEditorApi } from '../../model/editor-api';
import { useMapDrawing } from './use-map-drawing';
import { useMapGestures } from './use-map-gestures';
import { useMapInstance } from './use-map-instance';
import { useMapZoom } from './use-map-zoom';
import { usePointCloudLayer } from './point-cloud-layer';

/**
 * The editor's map (a chunk of its own with maplibre): the document drawn by type and subtype,
 * the overlay (selection, findings, route, picks), the tool's draft, and the mouse handed to
 * the tools. The container says what is drawn: `data-lanelets`, `data-lines`, `data-center`,
 * `data-zoom`, `data-tool`, `data-point-cloud` (lib/lanelet, use-map-drawing.ts, use-map-zoom.ts,
 * point-cloud-layer.ts).
 */
export default function EditorMap(props: {
  editor: MapEditorApi;
  findings: readonly MapFinding[];
}) {
  const { t } = useTranslation('map');
  const { editor, findings } = props;
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const [supported] = useState(canDrawMaps);
  const [problem, setProblem] = useState<string | null>(null);
  const map = useMapInstance(
    container,
    supported,
    editor.doc,
    editor.projector,
    dark,
    theme.palette.primary.main,
    setProblem,
  );
  useMapDrawing(map, editor, findings);
  useMapGestures(map, editor);
  useMapZoom(map, editor);
  usePointCloudLayer(map);

  if (!supported) {
    return <NoMapNotice sx={{ m: 2 }}>{t('map.noWebgl')}</NoMapNotice>;
  }
  return (
    <Box sx={{ position: 'absolute', inset: 0 }}>
      <Box
        ref={container}
        data-testid="map-editor-canvas"
        data-ready={map ? 'true' : 'false'}
        role="region"
        aria-label={t('map.canvas')}
        sx={{
          // maplibre's own CSS makes its container `position: relative`: sized, not inset.
          width: '100%',
          height: '100%',
          '& .maplibregl-ctrl-group': dark ? { filter: 'invert(0.9) hue-rotate(180deg)' } : {},
        }}
      />
      {problem && (
        <Alert severity="warning" sx={{ position: 'absolute', left: 12, right: 12, bottom: 40 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
