import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapEditorApi } from '../../model/editor-api';
import { editorUi, useEditorUi } from '../state/editor-store';
import { finishTool } from '../state/tool-clicks';
import { MODE_TOOLS } from '../state/tools';
import { DrawOptions } from './DrawOptions';
import { PickOptions } from './PickOptions';
import { RouteResult } from './RouteResult';

/** What to do next in each tool, said in one line. */
function hintOf(state: ReturnType<typeof useEditorUi.getState>, t: TFunction<'map'>): string {
  const { tool, phase, picks } = state;
  switch (tool) {
    case 'bounds':
      return picks.left ? t('hints.boundsRight') : t('hints.boundsLeft');
    case 'traffic_light':
    case 'traffic_sign':
      return phase === 'draw'
        ? t(tool === 'traffic_light' ? 'hints.lightEnds' : 'hints.signEnds')
        : t('hints.governs');
    default:
      return t(`hints.${tool}`);
  }
}

function EditingRegulation(props: {
  editor: MapEditorApi;
  what: 'stop_line' | 'lanelets';
  id: number;
}) {
  const { t } = useTranslation('map');
  return (
    <>
      <Typography variant="body2">
        {props.what === 'stop_line'
          ? t('hints.editStopLine', { id: props.id })
          : t('hints.editLanelets', { id: props.id })}
      </Typography>
      <Button size="small" onClick={() => editorUi.set({ editing: null })}>
        {t('hints.done')}
      </Button>
    </>
  );
}

/**
 * The bar over the map's top left: the tool's name and what to do next, its options (width,
 * type, speed…), what it has picked, and its Create / Cancel buttons.
 */
export function ToolOptions(props: { editor: MapEditorApi }) {
  const { t } = useTranslation('map');
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
          {hintOf(state, t)}
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
      aria-label={t('hints.optionsLabel')}
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
        <Box sx={{ fontWeight: 700, fontSize: 14 }}>
          {state.editing ? t('hints.editing') : t(`tools.${info.id}`)}
        </Box>
        {body}
      </Stack>
    </Paper>
  );
}
