#!/usr/bin/env node
import { startAgent } from './agent';
import { HelpRequested, readArgs } from './args';
import { dockerSocketPath } from './runtimes/docker';

let args;
try {
  args = readArgs(process.argv.slice(2));
} catch (error) {
  // Asked for: the usage on stdout, and success. Otherwise what is wrong, on stderr.
  if (error instanceof HelpRequested) {
    console.log(error.message);
    process.exit(0);
  }
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

const agent = await startAgent({
  ...args,
  runtime: args.runtime === 'docker' ? { docker: dockerSocketPath() } : args.runtime,
}).catch((error: unknown) => {
  // Say why in one line (no Docker engine, an unwritable data folder) instead of a stack trace.
  console.error(`[ads-agent] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Modules run as child processes are stopped with the agent; containers keep running.
    void agent.close().finally(() => process.exit(0));
  });
}
