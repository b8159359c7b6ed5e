import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { TrackPoint } from '@ads/contract';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { MapColors } from '../../../lib/map/map-style';
import { TRACK_SPAN_MS, type TrailPoint, extendTrail, trackLine } from '../model/track';

const TRACK_SOURCE = 'track';
/**
 * The track is redrawn at most this often while the vehicle drives: each redraw re-tiles it and
 * repaints the map, and where WebGL is software (no GPU) the page then reads the frame back on
 * its main thread, 20–400 ms that would hold up tele-op's 20 Hz commands. The marker itself
 * moves with each state.
 */
const TRACK_REDRAW_MS = 1000;

/** The track's source and its two line layers (casing under the line); at the map's 'load'. */
export function addTrackLayers(map: MapLibreMap, colors: MapColors): void {
  map.addSource(TRACK_SOURCE, {
    type: 'geojson',
    data: { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [] } },
  });
  map.addLayer({
    id: 'track-casing',
    type: 'line',
    source: TRACK_SOURCE,
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': colors.casing, 'line-width': 7 },
  });
  map.addLayer({
    id: 'track',
    type: 'line',
    source: TRACK_SOURCE,
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': colors.route, 'line-width': 3.5 },
  });
}

/** The selected vehicle's stored track of the last hour and when it was read (local clock). */
export interface StoredTrack {
  points: TrackPoint[];
  readAt: number;
}

/**
 * The selected vehicle's track line: the stored hour, then the live trail since it was read.
 * Another vehicle, or its track read again, starts a new trail from that answer. The track is
 * known by its content (`points`, `readAt`), not by the object holding it: the page makes a new
 * one each render, and the trail must not restart then (it stayed one point long).
 * `data-track-points` on `container` says how many points are drawn. Returns what extends the
 * live trail.
 */
export function useTrackLine(
  map: MapLibreMap | null,
  container: RefObject<HTMLDivElement | null>,
  selected: number | null,
  track: StoredTrack | undefined,
): (point: TrailPoint) => void {
  const trail = useRef<TrailPoint[]>([]);
  const redraw = useRef<() => void>(() => {});
  const latest = useRef({ selected, track });
  useEffect(() => {
    latest.current = { selected, track };
  });

  useEffect(() => {
    if (!map) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const draw = () => {
      timer = undefined;
      last = Date.now();
      const source = map.getSource(TRACK_SOURCE) as GeoJSONSource | undefined;
      const stored = latest.current.selected === null ? [] : (latest.current.track?.points ?? []);
      const line = trackLine(stored, trail.current, Date.now() - TRACK_SPAN_MS);
      source?.setData({
        type: 'Feature',
        properties: {},
        geometry: { type: 'LineString', coordinates: line },
      });
      if (container.current) container.current.dataset.trackPoints = String(line.length);
    };
    redraw.current = () => {
      if (timer !== undefined) return;
      timer = setTimeout(draw, Math.max(0, TRACK_REDRAW_MS - (Date.now() - last)));
    };
    return () => {
      clearTimeout(timer);
      redraw.current = () => {};
    };
  }, [map, container]);

  const points = track?.points;
  const readAt = track?.readAt;
  useEffect(() => {
    trail.current = [];
    redraw.current();
  }, [map, selected, points, readAt]);

  // A live position of the selected vehicle: the line is redrawn soon if it moved.
  return useCallback((point: TrailPoint) => {
    if (extendTrail(trail.current, point)) redraw.current();
  }, []);
}
