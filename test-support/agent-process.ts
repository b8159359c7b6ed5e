import type { Child } from './child-process';

/**
 * How the suites start the agent CLI as a process of its own (the Playwright specs run its build,
 * the reliability and agent suites its source), so that all of them pass the PC token one way.
 */

export interface AgentArgs {
  server: string;
  token: string;
  data: string;
  /** Default `process`: the suites never use a Docker engine by accident. */
  runtime?: 'auto' | 'process' | 'docker';
}

/**
 * The agent's command-line arguments. The token is given as `--token=<token>`: a PC token is
 * base64url, so one in 64 begins with '-', and node's parseArgs refuses such a token as the
 * next argument ("Option '--token' argument is ambiguous"). The agent then exited at once with
 * code 2, and a spec waiting for its PC to come online reported "offline" 25–45 s later: the
 * intermittent "PC is offline" of issue 25.
 */
export function agentArgs(options: AgentArgs, extra: string[] = []): string[] {
  return [
    '--server',
    options.server,
    `--token=${options.token}`,
    '--data',
    options.data,
    '--runtime',
    options.runtime ?? 'process',
    ...extra,
  ];
}

/**
 * The agent as the caller started it, but saying so on stderr, with its output, when it exits
 * without having been stopped: a test waiting for it to come online then shows why it never did,
 * instead of only that it is offline.
 */
export function watchedAgent(agent: Child, say = (line: string) => console.error(line)): Child {
  let stopping = false;
  void agent.exited.then(() => {
    if (stopping) return;
    const { exitCode, signalCode } = agent.process;
    say(`[agent] exited by itself (${signalCode ?? `code ${exitCode}`}):\n${agent.output()}`);
  });
  return {
    ...agent,
    stop(signal) {
      stopping = true;
      return agent.stop(signal);
    },
  };
}
