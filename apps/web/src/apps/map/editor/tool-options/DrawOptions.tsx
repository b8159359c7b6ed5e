import { Button, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { editorUi, useEditorUi } from '../state/editor-store';
import { DRAWING_TOOLS } from '../state/tools';
import { LINE_TYPES } from './line-types';
import { NumberField } from './NumberField';

/** The options of the drawing tools: lane width, line type and subtype, sign type, speed. */
export function DrawOptions() {
  const { t } = useTranslation('map');
  const tool = useEditorUi((state) => state.tool);
  const phase = useEditorUi((state) => state.phase);
  const width = useEditorUi((state) => state.width);
  const lineType = useEditorUi((state) => state.lineType);
  const lineSubtype = useEditorUi((state) => state.lineSubtype);
  const signType = useEditorUi((state) => state.signType);
  const speed = useEditorUi((state) => state.speedKmh);
  const points = useEditorUi((state) => state.draft.length);
  // The width also makes neighbours: shown in Select while a lanelet is selected.
  const laneletSelected = useEditorUi(
    (state) => state.selection.length === 1 && state.selection[0]!.type === 'relation',
  );
  const drawing = DRAWING_TOOLS[tool] !== undefined && phase === 'draw';
  const subtypes = LINE_TYPES[lineType] ?? [];

  return (
    <>
      {(tool === 'centreline' || (tool === 'select' && laneletSelected)) && (
        <NumberField
          label={t('options.laneWidth')}
          unit="m"
          value={width}
          min={0.5}
          max={20}
          onChange={(value) => editorUi.set({ width: value })}
        />
      )}
      {tool === 'line' && (
        <>
          <TextField
            select
            size="small"
            label={t('options.type')}
            value={lineType}
            onChange={(event) =>
              editorUi.set({
                lineType: event.target.value,
                lineSubtype: LINE_TYPES[event.target.value]?.[0] ?? '',
              })
            }
            sx={{ minWidth: 150 }}
            slotProps={{ select: { SelectDisplayProps: { translate: 'no' } } }}
          >
            {Object.keys(LINE_TYPES).map((type) => (
              <MenuItem key={type} value={type} translate="no">
                {type}
              </MenuItem>
            ))}
          </TextField>
          {subtypes.length > 0 && (
            <TextField
              select
              size="small"
              label={t('options.subtype')}
              value={subtypes.includes(lineSubtype) ? lineSubtype : subtypes[0]}
              onChange={(event) => editorUi.set({ lineSubtype: event.target.value })}
              sx={{ minWidth: 130 }}
              slotProps={{ select: { SelectDisplayProps: { translate: 'no' } } }}
            >
              {subtypes.map((subtype) => (
                <MenuItem key={subtype} value={subtype} translate="no">
                  {subtype}
                </MenuItem>
              ))}
            </TextField>
          )}
        </>
      )}
      {tool === 'traffic_sign' && (
        <TextField
          size="small"
          label={t('options.signType')}
          value={signType}
          onChange={(event) => editorUi.set({ signType: event.target.value })}
          helperText={undefined}
          sx={{ width: 130 }}
        />
      )}
      {tool === 'speed_limit' && (
        <NumberField
          label={t('options.speedLimit')}
          unit="km/h"
          value={speed}
          min={1}
          max={300}
          step={5}
          onChange={(value) => editorUi.set({ speedKmh: value })}
        />
      )}
      {drawing && points > 0 && (
        <Button size="small" onClick={() => editorUi.clearWork()}>
          {t('options.cancelPoints', { count: points })}
        </Button>
      )}
    </>
  );
}
