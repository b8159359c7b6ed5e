import { ResizeArgs, type TerminalSize } from '@ads/contract';
import { parseArgs } from './code-session';
import { RemoteError } from './errors';
import { Outbound } from './outbound';
import type { Session, SessionOutput } from './session';
import { openTerminal } from './terminal';

/** A terminal session: the shell's bytes both ways, and `resize`. */
export async function terminalSession(
  cwd: string,
  size: TerminalSize | undefined,
  viewOnly: boolean,
  output: SessionOutput,
): Promise<Session> {
  // The shell may speak before the session is set up here (a login's greeting): kept till then.
  const early: Buffer[] = [];
  let deliver = (bytes: Buffer) => void early.push(bytes);
  const terminal = await openTerminal({
    cwd,
    size,
    onData: (bytes) => deliver(bytes),
    onEnd: (message) => output.end(message),
  });
  const outbound = new Outbound(output.data, terminal);
  const session: Session = {
    kind: 'terminal',
    bytesIn: 0,
    bytesOut: 0,
    async call(op, args) {
      if (op !== 'resize') throw new RemoteError('invalid', `A terminal has no ${op} operation.`);
      await terminal.resize(parseArgs(ResizeArgs, args));
      return {};
    },
    input(bytes) {
      session.bytesIn += bytes.length;
      // The studio opens terminals with control; a view-only one only watches.
      if (!viewOnly) terminal.write(bytes);
    },
    credit: (bytes) => outbound.credit(bytes),
    dispose: () => terminal.close(),
  };
  deliver = (bytes) => {
    session.bytesOut += bytes.length;
    outbound.push(bytes);
  };
  for (const bytes of early.splice(0)) deliver(bytes);
  return session;
}
