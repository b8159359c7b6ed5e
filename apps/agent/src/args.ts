import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface AgentArgs {
  server: string;
  token: string;
  /** Where the agent keeps its state and downloaded modules. */
  data: string;
  /** The folder whose files `recordingsAPI` lists and `uploadAPI` may send. */
  recordings: string;
  /** 'auto' uses Docker when an engine answers, processes otherwise; the others insist. */
  runtime: AgentRuntimeChoice;
}

export const RUNTIME_CHOICES = ['auto', 'process', 'docker'] as const;
export type AgentRuntimeChoice = (typeof RUNTIME_CHOICES)[number];

export const USAGE =
  'usage: ads-agent --server URL --token PC_TOKEN [--data DIR] [--recordings DIR] ' +
  '[--runtime auto|process|docker]\n' +
  '  --data DIR        state and installed modules (default ~/.ads-agent)\n' +
  '  --recordings DIR  driving records the studio may list and upload (default <data>/recordings)';
export const DEFAULT_DATA_DIR = join(homedir(), '.ads-agent');

/** Reads the command line (see USAGE); throws a sentence a person can act on. */
export function readArgs(argv: string[]): AgentArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      server: { type: 'string' },
      token: { type: 'string' },
      data: { type: 'string' },
      recordings: { type: 'string' },
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
  const data = values.data ? resolve(values.data) : DEFAULT_DATA_DIR;
  return {
    server: server.origin,
    token: values.token,
    data,
    recordings: values.recordings ? resolve(values.recordings) : join(data, 'recordings'),
    runtime,
  };
}
