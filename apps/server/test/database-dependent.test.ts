import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseDependentTests } from './database-dependent';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

describe('the files that run again on PostgreSQL', () => {
  const files = databaseDependentTests(serverRoot);

  it('holds every file that opens a database, directly or through its helpers', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'test/users.test.ts', // the harness, directly
        'test/reliability/reconnect.test.ts', // OS processes on a fresh database, via helpers
        'test/reliability/crash.test.ts',
        'src/modules/jobs/job-runner.test.ts', // the database client itself
        'test/security/fuzz.test.ts',
      ]),
    );
  });

  it('leaves out the files that never open one', () => {
    for (const file of [
      'test/record-indexer.test.ts',
      'test/fleet-writer.test.ts',
      'src/realtime/relay-queue.test.ts',
      'src/modules/benchmark/eval/kitti/kitti-eval.test.ts',
      'test/database-dependent.test.ts',
      // its helper names the harness's types only (import type): nothing of it runs
      'src/modules/education/episode-worker-client.test.ts',
    ]) {
      expect(files).not.toContain(file);
    }
  });
});
