import type { MessagePort } from 'node:worker_threads';
import type { FindingCounts, MapFinding, MapFlavour, MapProjector } from '@ads/lanelet2';

/**
 * What a save sends down the port of an `import` task: a piece of the file as it arrives,
 * then 'end' once it arrived whole, or 'abort' if it was refused or broke off.
 */
export type OsmPiece = Uint8Array | 'end' | 'abort';

/** What map-worker.ts does, one task at a time on each kept thread (map-worker-pool.ts). */
export type MapTask =
  | {
      /**
       * Parse and validate an OSM file; gzip its bytes for keeping. The file comes down `port`
       * as it arrives (OsmPiece), or, when the save had to wait for a thread, from `file`.
       */
      task: 'import';
      source: { port: MessagePort } | { file: string };
      /** The map's projector, or the one the save states; inferred from the file without. */
      projector?: MapProjector | undefined;
      /** Findings kept at most (the counts count all). */
      keep: number;
    }
  | {
      /** Write a stored version (gzip of the file as sent) in `flavour`. */
      task: 'export';
      gz: Uint8Array;
      projector: MapProjector;
      flavour: MapFlavour;
      /** The map's release label, over the file's `<MetaInfo map_version>`; '' keeps the file's. */
      mapVersion: string;
    }
  | {
      /** Count the nodes, ways and relations of a stored version (gzip of the file as sent). */
      task: 'elements';
      gz: Uint8Array;
      projector: MapProjector;
    }
  | {
      /**
       * Parse, validate and write a generated district a few times, so that V8 has compiled
       * the parser, validator and writer before a user's first save (map-worker-client.ts).
       */
      task: 'warm';
    };

export interface ImportResult {
  /** The file as sent, gzip-compressed. */
  gz: Uint8Array;
  bytes: number;
  flavour: MapFlavour;
  projector: MapProjector;
  findings: MapFinding[];
  counts: FindingCounts;
  lanelets: number;
  /** Nodes, ways and relations read. */
  elements: number;
  /** No lanelets and nothing but errors from parsing: not an OSM map at all. */
  notOsm: boolean;
  /** Why the file is refused whatever else it holds (a DOCTYPE or entity declaration). */
  refused?: string;
}

/** A task sent to a map worker thread, numbered so its answer is known. */
export interface MapWorkerRequest {
  id: number;
  task: MapTask;
}

/** A map worker's answer to the request of the same `id`. */
export type MapWorkerReply =
  { id: number; kind: 'done'; value: unknown } | { id: number; kind: 'error'; message: string };
