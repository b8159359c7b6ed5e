import type { TestServer } from '../../../test-support/studio/harness';

/**
 * Injects the race a busy PostgreSQL shows now and then: the job runner takes a job (and may
 * even finish it) before the request that added it has taken its next step. Until `undo` is
 * called, every `jobs.add` of `kind` returns only once `reached()` holds, so the route goes
 * on with its job already taken. The runner itself is the real one.
 */
export function runnerFirst(
  server: TestServer,
  kind: string,
  reached: () => Promise<boolean>,
): { undo(): void } {
  const jobs = server.services.jobs;
  const add = jobs.add;
  jobs.add = async (...args: Parameters<typeof add>) => {
    const id = await add(...args);
    if (args[0] === kind) {
      const until = Date.now() + 60_000;
      while (!(await reached())) {
        if (Date.now() > until) throw new Error(`The runner never took job ${id} (${kind}).`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    return id;
  };
  return { undo: () => void (jobs.add = add) };
}
