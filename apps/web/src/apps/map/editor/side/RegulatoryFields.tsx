import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { STOP_LINE_SUBTYPES, type MapEditorApi } from '../../model/editor-api';
import { editorUi } from '../state/editor-store';
import { regulatoryInfo } from '../state/regulatory';

/**
 * A regulatory element's links that are edited on the map: its stop line (traffic lights,
 * signs, right of way) and the lanelets that name it.
 */
export function RegulatoryFields(props: { editor: MapEditorApi; id: number }) {
  const { t } = useTranslation('map');
  const { editor, id } = props;
  const info = regulatoryInfo(editor.doc, id);
  if (!info) return null;
  const takesStopLine = (STOP_LINE_SUBTYPES as readonly string[]).includes(info.subtype);
  return (
    <Stack spacing={1} sx={{ mb: 1.5 }}>
      {takesStopLine && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {t('fields.stopLine', {
              ids: info.stopLines.length ? info.stopLines.join(', ') : t('fields.none'),
            })}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={() => editorUi.set({ editing: { regulatoryElement: id, what: 'stop_line' } })}
          >
            {info.stopLines.length ? t('fields.changeStopLine') : t('fields.setStopLine')}
          </Button>
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {t('fields.lanelets', {
            ids: info.lanelets.length ? info.lanelets.join(', ') : t('fields.none'),
          })}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => editorUi.set({ editing: { regulatoryElement: id, what: 'lanelets' } })}
        >
          {t('fields.linkLanelets')}
        </Button>
      </Stack>
    </Stack>
  );
}
