import type { TestProject } from 'vitest/node';
import { startServer } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    api: { url: string; email: string; password: string };
  }
}

/**
 * The web unit tests of the HTTP layer talk to a real server: this starts one on a fresh
 * database with one signed-up account, for the whole web test run.
 */
export default async function setup(project: TestProject) {
  const server = await startServer();
  const account = await server.signUp({ email: 'web-unit@ads.test', password: 'web-unit-pass-1' });
  project.provide('api', { url: server.url, email: account.email, password: account.password });
  return () => server.close();
}
