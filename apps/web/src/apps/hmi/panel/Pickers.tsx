import type { FleetVehicle, MapSummary } from '@ads/contract';
import { Box, FormControl, InputLabel, MenuItem, Select, Tooltip } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { type Target, sendVehicleMap } from '../commands/vehicle-commands';
import { useHmiLive } from '../live/live-store';

const SAMPLE = 'sample';

/** The project's vehicles; offline ones say so. */
export function VehiclePicker(props: {
  vehicles: readonly FleetVehicle[];
  value: number | null;
  onChange(pcId: number): void;
}) {
  const { t } = useTranslation('hmi');
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id="hmi-vehicle-label">{t('pickers.vehicle')}</InputLabel>
      <Select
        labelId="hmi-vehicle-label"
        label={t('pickers.vehicle')}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(Number(event.target.value))}
        SelectDisplayProps={{ style: { minHeight: 28, display: 'flex', alignItems: 'center' } }}
      >
        {props.vehicles.map((vehicle) => (
          <MenuItem key={vehicle.pc_id} value={vehicle.pc_id} sx={{ minHeight: 44 }}>
            <span translate="no">{vehicle.name}</span>
            {vehicle.online ? '' : t('pickers.offline')}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** Which map the vehicle drives on: the sample road network or one of the project's maps. */
export function MapPicker(props: {
  target: Target;
  maps: readonly MapSummary[];
  reason: string | null;
}) {
  const { t } = useTranslation('hmi');
  // What the picker shows of the vehicle's map, field by field: each plan (10 Hz) brings a new
  // `map` object, and selecting the object re-rendered the picker (a MUI Select in a Tooltip)
  // with every plan.
  const ref = useHmiLive(
    useShallow((live) => {
      const map = live.planning?.map;
      if (!map) return null;
      return {
        source: map.source,
        name: map.name,
        mapId: map.source === 'project' ? map.map_id : null,
      };
    }),
  );
  const value =
    ref?.source === 'sample'
      ? SAMPLE
      : ref?.source === 'project'
        ? String(ref.mapId)
        : ref
          ? 'vehicle'
          : '';
  const usable = props.maps.filter((map) => map.version > 0);
  return (
    <Tooltip describeChild title={props.reason ?? t('pickers.mapHint')}>
      <Box component="span" data-reason={props.reason ?? undefined}>
        <FormControl size="small" sx={{ minWidth: 220 }} disabled={props.reason !== null}>
          <InputLabel id="hmi-map-label">{t('pickers.map')}</InputLabel>
          <Select
            labelId="hmi-map-label"
            label={t('pickers.map')}
            value={value}
            onChange={(event) => {
              const next = event.target.value;
              sendVehicleMap(props.target, next === SAMPLE ? null : Number(next));
            }}
            SelectDisplayProps={{ style: { minHeight: 28, display: 'flex', alignItems: 'center' } }}
          >
            <MenuItem value={SAMPLE} sx={{ minHeight: 44 }}>
              {t('pickers.sample')}
            </MenuItem>
            {usable.map((map) => (
              <MenuItem key={map.id} value={String(map.id)} sx={{ minHeight: 44 }} translate="no">
                {map.name}
              </MenuItem>
            ))}
            {ref?.source === 'vehicle' && (
              <MenuItem value="vehicle" disabled>
                <Trans
                  t={t}
                  i18nKey="pickers.vehiclesOwn"
                  values={{ name: ref.name }}
                  components={[<span key="name" translate="no" />]}
                />
              </MenuItem>
            )}
            {ref?.source === 'project' && !usable.some((map) => map.id === ref.mapId) && (
              <MenuItem value={String(ref.mapId)} disabled translate="no">
                {ref.name}
              </MenuItem>
            )}
          </Select>
        </FormControl>
      </Box>
    </Tooltip>
  );
}
