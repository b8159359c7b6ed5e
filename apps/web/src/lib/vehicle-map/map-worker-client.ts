import type { FeatureCollection } from 'geojson';
import type { MapSource, WorkerAnswer, WorkerRequest } from './map-worker-protocol';

type Loaded = Extract<WorkerAnswer, { type: 'loaded' }>;

/**
 * The page's side of the map worker: each request answered by a promise, a newer load making
 * the older one's answer moot (it resolves null).
 */
export class MapWorkerClient {
  private worker: Worker | null = null;
  private disposed = false;
  private seq = 0;
  private latestLoad = 0;
  private readonly waiting = new Map<number, (answer: WorkerAnswer) => void>();

  /**
   * The worker starts with the first request, not with the client: a page that finds no map to
   * draw (a record whose project has none) never fetches its script, and none is cut off
   * mid-fetch by dispose().
   */
  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./map.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      const resolve = this.waiting.get(answer.seq);
      this.waiting.delete(answer.seq);
      resolve?.(answer);
    };
    this.worker = worker;
    return worker;
  }

  private ask(request: WorkerRequest): Promise<WorkerAnswer> {
    // After dispose() nothing answers: the promise stays pending, as it did when the worker was
    // terminated with the request in it.
    if (this.disposed) return new Promise(() => undefined);
    return new Promise((resolve) => {
      this.waiting.set(request.seq, resolve);
      this.started().postMessage(request);
    });
  }

  /** The map's features; null when a newer load came first. Throws with the worker's reason. */
  async load(source: MapSource): Promise<Loaded | null> {
    const seq = ++this.seq;
    this.latestLoad = seq;
    const answer = await this.ask({ type: 'load', seq, source });
    if (seq !== this.latestLoad) return null;
    if (answer.type === 'failed') throw new Error(answer.message);
    return answer.type === 'loaded' ? answer : null;
  }

  async route(lanelets: number[]): Promise<FeatureCollection> {
    const answer = await this.ask({ type: 'route', seq: ++this.seq, lanelets });
    return answer.type === 'route' ? answer.overlay : { type: 'FeatureCollection', features: [] };
  }

  async headingAt(lat: number, lon: number): Promise<number | null> {
    const answer = await this.ask({ type: 'heading', seq: ++this.seq, lat, lon });
    return answer.type === 'heading' ? answer.heading : null;
  }

  dispose(): void {
    this.disposed = true;
    this.worker?.terminate();
    this.waiting.clear();
  }
}
