import type { MapSummary } from '@ads/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import { setMapVersion } from '../api';

/**
 * A map's release label, what Autoware's map loader reads as `<MetaInfo map_version=…/>` in the
 * Autoware export. Kept with the map (not a version of it): setting it saves no new version.
 * The server says what a label may hold; its sentence is shown as it is.
 */
export function MapVersionDialog(props: {
  map: MapSummary | null;
  onClose(): void;
  onSaved(map: MapSummary): void;
}) {
  const { t } = useTranslation(['map', 'common']);
  const [typed, setTyped] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typed ?? props.map?.map_version ?? '';

  const close = () => {
    setTyped(null);
    setProblem(null);
    props.onClose();
  };
  const save = async () => {
    if (!props.map || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const saved = await setMapVersion(props.map.id, value);
      setTyped(null);
      props.onSaved(saved);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={props.map !== null}
      onClose={close}
      aria-labelledby="map-version-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="map-version-title">
        {t('mapVersion.title', { name: props.map?.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('mapVersion.text')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          label={t('mapVersion.label')}
          placeholder="1.0.0"
          value={value}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void save();
          }}
          slotProps={{ htmlInput: { maxLength: 40, translate: 'no' } }}
        />
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverText(problem)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
