import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapEditorApi } from '../../model/editor-api';
import { sameRef, useEditorUi } from '../state/editor-store';
import { useEditorRevision } from '../state/use-editor-revision';
import { ElementLink } from './ElementLink';
import { TREE_GROUPS, type TreeGroup, groupCounts, treeItems } from './tree-items';
import { VirtualList } from './VirtualList';

/** Every element of a kind, filtered, in a list that scrolls through thousands at ease. */
export function ElementTree(props: { editor: MapEditorApi }) {
  const { t } = useTranslation('map');
  const { editor } = props;
  const revision = useEditorRevision(editor);
  const [group, setGroup] = useState<TreeGroup>('lanelets');
  const [filter, setFilter] = useState('');
  const selection = useEditorUi((state) => state.selection);
  // The lists are read again when the map changes (the revision), not on each render.
  const items = useMemo(
    () => treeItems(editor.doc, group, filter),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editor, group, filter, revision],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const counts = useMemo(() => groupCounts(editor.doc), [editor, revision]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={1} sx={{ px: 1.5, py: 1 }}>
        <TextField
          select
          size="small"
          label={t('tree.show')}
          value={group}
          onChange={(event) => setGroup(event.target.value as TreeGroup)}
          sx={{ minWidth: 170 }}
        >
          {(Object.keys(TREE_GROUPS) as TreeGroup[]).map((key) => (
            <MenuItem key={key} value={key}>
              {t(`tree.groups.${key}`)} ({counts[key]})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('tree.filter')}
          placeholder={t('tree.filterPlaceholder')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          sx={{ flex: 1 }}
        />
      </Stack>
      <VirtualList
        items={items}
        rowHeight={44}
        label={t(`tree.groups.${group}`)}
        renderRow={(element) => (
          <Box
            sx={{
              px: 0.5,
              bgcolor: selection.some((item) => sameRef(item, element))
                ? 'action.selected'
                : undefined,
            }}
          >
            <ElementLink doc={editor.doc} element={element} />
          </Box>
        )}
      />
    </Box>
  );
}
