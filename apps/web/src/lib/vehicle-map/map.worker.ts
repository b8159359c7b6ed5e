import { MapReading } from './map-reading';
import type { WorkerAnswer, WorkerRequest } from './map-worker-protocol';

/*
 * Reads the vehicle's map off the main thread (a project map's OSM can be megabytes; the
 * sample network is built from scratch), then answers the route's outline and lane headings
 * from its copy. See map-reading.ts.
 */

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(answer: WorkerAnswer): void;
};

let reading: MapReading | null = null;

scope.onmessage = (event) => {
  const request = event.data;
  try {
    if (request.type === 'load') {
      reading = null;
      reading = MapReading.read(request.source);
      scope.postMessage(reading.loaded(request.seq));
    } else if (request.type === 'route') {
      const overlay = reading?.route(request.lanelets) ?? {
        type: 'FeatureCollection',
        features: [],
      };
      scope.postMessage({ type: 'route', seq: request.seq, overlay });
    } else {
      const heading = reading?.headingAt(request.lat, request.lon) ?? null;
      scope.postMessage({ type: 'heading', seq: request.seq, heading });
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (request.type === 'load') scope.postMessage({ type: 'failed', seq: request.seq, message });
    else if (request.type === 'heading')
      scope.postMessage({ type: 'heading', seq: request.seq, heading: null });
    else
      scope.postMessage({
        type: 'route',
        seq: request.seq,
        overlay: { type: 'FeatureCollection', features: [] },
      });
  }
};
