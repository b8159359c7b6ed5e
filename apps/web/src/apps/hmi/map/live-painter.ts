import type { Map as MapLibreMap } from 'maplibre-gl';
import { setHighlightData } from '../../../lib/lanelet/install';
import { type HmiLiveState, useHmiLive } from '../live/live-store';
import {
  EMPTY_COLLECTION,
  markFeatures,
  objectFeatures,
  trajectoryFeatures,
  vehicleFeature,
} from '../model/live-features';
import type { Pose } from '../model/geo';
import { activeFactor } from '../model/velocity-banner';
import type { Feature, FeatureCollection } from 'geojson';
import { LIVE_PARTS, type LivePart, setLiveData } from './live-layers';
import type { MapWorkerClient } from './map-worker-client';

/** The live layers are given new data at most this often (each setData re-tiles a source). */
export const PAINT_INTERVAL_MS = 100;

/**
 * Paints the live store onto the map outside React: on a change, at most every
 * PAINT_INTERVAL_MS, and each source only when what it draws changed (a standing vehicle's
 * map does no work at all). `onVehicle` hears each new pose (following moves the camera).
 */
export class LivePainter {
  private readonly signatures = new Map<LivePart | 'route', string>();
  /** Each part's features, tagged with the part; combined into the one live source. */
  private readonly parts = new Map<LivePart, Feature[]>();
  private changed = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastPaint = 0;
  private lastState: HmiLiveState['state'] = null;
  private lastPlanning: HmiLiveState['planning'] = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly map: MapLibreMap,
    private readonly worker: MapWorkerClient,
    private readonly onVehicle: (pose: Pose) => void,
  ) {
    this.unsubscribe = useHmiLive.subscribe(this.schedule);
    this.schedule();
  }

  /** Paints again from scratch (after the Lanelet2 map was replaced). */
  repaint(): void {
    this.signatures.clear();
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
    const features = build().features.map((feature) => ({
      ...feature,
      properties: { ...feature.properties, part },
    }));
    this.parts.set(part, features);
    this.changed = true;
  }

  /** One setData for whatever changed in this paint: one re-tile, one repaint. */
  private flush(): void {
    if (!this.changed) return;
    this.changed = false;
    const features = LIVE_PARTS.flatMap((part) => this.parts.get(part) ?? []);
    setLiveData(this.map, 'live', { type: 'FeatureCollection', features });
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
      this.paintRoute(planning?.route?.lanelets ?? []);
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

  private paintRoute(lanelets: number[]): void {
    const key = lanelets.join(',');
    if (this.signatures.get('route') === key) return;
    this.signatures.set('route', key);
    if (!lanelets.length) {
      setHighlightData(this.map, EMPTY_COLLECTION);
      return;
    }
    void this.worker.route(lanelets).then((overlay) => {
      if (this.signatures.get('route') === key) setHighlightData(this.map, overlay);
    });
  }
}
