import type { Map as MapLibreMap } from 'maplibre-gl';
import { type RefObject, useEffect } from 'react';
import { maplibregl } from '../../../lib/map/maplibre';
import { ALERT_COLOR, MODE_COLORS, OFFLINE_COLOR } from '../../../lib/vehicle/mode-style';
import type { VehicleView } from '../model/vehicle-view';
import { FIT, fleetBounds, positionOf } from './fleet-position';
import { VehicleMarker } from './vehicle-marker';

/**
 * Markers follow the list: new ones placed, gone ones removed, looks renewed; the fleet is
 * fittedRef once, as soon as anyone has a position (`fittedRef` says whether it has been).
 * `data-vehicles` on the container says how many markers are drawn.
 */
export function useFleetMarkers(
  map: MapLibreMap | null,
  containerRef: RefObject<HTMLDivElement | null>,
  markers: RefObject<Map<number, VehicleMarker>>,
  fittedRef: RefObject<boolean>,
  vehicles: VehicleView[],
  selected: number | null,
  /** Stable: the marker keeps the one it was made with. */
  select: (pcId: number) => void,
): void {
  useEffect(() => {
    if (!map) return;
    const known = markers.current;
    const present = new Set<number>();
    for (const vehicle of vehicles) {
      present.add(vehicle.pcId);
      let marker = known.get(vehicle.pcId);
      if (!marker) {
        const pcId = vehicle.pcId;
        marker = new VehicleMarker(maplibregl, map, pcId, () => select(pcId));
        known.set(pcId, marker);
      }
      const state = positionOf(vehicle);
      const alert =
        (state?.mrm.state ?? 'NORMAL') !== 'NORMAL' ||
        (state?.faults ?? []).some((fault) => fault.severity === 'error');
      marker.setLook({
        name: vehicle.name,
        color: state
          ? alert && state.mrm.state !== 'NORMAL'
            ? ALERT_COLOR
            : MODE_COLORS[state.mode]
          : OFFLINE_COLOR,
        faded: vehicle.status === 'offline',
        selected: vehicle.pcId === selected,
        alert,
      });
      if (state) marker.moveTo(state.lon, state.lat, state.heading);
    }
    for (const [pcId, marker] of known) {
      if (present.has(pcId)) continue;
      marker.remove();
      known.delete(pcId);
    }
    if (containerRef.current) {
      const drawn = [...known.values()].filter((marker) => marker.onMap).length;
      containerRef.current.dataset.vehicles = String(drawn);
    }
    if (!fittedRef.current) {
      const bounds = fleetBounds(vehicles);
      if (bounds) {
        fittedRef.current = true;
        map.fitBounds(
          [
            [bounds.west, bounds.south],
            [bounds.east, bounds.north],
          ],
          { ...FIT, duration: 0 },
        );
      }
    }
  }, [map, containerRef, markers, fittedRef, vehicles, selected, select]);
}
