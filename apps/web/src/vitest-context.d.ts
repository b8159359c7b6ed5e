// What apps/server/test/web-global-setup.ts provides to the web unit tests.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    api: { url: string; email: string; password: string };
  }
}
