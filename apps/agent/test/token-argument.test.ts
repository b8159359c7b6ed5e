import type { Pc } from '@ads/contract';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type Account, startServer, type TestServer } from '../../../test-support/studio/harness';
import { agentPresence } from '../../../test-support/reliability/accounts';
import { type Child, startAgentProcess } from '../../../test-support/reliability/processes';
import { dashTokenPc, tempDir } from './studio';

// The suites start the real agent CLI as a process (this helper, and the Playwright specs' one
// with the same arguments). A PC token is base64url: one mint in 64 began with '-' (tokens
// issued before issue 25 still do), and an agent given such a token as `--token <token>` exited
// at once, refused by its argument parser; the specs then waited 25–45 s and failed saying the
// PC was offline. This test makes such a token, so the case comes every run.

let server: TestServer;
let data: Awaited<ReturnType<typeof tempDir>>;
let user: Account;
let agent: Child | undefined;

/** Resolves once the studio lists the PC online; fails at once, with its output, if the agent exits. */
async function comesOnline(child: Child, pc: Pc): Promise<void> {
  await Promise.race([
    agentPresence(server.url, user.access, pc.id, true, 30_000),
    child.exited.then(() => {
      throw new Error(`the agent exited:\n${child.output()}`);
    }),
  ]);
}

beforeAll(async () => {
  server = await startServer();
  data = await tempDir('ads-agent-token-');
  user = await server.signUp();
});
afterAll(async () => {
  await agent?.stop();
  await server?.close();
  await data?.remove();
});

describe('the agent started as the suites start it', () => {
  it("comes online for a PC whose token begins with '-'", async () => {
    const pc = await dashTokenPc(server, user);
    agent = startAgentProcess({ server: server.url, token: pc.token, data: data.dir });
    await comesOnline(agent, pc);
  });
});
