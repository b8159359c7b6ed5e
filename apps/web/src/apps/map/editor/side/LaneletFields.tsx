import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapEditorApi } from '../../model/editor-api';
import { attempt } from '../state/attempt';
import { LANELET_SUBTYPES, LOCATIONS, TURN_DIRECTION_CHOICES } from '../tool-options/line-types';

const NONE = '';

function Choice(props: {
  label: string;
  value: string | undefined;
  choices: readonly string[];
  onChange(value: string | null): void;
}) {
  const { t } = useTranslation('map');
  const value = props.value ?? NONE;
  // A value the list does not know is still shown (and kept) as it is.
  const choices =
    value && !props.choices.includes(value) ? [...props.choices, value] : props.choices;
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={value}
      onChange={(event) => props.onChange(event.target.value === NONE ? null : event.target.value)}
      sx={{ minWidth: 0 }}
      // The tag's values are the specification's words, kept as they are.
      slotProps={{ select: { SelectDisplayProps: { translate: 'no' } } }}
    >
      <MenuItem value={NONE}>
        <em>{t('fields.none')}</em>
      </MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice} translate="no">
          {choice}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The speed limit as typed; committed on leaving the field (the validator reads the text). */
function SpeedField(props: { value: string | undefined; onCommit(value: string | null): void }) {
  const { t } = useTranslation('map');
  const [text, setText] = useState(props.value ?? '');
  return (
    <TextField
      size="small"
      label={t('fields.speed_limit')}
      value={text}
      placeholder={t('fields.speedPlaceholder')}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (text !== (props.value ?? '')) props.onCommit(text.trim() ? text.trim() : null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
    />
  );
}

/** A lanelet's usual tags as fields: subtype, location, speed limit, turn direction, one way. */
export function LaneletFields(props: {
  editor: MapEditorApi;
  id: number;
  tags: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('map');
  const { editor, id, tags } = props;
  const set = (key: string) => (value: string | null) =>
    attempt(() => editor.setTags({ type: 'relation', id }, { [key]: value }));
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10, margin: '4px 0 12px' }}
      aria-label={t('fields.label')}
      role="group"
    >
      <Choice
        label={t('fields.subtype')}
        value={tags.subtype}
        choices={LANELET_SUBTYPES}
        onChange={set('subtype')}
      />
      <Choice
        label={t('fields.location')}
        value={tags.location}
        choices={LOCATIONS}
        onChange={set('location')}
      />
      <SpeedField
        key={`${id}:${tags.speed_limit ?? ''}`}
        value={tags.speed_limit}
        onCommit={set('speed_limit')}
      />
      <Choice
        label={t('fields.turn_direction')}
        value={tags.turn_direction}
        choices={TURN_DIRECTION_CHOICES}
        onChange={set('turn_direction')}
      />
      <Choice
        label={t('fields.one_way')}
        value={tags.one_way}
        choices={['yes', 'no']}
        onChange={set('one_way')}
      />
    </div>
  );
}
