import { readFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parentPort, workerData } from 'node:worker_threads';
import {
  type MapFinding,
  type OsmDoc,
  countFindings,
  parseOsm,
  validateMap,
  writeOsm,
} from '@ads/lanelet2';
import type { ImportResult, MapTask, MapWorkerAnswer } from './map-tasks';

// One task per worker thread (map-worker-client.ts starts it with the task as workerData):
// parsing, validating and writing a 20 MB map takes seconds the event loop must not wait.

/** Bytes in an ArrayBuffer of their own, so they can be transferred, not copied. */
function own(bytes: Uint8Array): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  return new Uint8Array(bytes);
}

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes);

function laneletCount(doc: OsmDoc): number {
  let count = 0;
  for (const relation of doc.relations.values()) if (relation.tags.type === 'lanelet') count += 1;
  return count;
}

const elementCount = (doc: OsmDoc) => doc.nodes.size + doc.ways.size + doc.relations.size;

function importFile(bytes: Uint8Array, task: Extract<MapTask, { task: 'import' }>): ImportResult {
  const parsed = parseOsm(decode(bytes), task.projector ? { projector: task.projector } : {});
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
    gz: notOsm ? new Uint8Array(0) : own(gzipSync(bytes)),
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
      const result = importFile(await readFile(task.file), task);
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
  }
}

const post = (answer: MapWorkerAnswer, transfer: ArrayBuffer[] = []) =>
  parentPort!.postMessage(answer, transfer);

run(workerData as MapTask).then(
  ({ value, transfer }) => post({ kind: 'done', value }, transfer),
  (error: unknown) =>
    post({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
);
