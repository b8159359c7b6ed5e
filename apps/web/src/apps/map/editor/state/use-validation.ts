import {
  type FindingCounts,
  type MapFinding,
  type MapFlavour,
  countFindings,
  validateMap,
} from '@ads/lanelet2';
import { useEffect, useRef, useState } from 'react';
import type { MapEditorApi } from '../../model/editor-api';
import type { ValidationRequest, ValidationResult } from '../validation.worker';
import { DocSender } from './doc-delta';

/*
 * Live validation: each revision of the map is validated in a Web Worker, 150 ms after the
 * last change (a burst of edits validates once), sent as what changed (doc-delta.ts). One
 * request is in flight at a time; whatever changed meanwhile is validated when it answers.
 * Without workers (old browsers, tests) the same runs on the main thread after the pause.
 */

export const VALIDATION_DEBOUNCE_MS = 150;

export interface ValidationState {
  findings: MapFinding[];
  counts: FindingCounts;
  /** A validation is waiting or running: the findings shown may be a revision old. */
  validating: boolean;
  /** The revision the findings are of (-1 before the first answer). */
  revision: number;
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('../validation.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

export function useValidation(editor: MapEditorApi, flavour: MapFlavour): ValidationState {
  const [state, setState] = useState<ValidationState>({
    findings: [],
    counts: { error: 0, warning: 0, info: 0 },
    validating: true,
    revision: -1,
  });
  const flavourRef = useRef(flavour);
  useEffect(() => {
    flavourRef.current = flavour;
  });

  useEffect(() => {
    let worker = startWorker();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seq = 0;
    let inFlight: { seq: number; revision: number } | null = null;
    let stale = false;
    let disposed = false;
    const sender = new DocSender();

    const accept = (revision: number, findings: MapFinding[]) => {
      if (disposed) return;
      const waiting = stale || editor.revision !== revision;
      setState({ findings, counts: countFindings(findings), validating: waiting, revision });
    };

    const run = () => {
      timer = undefined;
      if (inFlight) {
        stale = true;
        return;
      }
      stale = false;
      const revision = editor.revision;
      if (!worker) {
        accept(revision, validateMap(editor.doc, { flavour: flavourRef.current }));
        return;
      }
      inFlight = { seq: ++seq, revision };
      const request: ValidationRequest = {
        seq,
        delta: sender.next(editor.doc),
        flavour: flavourRef.current,
      };
      worker.postMessage(request);
    };

    const schedule = () => {
      setState((current) => (current.validating ? current : { ...current, validating: true }));
      clearTimeout(timer);
      timer = setTimeout(run, VALIDATION_DEBOUNCE_MS);
    };

    const started = worker;
    if (started) {
      started.onmessage = (event: MessageEvent<ValidationResult>) => {
        const done = inFlight;
        if (!done || event.data.seq !== done.seq) return;
        inFlight = null;
        accept(done.revision, event.data.findings);
        if (stale || editor.revision !== done.revision) schedule();
      };
      started.onerror = () => {
        // A worker that cannot start (a blocked script): validate on the main thread instead.
        started.terminate();
        worker = null;
        inFlight = null;
        accept(editor.revision, validateMap(editor.doc, { flavour: flavourRef.current }));
      };
    }

    // The first validation runs at once: the page opens with its findings.
    run();
    const unsubscribe = editor.subscribe(schedule);
    return () => {
      disposed = true;
      unsubscribe();
      clearTimeout(timer);
      started?.terminate();
    };
  }, [editor]);

  return state;
}
