import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditError, type MapEditorApi } from '../../model/editor-api';
import { attempt } from '../state/attempt';

/** Metres as typed; committed on leaving the field or Enter (a typo is refused, not saved). */
function MetresField(props: {
  label: string;
  value: number | undefined;
  testId: string;
  onCommit(value: number): void;
}) {
  const { t } = useTranslation('map');
  const shown = props.value === undefined ? '' : String(Number(props.value.toFixed(3)));
  const [text, setText] = useState(shown);
  return (
    <TextField
      size="small"
      label={props.label}
      value={text}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': props.testId } }}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (text.trim() === shown) return;
        const value = Number(text);
        const done = attempt(() => {
          if (text.trim() === '' || !Number.isFinite(value)) {
            throw new EditError(t('lightFields.notMetres', { what: props.label, text }));
          }
          props.onCommit(value);
          return true;
        });
        if (!done) setText(shown);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
    />
  );
}

/**
 * A traffic light's line string: the light body's `height` tag and the elevation of its bottom
 * edge (all its nodes), the two numbers Autoware's traffic_light_map_based_detector makes its
 * search box from (model/traffic-light.ts).
 */
export function TrafficLightFields(props: { editor: MapEditorApi; id: number }) {
  const { t } = useTranslation('map');
  const { editor, id } = props;
  const way = editor.doc.ways.get(id);
  if (!way) return null;
  const heightText = way.tags.height;
  const height = heightText === undefined ? undefined : Number(heightText);
  const zs = way.nodes.map((n) => editor.doc.nodes.get(n)?.z).filter(Number.isFinite);
  const elevation = zs.length ? (zs as number[]).reduce((a, b) => a + b, 0) / zs.length : undefined;
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10, margin: '4px 0 12px' }}
      aria-label={t('lightFields.label')}
      role="group"
    >
      <MetresField
        key={`h:${id}:${heightText ?? ''}`}
        label={t('lightFields.height')}
        value={Number.isFinite(height) ? height : undefined}
        testId="light-height"
        onCommit={(value) => {
          if (!(value > 0)) throw new EditError(t('lightFields.heightAboveZero'));
          editor.setTags({ type: 'way', id }, { height: String(value) });
        }}
      />
      <MetresField
        key={`z:${id}:${elevation ?? ''}`}
        label={t('lightFields.elevation')}
        value={elevation}
        testId="light-elevation"
        onCommit={(value) => editor.setWayElevation(id, value)}
      />
    </div>
  );
}
