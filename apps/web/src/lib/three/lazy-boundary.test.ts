import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * three.js loads only with a view: what pages import from this folder (the lazy wrapper, the
 * legend, the props' types, the WebGL check) must not reach `three` through static imports;
 * only the wrapper's `import()` may.
 */

const folder = dirname(fileURLToPath(import.meta.url));
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;

/** Every module the file reaches through static value imports, type-only imports left out. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    const [, typeOnly, from, bare] = match;
    const target = from ?? bare!;
    if (typeOnly) continue;
    if (!target.startsWith('.')) {
      seen.add(target);
      continue;
    }
    const base = resolve(dirname(file), target);
    const path = [`${base}.ts`, `${base}.tsx`].find((candidate) => {
      try {
        readFileSync(candidate);
        return true;
      } catch {
        return false;
      }
    });
    if (!path || seen.has(path)) continue;
    seen.add(path);
    staticImports(path, seen);
  }
  return seen;
}

const isThree = (target: string) => target === 'three' || target.startsWith('three/');

describe('the lazy boundary', () => {
  it.each(['LazyPointCloudView.tsx', 'PointCloudLegend.tsx', 'types.ts', 'webgl.ts'])(
    '%s does not load three.js',
    (file) => {
      const reached = [...staticImports(resolve(folder, file))];
      expect(reached.filter(isThree)).toEqual([]);
      expect(reached.some((target) => target.endsWith('PointCloudView.tsx'))).toBe(false);
    },
  );

  it('is what the view itself crosses', () => {
    expect([...staticImports(resolve(folder, 'PointCloudView.tsx'))].some(isThree)).toBe(true);
    expect(readFileSync(resolve(folder, 'LazyPointCloudView.tsx'), 'utf8')).toContain(
      "import('./PointCloudView')",
    );
  });
});
