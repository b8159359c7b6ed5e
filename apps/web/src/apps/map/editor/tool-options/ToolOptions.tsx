import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { MapEditorApi } from '../../model/editor-api';
import { editorUi, useEditorUi } from '../state/editor-store';
import { finishTool } from '../state/tool-clicks';
import { MODE_TOOLS } from '../state/tools';
import { DrawOptions } from './DrawOptions';
import { PickOptions } from './PickOptions';
import { RouteResult } from './RouteResult';

/** What to do next in each tool, said in one line. */
function hintOf(state: ReturnType<typeof useEditorUi.getState>): string {
  const { tool, phase, picks } = state;
  switch (tool) {
    case 'select':
      return 'Click to select, Shift+click to add; drag a node to move it.';
    case 'centreline':
      return 'Click points along the centreline; double-click or Enter to finish.';
    case 'bounds':
      return picks.left ? 'Now click the right line string.' : 'Click the left line string.';
    case 'line':
      return 'Click points; double-click or Enter to finish.';
    case 'stop_line':
      return 'Click both ends of the stop line.';
    case 'traffic_light':
    case 'traffic_sign':
      return phase === 'draw'
        ? `Click both ends of the ${tool === 'traffic_light' ? 'light' : 'sign'}.`
        : 'Click the lanelets it governs and their stop line, then Create.';
    case 'right_of_way':
      return 'Click lanelets with the right of way, then those that yield; a stop line if any.';
    case 'speed_limit':
      return 'Click the lanelets the limit applies to, then Create.';
    case 'crosswalk':
      return 'Click the crosswalk lanelet, then the lanes it crosses and their stop lines.';
    case 'split':
      return 'Click a lanelet where it should be split.';
    case 'join':
      return 'Click two lanelets, one following the other.';
    case 'route':
      return 'Click a start and a destination on lanelets.';
  }
}

function EditingRegulation(props: {
  editor: MapEditorApi;
  what: 'stop_line' | 'lanelets';
  id: number;
}) {
  return (
    <>
      <Typography variant="body2">
        {props.what === 'stop_line'
          ? `Click the stop line for regulatory element ${props.id}.`
          : `Click lanelets to link or unlink regulatory element ${props.id}.`}
      </Typography>
      <Button size="small" onClick={() => editorUi.set({ editing: null })}>
        Done
      </Button>
    </>
  );
}

/**
 * The bar over the map's top left: the tool's name and what to do next, its options (width,
 * type, speed…), what it has picked, and its Create / Cancel buttons.
 */
export function ToolOptions(props: { editor: MapEditorApi }) {
  const { editor } = props;
  const state = useEditorUi();
  const info = MODE_TOOLS.find((tool) => tool.id === state.tool)!;
  let body: ReactNode;
  if (state.editing) {
    body = (
      <EditingRegulation
        editor={editor}
        what={state.editing.what}
        id={state.editing.regulatoryElement}
      />
    );
  } else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary">
          {hintOf(state)}
        </Typography>
        <DrawOptions />
        <PickOptions editor={editor} onCreate={() => finishTool({ editor, tolerance: 0 })} />
        {state.tool === 'route' && <RouteResult route={state.route} />}
      </>
    );
  }
  return (
    <Paper
      elevation={3}
      role="group"
      aria-label="Tool options"
      data-testid="tool-options"
      sx={{
        position: 'absolute',
        top: 10,
        left: 10,
        maxWidth: 'calc(100% - 80px)',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        zIndex: 2,
      }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Box sx={{ fontWeight: 700, fontSize: 14 }}>{state.editing ? 'Editing' : info.label}</Box>
        {body}
      </Stack>
    </Paper>
  );
}
