/**
 * The `*.test.ts` files that need what the web project gives its page tests: jsdom (three.js
 * scenes on a canvas, a rendered form) or the real API server its global setup starts (the
 * remote IDE's session client, the upload client). They run there; every other `*.test.ts` is
 * plain logic and runs in Node in the web-unit project (vitest.unit.config.ts).
 */
export const DOM_LOGIC_TESTS = [
  'src/apps/hmi/view3d/hmi-scene.test.ts',
  'src/apps/remote/session/remote-session.test.ts',
  'src/lib/three/PointCloudScene.test.ts',
  'src/lib/upload.test.ts',
  'src/pages/static/send-contact.test.ts',
];
