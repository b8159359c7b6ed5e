import { readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * OpenCV.js (10 MB) loads only inside the calibration worker: nothing the page imports
 * statically may reach it, and the worker is started by URL (its own bundle), never imported.
 */

const folder = dirname(fileURLToPath(import.meta.url));
const packages = resolve(folder, '../../../../../packages');
/** The workspace packages (`@ads/contract`, `@ads/calibration`, …): TypeScript source, walked. */
function workspacePackage(target: string): string | undefined {
  const name = /^@ads\/([a-z0-9-]+)$/.exec(target)?.[1];
  return name ? resolveLocal(resolve(packages, name, 'src', 'index.ts'), './index.ts') : undefined;
}
const IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/gm;
const OPENCV = '@techstark/opencv-js';

function resolveLocal(from: string, target: string): string | undefined {
  const base = resolve(dirname(from), target);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((path) => {
    try {
      return readFileSync(path) && true;
    } catch {
      return false;
    }
  });
}

/** Every module `file` reaches through imports (static and dynamic; type-only left out). */
function reached(file: string, seen = new Map<string, string>()): Map<string, string> {
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const [, typeOnly, from, bare, dynamic] = match;
    const target = from ?? bare ?? dynamic!;
    if (typeOnly) continue;
    // The workspace packages are the page's too: walked as files, so that none of them can
    // smuggle OpenCV in.
    const path = target.startsWith('.') ? resolveLocal(file, target) : workspacePackage(target);
    if (!path) {
      seen.set(target, file);
      continue;
    }
    if (seen.has(path)) continue;
    seen.set(path, file);
    if (/\.(ts|tsx)$/.test(path)) reached(path, seen);
  }
  return seen;
}

/** The app's own modules: not its tests, nor their support (test/). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() && entry.name === 'test'
      ? []
      : entry.isDirectory()
        ? filesUnder(resolve(dir, entry.name))
        : /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
          ? [resolve(dir, entry.name)]
          : [],
  );
}

describe('the calibration page’s chunk', () => {
  it('does not import OpenCV.js, nor the worker’s modules', () => {
    const modules = reached(resolve(folder, 'CalibrationPage.tsx'));
    expect(modules.has(OPENCV), `imported by ${modules.get(OPENCV)}`).toBe(false);
    const worker = [...modules.keys()].filter((path) =>
      /calibration\.worker\.ts$|worker\/opencv\.ts$/.test(path),
    );
    expect(worker).toEqual([]);
    // It does reach the rest of the page: the walk is not empty.
    expect([...modules.keys()].some((path) => path.endsWith('worker-client.ts'))).toBe(true);
  });

  it('starts the worker by URL, which bundles it apart', () => {
    const client = readFileSync(resolve(folder, 'worker/worker-client.ts'), 'utf8');
    expect(client).toContain("new Worker(new URL('./calibration.worker.ts', import.meta.url)");
  });

  it('leaves OpenCV.js to one module, imported by the worker alone', () => {
    const importers = filesUnder(folder).filter((file) => reached(file).has(OPENCV));
    expect(importers.map((file) => relative(folder, file)).sort()).toEqual([
      'worker/calibration.worker.ts',
      'worker/opencv.ts',
    ]);
    const direct = filesUnder(folder).filter((file) => readFileSync(file, 'utf8').includes(OPENCV));
    expect(direct.map((file) => relative(folder, file))).toEqual(['worker/opencv.ts']);
  });
});
