import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packAgent } from '../../apps/agent/scripts/pack';
import { TEST_VERSION } from './harness';

/**
 * The agent packed as the server build packs it (apps/agent/scripts/pack.ts), at the test
 * server's version, in a temporary folder to pass as `startServer({ agentPackageDir })`.
 */
export async function packAgentForTests(): Promise<{
  dir: string;
  tarball: string;
  remove(): Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'ads-agent-package-'));
  const tarball = await packAgent({ version: TEST_VERSION, outDir: dir });
  return { dir, tarball, remove: () => rm(dir, { recursive: true, force: true }) };
}
