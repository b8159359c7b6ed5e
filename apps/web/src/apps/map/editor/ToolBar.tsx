import AddRoadIcon from '@mui/icons-material/AddRoadOutlined';
import AlignLeftIcon from '@mui/icons-material/AlignHorizontalLeftOutlined';
import AlignRightIcon from '@mui/icons-material/AlignHorizontalRightOutlined';
import CallMergeIcon from '@mui/icons-material/CallMergeOutlined';
import ContentCutIcon from '@mui/icons-material/ContentCutOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import WalkIcon from '@mui/icons-material/DirectionsWalkOutlined';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRuleOutlined';
import MergeTypeIcon from '@mui/icons-material/MergeTypeOutlined';
import NearMeIcon from '@mui/icons-material/NearMeOutlined';
import PolylineIcon from '@mui/icons-material/PolylineOutlined';
import RedoIcon from '@mui/icons-material/RedoOutlined';
import RouteIcon from '@mui/icons-material/RouteOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import SignpostIcon from '@mui/icons-material/SignpostOutlined';
import SpeedIcon from '@mui/icons-material/SpeedOutlined';
import SwapVertIcon from '@mui/icons-material/SwapVertOutlined';
import TrafficIcon from '@mui/icons-material/TrafficOutlined';
import UndoIcon from '@mui/icons-material/UndoOutlined';
import ViewStreamIcon from '@mui/icons-material/ViewStreamOutlined';
import { Box, Divider, IconButton, Paper, ToggleButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapEditorApi } from '../model/editor-api';
import { editorUi, useEditorUi } from './state/editor-store';
import { runAction } from './state/tool-actions';
import {
  ACTION_TOOLS,
  type ActionTool,
  MODE_TOOLS,
  type ModeTool,
  useToolText,
} from './state/tools';
import { useEditorRevision } from './state/use-editor-revision';

const MODE_ICONS: Record<ModeTool, ReactElement> = {
  select: <NearMeIcon fontSize="small" />,
  centreline: <AddRoadIcon fontSize="small" />,
  bounds: <ViewStreamIcon fontSize="small" />,
  line: <PolylineIcon fontSize="small" />,
  stop_line: <HorizontalRuleIcon fontSize="small" />,
  traffic_light: <TrafficIcon fontSize="small" />,
  traffic_sign: <SignpostIcon fontSize="small" />,
  right_of_way: <MergeTypeIcon fontSize="small" />,
  speed_limit: <SpeedIcon fontSize="small" />,
  crosswalk: <WalkIcon fontSize="small" />,
  split: <ContentCutIcon fontSize="small" />,
  join: <CallMergeIcon fontSize="small" />,
  route: <RouteIcon fontSize="small" />,
};

const ACTION_ICONS: Record<ActionTool, ReactElement> = {
  neighbour_left: <AlignLeftIcon fontSize="small" />,
  neighbour_right: <AlignRightIcon fontSize="small" />,
  reverse: <SwapVertIcon fontSize="small" />,
  delete: <DeleteIcon fontSize="small" />,
  undo: <UndoIcon fontSize="small" />,
  redo: <RedoIcon fontSize="small" />,
  save: <SaveIcon fontSize="small" />,
};

const BUTTON_SX = { width: 36, height: 36, border: 0, borderRadius: 1.5 } as const;

/** The tools on the left: modes (one is on) in a grid of two columns, then the actions. */
export function ToolBar(props: { editor: MapEditorApi; save: () => void; dirty: boolean }) {
  const { t } = useTranslation('map');
  const text = useToolText();
  const { editor, save, dirty } = props;
  useEditorRevision(editor);
  const tool = useEditorUi((state) => state.tool);
  const selection = useEditorUi((state) => state.selection);
  const laneletSelected =
    selection[0]?.type === 'relation' &&
    editor.doc.relations.get(selection[0].id)?.tags.type === 'lanelet';
  const enabled: Record<ActionTool, boolean> = {
    neighbour_left: laneletSelected,
    neighbour_right: laneletSelected,
    reverse: laneletSelected,
    delete: selection.length > 0,
    undo: editor.canUndo,
    redo: editor.canRedo,
    save: dirty,
  };

  return (
    <Paper
      square
      elevation={0}
      role="toolbar"
      aria-label={t('tools.label')}
      aria-orientation="vertical"
      sx={{
        borderRight: 1,
        borderColor: 'divider',
        p: 0.75,
        display: 'grid',
        gridTemplateColumns: 'repeat(2, 36px)',
        gridAutoRows: '36px',
        gap: 0.5,
        alignContent: 'start',
        overflowY: 'auto',
      }}
    >
      {MODE_TOOLS.map((info) => (
        <Tooltip key={info.id} title={text.title(info)} placement="right">
          <ToggleButton
            value={info.id}
            selected={tool === info.id}
            aria-label={text.label(info)}
            aria-keyshortcuts={info.keys[0]?.toUpperCase()}
            onChange={() => editorUi.chooseTool(info.id)}
            color="primary"
            sx={BUTTON_SX}
          >
            {MODE_ICONS[info.id]}
          </ToggleButton>
        </Tooltip>
      ))}
      <Box sx={{ gridColumn: '1 / -1', alignSelf: 'center' }}>
        <Divider />
      </Box>
      {ACTION_TOOLS.map((info) => (
        <Tooltip key={info.id} title={text.title(info)} placement="right">
          <span>
            <IconButton
              aria-label={text.label(info)}
              disabled={!enabled[info.id]}
              onClick={() => runAction(editor, info.id, save)}
              sx={BUTTON_SX}
            >
              {ACTION_ICONS[info.id]}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Paper>
  );
}
