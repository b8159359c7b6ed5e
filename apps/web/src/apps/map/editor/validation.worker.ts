import { type MapFinding, type MapFlavour, type OsmDoc, validateMap } from '@ads/lanelet2';
import { type DocDelta, applyDelta } from './state/doc-delta';

/*
 * Validates the editor's map off the main thread, so drawing stays smooth on big maps
 * (use-validation.ts posts what changed in each revision, debounced; the worker keeps its own
 * copy of the document). validateMap never throws; the guard only keeps the worker answering.
 */

export interface ValidationRequest {
  seq: number;
  delta: DocDelta;
  flavour: MapFlavour;
}

export interface ValidationResult {
  seq: number;
  findings: MapFinding[];
  ms: number;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ValidationRequest>) => void) | null;
  postMessage(result: ValidationResult): void;
};

let copy: OsmDoc | null = null;

scope.onmessage = (event) => {
  const { seq, delta, flavour } = event.data;
  copy = applyDelta(copy, delta);
  const doc = copy;
  const started = performance.now();
  let findings: MapFinding[];
  try {
    findings = validateMap(doc, { flavour });
  } catch (error) {
    findings = [
      {
        severity: 'error',
        code: 'validator_failed',
        element_id: 0,
        message: `The validator failed: ${error instanceof Error ? error.message : String(error)}.`,
      },
    ];
  }
  scope.postMessage({ seq, findings, ms: performance.now() - started });
};
