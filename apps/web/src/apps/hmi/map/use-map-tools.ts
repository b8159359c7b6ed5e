import type { Map as MapLibreMap } from 'maplibre-gl';
import { type RefObject, useEffect } from 'react';
import type { LatLon } from '../../../lib/geo';
import type { LiveOverlay } from './live-overlay';
import type { MapWorkerClient } from '../../../lib/vehicle-map/map-worker-client';
import { listenToPoseDrag } from './use-pose-drag';

/** What a tap or drag on the map does. */
export type MapTool = 'none' | 'goal' | 'pose';

/** Where the tools' results go; read when they come (the newest render's). */
export interface MapToolHandlers {
  /** A tap in "Set goal": where, and the lane's direction there (null off the lanes). */
  onGoal(at: LatLon, laneHeading: number | null): void;
  /** A press-drag in "Set initial pose": where, and the dragged heading (null for a tap). */
  onPose(at: LatLon, heading: number | null, laneHeading: number | null): void;
}

/** The tools: a tap sets the goal; a press-drag sets the initial pose. */
export function useMapTools(
  map: MapLibreMap | null,
  worker: MapWorkerClient | null,
  overlayRef: RefObject<LiveOverlay | null>,
  tool: MapTool,
  handlersRef: RefObject<MapToolHandlers>,
): void {
  useEffect(() => {
    if (!map || !worker || tool === 'none') return;
    const canvas = map.getCanvas();
    canvas.style.cursor = 'crosshair';
    let stop: () => void;
    if (tool === 'goal') {
      const click = (event: { lngLat: { lat: number; lng: number } }) => {
        const at = { lat: event.lngLat.lat, lon: event.lngLat.lng };
        void worker
          .headingAt(at.lat, at.lon)
          .then((heading) => handlersRef.current.onGoal(at, heading));
      };
      map.on('click', click);
      stop = () => map.off('click', click);
    } else {
      stop = listenToPoseDrag(map, overlayRef.current, (at, heading) => {
        void worker
          .headingAt(at.lat, at.lon)
          .then((lane) => handlersRef.current.onPose(at, heading, lane));
      });
    }
    return () => {
      stop();
      canvas.style.cursor = '';
    };
  }, [map, worker, overlayRef, tool, handlersRef]);
}
