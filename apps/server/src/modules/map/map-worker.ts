import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import { type MessagePort, parentPort } from 'node:worker_threads';
import {
  type MapFinding,
  type OsmDoc,
  countFindings,
  generateDistrict,
  parseOsm,
  validateMap,
  writeOsm,
} from '@ads/lanelet2';
import type {
  ImportResult,
  MapTask,
  MapWorkerReply,
  MapWorkerRequest,
  OsmPiece,
} from './map-tasks';

// A kept thread (map-worker-pool.ts) running one task at a time, as each arrives: parsing,
// validating and writing a 20 MB map takes seconds the event loop must not wait.

const gzipAsync = promisify(gzip);

/**
 * Output room of one step of the compression. A step is one job on libuv's thread pool, and the
 * next step waits for this thread's event loop, which parsing holds: room for a whole map's
 * output (up to 64 MB) makes it one job that runs beside the parse instead of one 16 kB step.
 */
const gzipStep = (bytes: Uint8Array) =>
  Math.min(64 * 1024 ** 2, Math.max(16 * 1024, bytes.byteLength + 1024));

/** Bytes in an ArrayBuffer of their own, so they can be transferred, not copied. */
function own(bytes: Uint8Array): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  return new Uint8Array(bytes);
}

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes);

/** An OSM file's bytes and their text. */
interface OsmFile {
  bytes: Uint8Array;
  text: string;
}

/**
 * The file a save sends down `port` as it arrives (receive-osm.ts), each piece decoded while
 * the next is on its way: the text is ready once the last piece is in, where reading a file
 * received whole and decoding it after took 30–80 ms of each 5,000-lanelet save (issue 33).
 */
function receivePieces(port: MessagePort): Promise<OsmFile> {
  return new Promise((resolve, reject) => {
    const decoder = new TextDecoder('utf-8');
    const texts: string[] = [];
    const pieces: Uint8Array[] = [];
    let size = 0;
    const stop = (settle: () => void) => {
      port.removeAllListeners();
      port.close();
      settle();
    };
    port.on('message', (piece: OsmPiece) => {
      if (piece === 'end') {
        texts.push(decoder.decode());
        stop(() => resolve({ bytes: Buffer.concat(pieces, size), text: texts.join('') }));
      } else if (piece === 'abort') {
        stop(() => reject(new Error('The OSM file did not arrive whole.')));
      } else {
        pieces.push(piece);
        size += piece.byteLength;
        texts.push(decoder.decode(piece, { stream: true }));
      }
    });
    // The server's side gone without a last word (it closes its port after 'end' or 'abort').
    port.on('close', () => reject(new Error('The OSM file did not arrive whole.')));
  });
}

async function readSource(source: Extract<MapTask, { task: 'import' }>['source']) {
  if ('port' in source) return receivePieces(source.port);
  const bytes = await readFile(source.file);
  return { bytes, text: decode(bytes) };
}

function laneletCount(doc: OsmDoc): number {
  let count = 0;
  for (const relation of doc.relations.values()) if (relation.tags.type === 'lanelet') count += 1;
  return count;
}

const elementCount = (doc: OsmDoc) => doc.nodes.size + doc.ways.size + doc.relations.size;

async function importFile(
  { bytes, text }: OsmFile,
  task: Extract<MapTask, { task: 'import' }>,
): Promise<ImportResult> {
  // Compressed on libuv's thread pool while this thread parses and validates: the two overlap.
  const compressed = gzipAsync(bytes, { chunkSize: gzipStep(bytes) });
  // Heard now: a refused file never awaits it, and its failure must not go unhandled.
  compressed.catch(() => {});
  const parsed = parseOsm(text, task.projector ? { projector: task.projector } : {});
  const lanelets = laneletCount(parsed.doc);
  const refused = parsed.findings.find((finding) => finding.code === 'xml_doctype');
  // Not OSM at all (an HTML page with its DOCTYPE) is said as that, before the DOCTYPE.
  const others = parsed.findings.filter((finding) => finding !== refused);
  const notOsm =
    lanelets === 0 && others.length > 0 && others.every((finding) => finding.severity === 'error');
  const findings: MapFinding[] = notOsm
    ? others
    : [...parsed.findings, ...validateMap(parsed.doc, { flavour: parsed.flavour })];
  return {
    gz: notOsm ? new Uint8Array(0) : own(await compressed),
    bytes: bytes.byteLength,
    flavour: parsed.flavour,
    projector: parsed.projector,
    findings: findings.slice(0, task.keep),
    counts: countFindings(findings),
    lanelets,
    elements: elementCount(parsed.doc),
    notOsm,
    ...(refused ? { refused: refused.message } : {}),
  };
}

