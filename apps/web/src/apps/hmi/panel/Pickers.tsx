import type { FleetVehicle, MapSummary } from '@ads/contract';
import { Box, FormControl, InputLabel, MenuItem, Select, Tooltip } from '@mui/material';
import { type Target, sendVehicleMap } from '../commands/vehicle-commands';
import { useHmiLive } from '../live/live-store';

const SAMPLE = 'sample';

/** The project's vehicles; offline ones say so. */
export function VehiclePicker(props: {
  vehicles: readonly FleetVehicle[];
  value: number | null;
  onChange(pcId: number): void;
}) {
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id="hmi-vehicle-label">Vehicle</InputLabel>
      <Select
        labelId="hmi-vehicle-label"
        label="Vehicle"
        value={props.value ?? ''}
        onChange={(event) => props.onChange(Number(event.target.value))}
        SelectDisplayProps={{ style: { minHeight: 28, display: 'flex', alignItems: 'center' } }}
      >
        {props.vehicles.map((vehicle) => (
          <MenuItem key={vehicle.pc_id} value={vehicle.pc_id} sx={{ minHeight: 44 }}>
            {vehicle.name}
            {vehicle.online ? '' : ' (offline)'}
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
  const ref = useHmiLive((live) => live.planning?.map ?? null);
  const value =
    ref?.source === 'sample'
      ? SAMPLE
      : ref?.source === 'project'
        ? String(ref.map_id)
        : ref
          ? 'vehicle'
          : '';
  const usable = props.maps.filter((map) => map.version > 0);
  return (
    <Tooltip describeChild title={props.reason ?? 'The map the vehicle localises and plans on'}>
      <Box component="span" data-reason={props.reason ?? undefined}>
        <FormControl size="small" sx={{ minWidth: 220 }} disabled={props.reason !== null}>
          <InputLabel id="hmi-map-label">Vehicle map</InputLabel>
          <Select
            labelId="hmi-map-label"
            label="Vehicle map"
            value={value}
            onChange={(event) => {
              const next = event.target.value;
              sendVehicleMap(props.target, next === SAMPLE ? null : Number(next));
            }}
            SelectDisplayProps={{ style: { minHeight: 28, display: 'flex', alignItems: 'center' } }}
          >
            <MenuItem value={SAMPLE} sx={{ minHeight: 44 }}>
              Sample road network
            </MenuItem>
            {usable.map((map) => (
              <MenuItem key={map.id} value={String(map.id)} sx={{ minHeight: 44 }}>
                {map.name}
              </MenuItem>
            ))}
            {ref?.source === 'vehicle' && (
              <MenuItem value="vehicle" disabled>
                {ref.name} (the vehicle&apos;s own)
              </MenuItem>
            )}
            {ref?.source === 'project' && !usable.some((map) => map.id === ref.map_id) && (
              <MenuItem value={String(ref.map_id)} disabled>
                {ref.name}
              </MenuItem>
            )}
          </Select>
        </FormControl>
      </Box>
    </Tooltip>
  );
}
