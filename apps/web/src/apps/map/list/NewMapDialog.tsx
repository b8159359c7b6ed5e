import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import { createMap } from '../api';
import { DEFAULT_CENTRE } from '../editor/map/start-view';
import { useVehicleStart } from './vehicle-start';

/** Degrees as typed, or null when they are not a number within ±limit. */
function degrees(text: string, limit: number): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** Degrees as a field shows them: to 1e-7° (about a centimetre), no trailing zeros. */
const shown = (value: number) => String(Number(value.toFixed(7)));

/**
 * A new, empty map of the project: its name and where it is. The origin fixes the map's local
 * metres (a LocalCartesianUTM projector, Lanelet2's default); the editor opens there. It is the
 * project's vehicle's last position when one reported it (until the user types one), else the
 * default centre.
 */
export function NewMapDialog(props: {
  open: boolean;
  projectId: number;
  onClose(): void;
  onCreated(id: number): void;
}) {
  const { t } = useTranslation(['map', 'common']);
  const [name, setName] = useState('');
  const vehicle = useVehicleStart(props.projectId, props.open).data ?? null;
  // What the user typed; until then the fields show the vehicle's position or the default.
  const [typed, setTyped] = useState<{ lat: string; lon: string } | null>(null);
  const lat = typed?.lat ?? (vehicle ? shown(vehicle.lat) : String(DEFAULT_CENTRE[1]));
  const lon = typed?.lon ?? (vehicle ? shown(vehicle.lon) : String(DEFAULT_CENTRE[0]));
  const type = (change: Partial<{ lat: string; lon: string }>) => setTyped({ lat, lon, ...change });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const latitude = degrees(lat, 90);
  const longitude = degrees(lon, 180);
  const valid = name.trim() !== '' && latitude !== null && longitude !== null;

  const create = async () => {
    if (!valid || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const map = await createMap({
        project_id: props.projectId,
        name: name.trim(),
        projector: {
          projector_type: 'LocalCartesianUTM',
          map_origin: { latitude: latitude!, longitude: longitude!, altitude: 0 },
        },
      });
      setName('');
      props.onCreated(map.id);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="new-map-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="new-map-title">{t('newMap.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('newMap.text')}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            autoFocus
            label={t('newMap.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void create();
            }}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label={t('newMap.latitude')}
              value={lat}
              error={latitude === null}
              onChange={(event) => type({ lat: event.target.value })}
            />
            <TextField
              label={t('newMap.longitude')}
              value={lon}
              error={longitude === null}
              onChange={(event) => type({ lon: event.target.value })}
            />
          </Stack>
          {vehicle && !typed && (
            <DialogContentText variant="body2">
              <Trans
                t={t}
                i18nKey="newMap.vehicle"
                values={{ name: vehicle.name }}
                components={[<span key="0" translate="no" />]}
              />
            </DialogContentText>
          )}
          {problem && <Alert severity="error">{serverText(problem)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" disabled={!valid || busy} onClick={() => void create()}>
          {t('newMap.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
