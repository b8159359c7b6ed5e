import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface AgentArgs {
  server: string;
  token: string;
  /** Where the agent keeps its state and downloaded modules. */
  data: string;
  /** 'auto' uses Docker when an engine answers, processes otherwise; the others insist. */
  runtime: AgentRuntimeChoice;
}

export const RUNTIME_CHOICES = ['auto', 'process', 'docker'] as const;
export type AgentRuntimeChoice = (typeof RUNTIME_CHOICES)[number];

export const USAGE =
  'usage: ads-agent --server URL --token PC_TOKEN [--data DIR] [--runtime auto|process|docker]';
export const DEFAULT_DATA_DIR = join(homedir(), '.ads-agent');

/** Reads `--server URL --token TOKEN [--data DIR]`; throws a sentence a person can act on. */
export function readArgs(argv: string[]): AgentArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      server: { type: 'string' },
      token: { type: 'string' },
      data: { type: 'string' },
      runtime: { type: 'string', default: 'auto' },
    },
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
  const runtime = RUNTIME_CHOICES.find((choice) => choice === values.runtime);
  if (!runtime) {
    throw new Error(
      `--runtime must be one of ${RUNTIME_CHOICES.join(', ')}, got "${values.runtime}"`,
    );
  }
  return {
    server: server.origin,
    token: values.token,
    data: values.data ? resolve(values.data) : DEFAULT_DATA_DIR,
    runtime,
  };
}
