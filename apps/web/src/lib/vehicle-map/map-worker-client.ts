import type { FeatureCollection } from 'geojson';
import type { MapSource, WorkerAnswer, WorkerRequest } from './map-worker-protocol';

type Loaded = Extract<WorkerAnswer, { type: 'loaded' }>;

/**
 * The page's side of the map worker: each request answered by a promise, a newer load making
 * the older one's answer moot (it resolves null).
 */
export class MapWorkerClient {
  private readonly worker: Worker;
  private seq = 0;
  private latestLoad = 0;
  private readonly waiting = new Map<number, (answer: WorkerAnswer) => void>();

  constructor() {
    this.worker = new Worker(new URL('./map.worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      const resolve = this.waiting.get(answer.seq);
      this.waiting.delete(answer.seq);
      resolve?.(answer);
    };
  }

  private ask(request: WorkerRequest): Promise<WorkerAnswer> {
    return new Promise((resolve) => {
      this.waiting.set(request.seq, resolve);
      this.worker.postMessage(request);
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
    this.worker.terminate();
    this.waiting.clear();
  }
}
