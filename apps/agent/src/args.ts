import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface AgentArgs {
  server: string;
  token: string;
  /** Where the agent keeps its state and downloaded modules. */
  data: string;
}

export const USAGE = 'usage: ads-agent --server URL --token PC_TOKEN [--data DIR]';
export const DEFAULT_DATA_DIR = join(homedir(), '.ads-agent');

/** Reads `--server URL --token TOKEN [--data DIR]`; throws a sentence a person can act on. */
export function readArgs(argv: string[]): AgentArgs {
  const { values } = parseArgs({
    args: argv,
    options: { server: { type: 'string' }, token: { type: 'string' }, data: { type: 'string' } },
    strict: true,
  });
  if (!values.server || !values.token) throw new Error(USAGE);
  let server: URL;
  try {
    server = new URL(values.server);
  } catch {
    throw new Error(`--server must be an http(s) URL, got "${values.server}"`);
  }
  if (server.protocol !== 'http:' && server.protocol !== 'https:') {
    throw new Error(`--server must be an http(s) URL, got "${values.server}"`);
  }
  return {
    server: server.origin,
    token: values.token,
    data: values.data ? resolve(values.data) : DEFAULT_DATA_DIR,
  };
}
