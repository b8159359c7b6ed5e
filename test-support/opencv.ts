/// <reference types="node" />
import { createRequire } from 'node:module';
import type { Cv } from '@ads/calibration';

/**
 * OpenCV.js for tests and benches in Node, loaded once per process (its WASM start takes
 * ~0.7 s). The package's entry is CommonJS and hands out either the module or a promise of it.
 */
let loading: Promise<Cv> | undefined;

export function loadOpenCv(): Promise<Cv> {
  loading ??= new Promise<Cv>((resolve) => {
    const require = createRequire(import.meta.url);
    const loaded = require('@techstark/opencv-js') as Cv & {
      then?: unknown;
      onRuntimeInitialized?: () => void;
    };
    // The Emscripten module is a thenable: resolving a promise with it would wait on its
    // `then` again and again. Take `then` away once it is ready, then hand it out.
    const ready = (cv: typeof loaded) => {
      delete cv.then;
      resolve(cv);
    };
    if (typeof loaded.Mat === 'function') ready(loaded);
    else loaded.onRuntimeInitialized = () => ready(loaded);
  });
  return loading;
}
