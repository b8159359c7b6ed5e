import { Button, Chip, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MapEditorApi } from '../../model/editor-api';
import { type PickRole, editorUi, useEditorUi } from '../state/editor-store';

/** Which slots each picking tool shows, in order. */
const SLOTS: Partial<Record<string, PickRole[]>> = {
  traffic_light: ['lanelets', 'stop_line'],
  traffic_sign: ['lanelets', 'stop_line'],
  right_of_way: ['right_of_way', 'yield', 'stop_line'],
  speed_limit: ['lanelets'],
  crosswalk: ['crosswalk', 'lanelets', 'stop_line'],
  join: ['lanelets'],
  bounds: ['left', 'right'],
};

/** Whether the picks are enough to create the element (the model checks the rest). */
function ready(tool: string, picks: Partial<Record<PickRole, number[]>>): boolean {
  const count = (role: PickRole) => picks[role]?.length ?? 0;
  switch (tool) {
    case 'traffic_light':
    case 'traffic_sign':
    case 'speed_limit':
      return count('lanelets') > 0;
    case 'right_of_way':
      return count('right_of_way') > 0 && count('yield') > 0;
    case 'crosswalk':
      return count('crosswalk') > 0 && count('lanelets') > 0;
    default:
      return false;
  }
}

/** What a picking tool has picked, slot by slot, and its Create button. */
export function PickOptions(props: { editor: MapEditorApi; onCreate(): void }) {
  const { t } = useTranslation(['map', 'common']);
  const tool = useEditorUi((state) => state.tool);
  const phase = useEditorUi((state) => state.phase);
  const picks = useEditorUi((state) => state.picks);
  const pickRole = useEditorUi((state) => state.pickRole);
  const slots = SLOTS[tool];
  if (!slots) return null;
  if ((tool === 'traffic_light' || tool === 'traffic_sign') && phase === 'draw') return null;
  const creates = tool !== 'join' && tool !== 'bounds';
  const describe = (role: PickRole) => {
    const ids = picks[role] ?? [];
    if (ids.length === 0) return t('options.none');
    return ids.length <= 3 ? ids.join(', ') : `${ids.length}`;
  };
  return (
    <>
      {tool === 'right_of_way' && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={pickRole}
          onChange={(_event, role: PickRole | null) => role && editorUi.set({ pickRole: role })}
          aria-label={t('options.pickedNext')}
        >
          <ToggleButton value="right_of_way">{t('options.roles.right_of_way')}</ToggleButton>
          <ToggleButton value="yield">{t('options.roles.yield')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      {slots.map((role) => (
        <Chip
          key={role}
          size="small"
          variant={picks[role]?.length ? 'filled' : 'outlined'}
          color={picks[role]?.length ? 'primary' : 'default'}
          label={t('options.slot', { role: t(`options.roles.${role}`), picked: describe(role) })}
        />
      ))}
      {creates && (
        <Button
          size="small"
          variant="contained"
          disabled={!ready(tool, picks)}
          onClick={props.onCreate}
        >
          {t('options.create')}
        </Button>
      )}
      <Button size="small" onClick={() => editorUi.clearWork()}>
        {t('common:actions.cancel')}
      </Button>
    </>
  );
}