async function run(task: MapTask): Promise<{ value: unknown; transfer: ArrayBuffer[] }> {
  switch (task.task) {
    case 'import': {
      const result = await importFile(await readSource(task.source), task);
      return { value: result, transfer: [result.gz.buffer as ArrayBuffer] };
    }
    case 'export': {
      const { doc } = parseOsm(decode(gunzipSync(task.gz)), { projector: task.projector });
      if (task.mapVersion !== '') doc.metaInfo = { ...doc.metaInfo, map_version: task.mapVersion };
      const bytes = new TextEncoder().encode(writeOsm(doc, task.projector, task.flavour));
      return { value: bytes, transfer: [bytes.buffer] };
    }
    case 'elements': {
      const { doc } = parseOsm(decode(gunzipSync(task.gz)), { projector: task.projector });
      return { value: elementCount(doc), transfer: [] };
    }
    case 'warm':
      return { value: warmUp(), transfer: [] };
  }
}

/**
 * The warm-up's district: big enough for V8 to optimise what a save runs, quick to go over.
 * With 400 lanelets the first save of the bench's 5,000-lanelet district still took 430–610 ms
 * against ~300 ms for the saves after it (its validation 210 ms against ~110); with 2,000 the
 * first save runs as the later ones (270–380 ms). The warm-up takes ~1 s of one core, once.
 */
const WARM_LANELETS = 2_000;
const WARM_ROUNDS = 4;
const WARM_PROJECTOR = { projector_type: 'MGRS', mgrs_grid: '54SUE' } as const;

/**
 * Detaches an ArrayBuffer, as every save does when it hands its gzip to the server's thread
 * (a transfer). V8 compiles typed-array code on the promise that no buffer was ever detached in
 * this thread, and the first detach breaks that promise for all of it: the warm-up's compiled
 * geometry, validator and writer (50–55 functions) were thrown away at the end of the first
 * save, and the second ran while V8 compiled them again (400–520 ms against 230–300 for the
 * others, ADR 19). Broken here first, the warm-up compiles what the saves will keep.
 */
function detachOnce() {
  const scratch = new ArrayBuffer(8);
  structuredClone(scratch, { transfer: [scratch] });
}

/**
 * Goes over a generated district as a save and an export do. A thread's first 5,000-lanelet
 * save took 3–4× its later ones (V8 interpreting, then compiling, the parser and validator on
 * the user's map); after this, the first save runs as the later ones do (issue 33). Returns
 * the lanelets read, so the work is not optimised away.
 */
function warmUp(): number {
  detachOnce();
  const { doc } = generateDistrict({ lanelets: WARM_LANELETS, seed: 1, projector: WARM_PROJECTOR });
  let lanelets = 0;
  for (let round = 0; round < WARM_ROUNDS; round++) {
    const text = writeOsm(doc, WARM_PROJECTOR, round % 2 === 0 ? 'autoware' : 'lanelet2');
    // Half the rounds without a projector, as a new map's first save reads its file (the
    // projector inferred): warmed with one only, the bench's first save of a new map took
    // 5.5× the saxes parse against 3.4× for the saves after it.
    const given = Math.floor(round / 2) % 2 === 0 ? {} : { projector: WARM_PROJECTOR };
    const parsed = parseOsm(text, given);
    validateMap(parsed.doc, { flavour: parsed.flavour });
    lanelets = laneletCount(parsed.doc);
  }
  return lanelets;
}

const post = (answer: MapWorkerReply, transfer: ArrayBuffer[] = []) =>
  parentPort!.postMessage(answer, transfer);

// The pool sends a task only to a thread that has answered its last one.
parentPort!.on('message', ({ id, task }: MapWorkerRequest) => {
  run(task).then(
    ({ value, transfer }) => post({ id, kind: 'done', value }, transfer),
    (error: unknown) =>
      post({ id, kind: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
});
