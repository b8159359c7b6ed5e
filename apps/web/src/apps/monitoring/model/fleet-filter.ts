import type { OperationMode } from '@ads/contract';
import type { VehicleView } from './vehicle-view';

/** The table's search and filters; empty strings mean "any". */
export interface FleetFilter {
  /** Matched against the vehicle's name and project, ignoring case. */
  q: string;
  mode: OperationMode | '';
  /** online: the agent is connected (a stale vehicle too); offline: it is not. */
  status: 'online' | 'offline' | '';
}

export const NO_FILTER: FleetFilter = { q: '', mode: '', status: '' };

/** Whether any filter or search is set (the table then says that it hides vehicles). */
export const isFiltered = (filter: FleetFilter) =>
  filter.q.trim() !== '' || filter.mode !== '' || filter.status !== '';

/** The vehicles that match every set filter, in their order. */
export function filterFleet<T extends VehicleView>(
  vehicles: readonly T[],
  filter: FleetFilter,
): T[] {
  const words = filter.q.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return vehicles.filter((vehicle) => {
    if (filter.mode && vehicle.state?.mode !== filter.mode) return false;
    if (filter.status === 'online' && vehicle.status === 'offline') return false;
    if (filter.status === 'offline' && vehicle.status !== 'offline') return false;
    const text = `${vehicle.name} ${vehicle.project ?? ''}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
