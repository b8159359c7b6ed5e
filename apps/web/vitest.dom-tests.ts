import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The `*.test.ts` files that need what the web project gives its page tests: jsdom (three.js
 * scenes on a canvas, a rendered form) or the real API server its global setup starts (the
 * remote IDE's session client, the upload client). They run there; every other `*.test.ts` is
 * plain logic and runs in Node in the web-unit project (vitest.unit.config.ts).
 */
export const DOM_LOGIC_TESTS = [
  'src/apps/hmi/view3d/hmi-scene.test.ts',
  'src/apps/remote/session/remote-session.test.ts',
  'src/lib/three/PointCloudScene.cpu.test.ts',
  'src/lib/three/PointCloudScene.test.ts',
  'src/lib/three/warm-renderer.test.ts',
  'src/lib/upload.test.ts',
  'src/pages/static/send-contact.test.ts',
];

/**
 * The test files that replace a module (`vi.mock`): they run in a fresh module graph each
 * (vitest.isolated.config.ts). The others share one per worker (vitest.config.ts for pages,
 * vitest.unit.config.ts for logic), where a module another file loaded first stays the real one
 * and a file's mock would leak into the next: Vitest's "per-file isolation" recipe. Found by
 * reading the files, so a new test that mocks goes to the isolated project by itself.
 */
export function testsReplacingModules(): string[] {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file}`)
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}
