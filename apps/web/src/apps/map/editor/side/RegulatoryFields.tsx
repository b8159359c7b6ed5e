import { Button, Stack, Typography } from '@mui/material';
import { STOP_LINE_SUBTYPES, type MapEditorApi } from '../../model/editor-api';
import { editorUi } from '../state/editor-store';
import { regulatoryInfo } from '../state/regulatory';

/**
 * A regulatory element's links that are edited on the map: its stop line (traffic lights,
 * signs, right of way) and the lanelets that name it.
 */
export function RegulatoryFields(props: { editor: MapEditorApi; id: number }) {
  const { editor, id } = props;
  const info = regulatoryInfo(editor.doc, id);
  if (!info) return null;
  const takesStopLine = (STOP_LINE_SUBTYPES as readonly string[]).includes(info.subtype);
  return (
    <Stack spacing={1} sx={{ mb: 1.5 }}>
      {takesStopLine && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            Stop line: {info.stopLines.length ? info.stopLines.join(', ') : 'none'}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={() => editorUi.set({ editing: { regulatoryElement: id, what: 'stop_line' } })}
          >
            {info.stopLines.length ? 'Change stop line' : 'Set stop line'}
          </Button>
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          Lanelets: {info.lanelets.length ? info.lanelets.join(', ') : 'none'}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => editorUi.set({ editing: { regulatoryElement: id, what: 'lanelets' } })}
        >
          Link lanelets
        </Button>
      </Stack>
    </Stack>
  );
}
