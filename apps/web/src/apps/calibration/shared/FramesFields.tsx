import { Stack, TextField } from '@mui/material';
import { sensorProblem } from '../api';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

/** A transform's two frames: parent and child (tf's frame_id and child_frame_id). */
export function FramesFields(props: {
  parent: string;
  child: string;
  onChange: (frames: { parent: string; child: string }) => void;
}) {
  const parentProblem = sensorProblem(props.parent);
  const childProblem = sensorProblem(props.child);
  const { t } = useTranslation('calibration');
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        label={t('frames.parent')}
        value={props.parent}
        onChange={(event) => props.onChange({ parent: event.target.value, child: props.child })}
        error={!!parentProblem}
        helperText={
          parentProblem ? serverText(parentProblem) : <span translate="no">frame_id</span>
        }
        size="small"
        sx={{ minWidth: 180, flex: 1 }}
        slotProps={{ htmlInput: { spellCheck: false, translate: 'no' } }}
      />
      <TextField
        label={t('frames.child')}
        value={props.child}
        onChange={(event) => props.onChange({ parent: props.parent, child: event.target.value })}
        error={!!childProblem}
        helperText={
          childProblem ? serverText(childProblem) : <span translate="no">child_frame_id</span>
        }
        size="small"
        sx={{ minWidth: 240, flex: 2 }}
        slotProps={{ htmlInput: { spellCheck: false, translate: 'no' } }}
      />
    </Stack>
  );
}
