import type {
  FleetEventRow,
  FleetVehicle,
  OperationMode,
  TrackPoint,
  VehicleEventKind,
  VehicleState,
} from '@ads/contract';
import type { VehicleEventRow } from '../../db/schema';
import type { FleetListRow, TrackPointRow } from './fleet.repo';

/** A vehicle of the fleet list as the API answers it. */
export function toFleetVehicle(
  row: FleetListRow,
  latest: { state: VehicleState; at: Date },
  online: boolean,
): FleetVehicle {
  return {
    pc_id: row.pcId,
    name: row.name,
    owner: { id: row.ownerId, name: row.ownerName },
    project: row.project,
    room: row.token,
    online,
    state: latest.state,
    updated_at: latest.at.toISOString(),
  };
}

export const toTrackPoint = (row: TrackPointRow): TrackPoint => ({
  t: row.t,
  lat: row.lat,
  lon: row.lon,
  heading: row.heading,
  speed: row.speed,
  mode: row.mode as OperationMode,
});

export const toFleetEvent = (row: VehicleEventRow): FleetEventRow => ({
  id: row.id,
  pc_id: row.pcId,
  kind: row.kind as VehicleEventKind,
  at: row.at.getTime(),
  user_id: row.userId,
  user_name: row.userName,
  detail: row.detail,
});
