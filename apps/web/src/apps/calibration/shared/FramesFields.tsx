import { Stack, TextField } from '@mui/material';
import { sensorProblem } from '../api';

/** A transform's two frames: parent and child (tf's frame_id and child_frame_id). */
export function FramesFields(props: {
  parent: string;
  child: string;
  onChange: (frames: { parent: string; child: string }) => void;
}) {
  const parentProblem = sensorProblem(props.parent);
  const childProblem = sensorProblem(props.child);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        label="Parent frame"
        value={props.parent}
        onChange={(event) => props.onChange({ parent: event.target.value, child: props.child })}
        error={!!parentProblem}
        helperText={parentProblem ?? 'frame_id'}
        size="small"
        sx={{ minWidth: 180, flex: 1 }}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <TextField
        label="Child frame"
        value={props.child}
        onChange={(event) => props.onChange({ parent: props.parent, child: event.target.value })}
        error={!!childProblem}
        helperText={childProblem ?? 'child_frame_id'}
        size="small"
        sx={{ minWidth: 240, flex: 2 }}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    </Stack>
  );
}
