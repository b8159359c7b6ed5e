import type { Map as MapLibreMap } from 'maplibre-gl';
import { type HmiLiveState, useHmiLive } from '../live/live-store';
import {
  EMPTY_COLLECTION,
  markFeatures,
  objectFeatures,
  trajectoryFeatures,
  vehicleFeature,
} from '../model/live-features';
import type { Pose } from '../../../lib/geo';
import { activeFactor } from '../model/velocity-banner';
import type { FeatureCollection } from 'geojson';
import type { LiveOverlay, LivePart } from './live-overlay';
import type { MapWorkerClient } from '../../../lib/vehicle-map/map-worker-client';
import { RouteHighlight } from '../../../lib/vehicle-map/route-highlight';

/** The live layers are given new data at most this often (the vehicle reports at 10 Hz). */
export const PAINT_INTERVAL_MS = 100;

/**
 * Paints the live store onto the map's live overlay outside React: on a change, at most every
 * PAINT_INTERVAL_MS, and each part only when what it draws changed (a standing vehicle's map
 * does no work at all). `onVehicle` hears each new pose (following moves the camera).
 */
export class LivePainter {
  private readonly signatures = new Map<LivePart, string>();
  private readonly route: RouteHighlight;
  /** The parts that changed in this paint, handed to the overlay together. */
  private changed: Partial<Record<LivePart, FeatureCollection>> = {};
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastPaint = 0;
  private lastState: HmiLiveState['state'] = null;
  private lastPlanning: HmiLiveState['planning'] = null;
  private readonly unsubscribe: () => void;

  constructor(
    map: MapLibreMap,
    private readonly overlay: Pick<LiveOverlay, 'set'>,
    worker: MapWorkerClient,
    private readonly onVehicle: (pose: Pose) => void,
  ) {
    this.route = new RouteHighlight(map, worker);
    this.unsubscribe = useHmiLive.subscribe(this.schedule);
    this.schedule();
  }

  /** Paints again from scratch (after the Lanelet2 map was replaced). */
  repaint(): void {
    this.signatures.clear();
    this.route.reset();
    this.lastState = null;
    this.lastPlanning = null;
    this.schedule();
  }

  dispose(): void {
    this.unsubscribe();
    clearTimeout(this.timer);
  }

  private readonly schedule = (): void => {
    if (this.timer !== undefined) return;
    const wait = Math.max(0, PAINT_INTERVAL_MS - (Date.now() - this.lastPaint));
    this.timer = setTimeout(this.paint, wait);
  };

  private set(part: LivePart, signature: string, build: () => FeatureCollection) {
    if (this.signatures.get(part) === signature) return;
    this.signatures.set(part, signature);
    this.changed[part] = build();
  }

  /** Whatever changed in this paint, to the overlay at once: one redraw. */
  private flush(): void {
    if (Object.keys(this.changed).length === 0) return;
    this.overlay.set(this.changed);
    this.changed = {};
  }

  private readonly paint = (): void => {
    this.timer = undefined;
    this.lastPaint = Date.now();
    const { state, planning } = useHmiLive.getState();
    if (planning !== this.lastPlanning) {
      this.lastPlanning = planning;
      const trajectory = planning?.trajectory ?? [];
      this.set('trajectory', JSON.stringify(trajectory), () => trajectoryFeatures(trajectory));
      const objects = planning?.objects ?? [];
      const seen = JSON.stringify(objects);
      if (this.signatures.get('objects') !== seen) {
        const drawn = objectFeatures(objects);
        this.set('objects', seen, () => drawn.shapes);
        this.set('objectLabels', seen, () => drawn.labels);
      }
      const lights = planning?.traffic_lights ?? [];
      const goal = planning?.route?.goal ?? null;
      const stop = activeFactor(planning?.velocity_factors ?? []);
      this.set('marks', JSON.stringify([lights, goal, stop?.lat, stop?.lon]), () =>
        markFeatures(lights, goal, stop),
      );
      this.route.show(planning?.route?.lanelets ?? []);
    }
    if (state !== this.lastState) {
      this.lastState = state;
      if (!state) {
        this.set('vehicle', '', () => EMPTY_COLLECTION);
      } else {
        const pose = { lat: state.lat, lon: state.lon, heading: state.heading };
        this.set('vehicle', `${pose.lat},${pose.lon},${pose.heading}`, () => vehicleFeature(pose));
        this.flush();
        this.onVehicle(pose);
      }
    }
    this.flush();
  };
}
