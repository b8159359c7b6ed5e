import type { FeatureCollection } from 'geojson';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { setHighlightData } from '../lanelet/install';
import type { MapWorkerClient } from './map-worker-client';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The vehicle's route drawn over its map: the route's lanelets outlined and filled in the
 * lanelet layers' highlight (the worker outlines them from its copy of the map). A route is
 * drawn again only when its lanelets change; an answer for an older route is dropped.
 */
export class RouteHighlight {
  private key: string | null = null;

  constructor(
    private readonly map: MapLibreMap,
    private readonly worker: MapWorkerClient,
    /** Hears how many lanelets are drawn once they are (tests read it off the page). */
    private readonly onDrawn: (lanelets: number) => void = () => {},
  ) {}

  show(lanelets: readonly number[]): void {
    const key = lanelets.join(',');
    if (this.key === key) return;
    this.key = key;
    if (!lanelets.length) {
      setHighlightData(this.map, EMPTY);
      this.onDrawn(0);
      return;
    }
    void this.worker.route([...lanelets]).then((overlay) => {
      if (this.key !== key) return;
      setHighlightData(this.map, overlay);
      this.onDrawn(overlay.features.length);
    });
  }

  /** Draws the same route again (the map under it was read again). */
  reset(): void {
    this.key = null;
  }
}
