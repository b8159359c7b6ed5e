import SaveIcon from '@mui/icons-material/SaveOutlined';
import { Button, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { Trans, useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

/**
 * Saving a result to the project's sensor: a note and the button; says why it cannot be saved
 * yet, and what was saved. Only saving sends anything to the server (the numbers, no images).
 */
export function SaveBar(props: {
  sensor: string;
  /** Why not now (no result, a stale one, no sensor name); null when it can be saved. */
  blocked: string | null;
  onSave: (note: string) => Promise<unknown>;
}) {
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const { t } = useTranslation(['calibration', 'common']);
  const save = async () => {
    setSaving(true);
    try {
      await props.onSave(note.trim());
      const sensor = props.sensor.trim();
      setSaved(sensor);
      setNote('');
      notify(t('save.saved', { sensor }), 'success');
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack spacing={0.5} data-saved={saved ? 'true' : 'false'}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label={t('save.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          size="small"
          sx={{ flex: 1, minWidth: 180 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Tooltip
          title={props.blocked ? serverText(props.blocked) : ''}
          disableHoverListener={!props.blocked}
        >
          <span>
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={!!props.blocked || saving}
              onClick={() => void save()}
            >
              {saving ? t('save.saving') : t('common:actions.save')}
            </Button>
          </span>
        </Tooltip>
      </Stack>
      <Typography variant="caption" color="text.secondary" role="status">
        {props.blocked ? (
          serverText(props.blocked)
        ) : (
          <Trans
            t={t}
            i18nKey={saved === null ? 'save.what' : 'save.savedOf'}
            values={{ sensor: saved ?? props.sensor.trim() }}
            components={[<span translate="no" key="sensor" />]}
          />
        )}
      </Typography>
    </Stack>
  );
}
