// Test-only. The browser build of tus-js-client, as Vite bundles it into the app (Node, which
// runs the unit tests, would pick the package's Node build): its File slicing, fingerprints in
// localStorage and retries are what the tests exercise. Only the transport differs: jsdom's
// XMLHttpRequest applies the browser's same-origin rules to a page the test server does not
// serve, so each request goes through tus's Node HTTP stack instead, with the slice's bytes.
// Use: vi.mock('tus-js-client', () => import('…/test/tus-browser').then((m) => m.browserTus()))
import { createRequire } from 'node:module';
import type * as Tus from 'tus-js-client';

type TusModule = typeof Tus;
interface NodeRequest {
  send(body: unknown): Promise<unknown>;
}
interface NodeHttpStack {
  createRequest(method: string, url: string): NodeRequest;
}

// Node's own loader: Vite's resolver would map the Node build to the browser one (the package's
// `browser` field) in a jsdom test.
const load = createRequire(import.meta.url);

export function browserTus(): TusModule {
  const browser = load('tus-js-client/lib.es5/browser/index.js') as TusModule;
  const Stack = (
    load('tus-js-client/lib.es5/node/httpStack.js') as {
      default: new (options: object) => NodeHttpStack;
    }
  ).default;
  const node = new Stack({});
  browser.defaultOptions.httpStack = {
    getName: () => 'BlobToNodeHttpStack',
    createRequest(method: string, url: string) {
      const request = node.createRequest(method, url);
      const send = request.send.bind(request);
      request.send = async (body: unknown) =>
        send(body instanceof Blob ? new Uint8Array(await body.arrayBuffer()) : body);
      return request as never;
    },
  };
  return browser;
}

/** tus-js-client's Node build, for test helpers that stream files from disk. */
export function nodeTus(): TusModule {
  return load('tus-js-client/lib.es5/node/index.js') as TusModule;
}
