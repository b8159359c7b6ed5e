import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, InputBase, Stack, Tooltip, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/notify';
import type { ElementRef, MapEditorApi } from '../../model/editor-api';
import { attempt } from '../state/attempt';
import { type TagPatch, addTagPatch, renameKeyPatch, setValuePatch } from './tag-edits';

const CELL_SX = {
  fontSize: 13,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  px: 0.75,
  py: 0.25,
  borderRadius: 1,
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focused': { bgcolor: 'action.selected' },
} as const;

/** tag-edits' refusal (English, as its tests read it) in the language shown. */
function tagProblem(problem: string, t: TFunction<'map'>): string {
  if (problem === 'A tag needs a key.') return t('tags.needsKey');
  const exists = /^There is already a tag "(.*)"(; change its value instead)?\.$/.exec(problem);
  if (exists) return t(exists[2] ? 'tags.existsChange' : 'tags.exists', { key: exists[1] });
  return problem;
}

/** A cell edited in place: committed on Enter or leaving it, put back on Esc. */
function Cell(props: {
  value: string;
  label: string;
  onCommit(value: string): void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(props.value);
  return (
    <InputBase
      value={text}
      autoFocus={props.autoFocus}
      inputProps={{ 'aria-label': props.label, spellCheck: false }}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (text !== props.value) props.onCommit(text);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
        if (event.key === 'Escape') {
          setText(props.value);
          event.stopPropagation();
        }
      }}
      sx={{ ...CELL_SX, flex: 1, minWidth: 0 }}
    />
  );
}

/** The selected element's tags as an editable key / value table, with a row to add one. */
export function TagTable(props: {
  editor: MapEditorApi;
  element: ElementRef;
  tags: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('map');
  const { editor, element, tags } = props;
  const [newKey, setNewKey] = useState('');
  const apply = (patch: TagPatch | string | null) => {
    if (patch === null) return;
    if (typeof patch === 'string') {
      notify(tagProblem(patch, t), 'warning');
      return;
    }
    attempt(() => editor.setTags(element, patch));
  };
  const id = `${element.type}-${element.id}`;
  const entries = Object.entries(tags);

  return (
    <Box role="table" aria-label={t('tags.label')}>
      {entries.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
          {t('tags.none')}
        </Typography>
      )}
      {entries.map(([key, value]) => (
        <Stack
          key={`${id}:${key}:${value}`}
          role="row"
          // A row is the map's own key and value; its labels say them as they are.
          translate="no"
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
        >
          <Cell
            value={key}
            label={t('tags.key', { key })}
            onCommit={(next) => apply(renameKeyPatch(tags, key, next))}
          />
          <Cell
            value={value}
            label={t('tags.value', { key })}
            onCommit={(next) => apply(setValuePatch(tags, key, next))}
          />
          <Tooltip
            title={
              <Trans
                t={t}
                i18nKey="tags.remove"
                values={{ key }}
                components={[<span key="0" translate="no" />]}
              />
            }
          >
            <IconButton
              size="small"
              aria-label={t('tags.removeLabel', { key })}
              onClick={() => apply({ [key]: null })}
            >
              <CloseIcon sx={{ fontSize: 16 }} />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
        <InputBase
          value={newKey}
          placeholder={t('tags.newKey')}
          inputProps={{ 'aria-label': t('tags.newKeyLabel'), spellCheck: false }}
          onChange={(event) => setNewKey(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            const patch = addTagPatch(tags, newKey, '');
            apply(patch);
            if (typeof patch !== 'string') setNewKey('');
          }}
          sx={{ ...CELL_SX, flex: 1, border: 1, borderColor: 'divider' }}
        />
        <Tooltip title={t('tags.add')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('tags.addLabel')}
              disabled={!newKey.trim()}
              onClick={() => {
                const patch = addTagPatch(tags, newKey, '');
                apply(patch);
                if (typeof patch !== 'string') setNewKey('');
              }}
            >
              <AddIcon sx={{ fontSize: 18 }} />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </Box>
  );
}
