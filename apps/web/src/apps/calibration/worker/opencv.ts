import * as opencvModule from '@techstark/opencv-js';
import type { Cv } from '@ads/calibration';

/*
 * OpenCV.js, imported here and only here: calibration.worker.ts is the one module that imports
 * this file (main-chunk.test.ts checks it), with `import()` when a task first needs OpenCV, so
 * the 10 MB module is a chunk of the worker's and of nothing the page loads. Importing it
 * starts the WebAssembly compiling; `loadOpenCv` waits for it.
 *
 * OpenCV.js itself is imported statically here, and the worker imports this wrapper: the
 * Emscripten module is a thenable (`then` calls back with the module itself), and a promise
 * resolved with it, as an `import()` of it would be, waits on that `then` forever. This
 * module's namespace has no `then`. The same reason `then` is removed before the module is
 * handed on.
 */

type Emscripten = Cv & { then?: unknown; onRuntimeInitialized?: () => void };

let ready: Promise<Cv> | null = null;

export function loadOpenCv(): Promise<Cv> {
  ready ??= new Promise<Cv>((resolve) => {
    // A CommonJS module: its `module.exports` (the Emscripten module itself) is the default.
    const namespace = opencvModule as unknown as { default?: Emscripten };
    const cv = namespace.default ?? (opencvModule as unknown as Emscripten);
    const hand = () => {
      delete cv.then;
      resolve(cv);
    };
    if (typeof cv.Mat === 'function') hand();
    else cv.onRuntimeInitialized = hand;
  });
  return ready;
}
