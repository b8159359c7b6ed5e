import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, readdir, readFile, readlink } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import type { TerminalSize } from '@ads/contract';

const run = promisify(execFile);
const DEFAULT_SIZE: TerminalSize = { cols: 80, rows: 24 };
/** How long a closed shell gets to end its jobs after SIGHUP before everything is killed. */
const HANGUP_GRACE_MS = 1000;

export interface TerminalOptions {
  cwd: string;
  size?: TerminalSize | undefined;
  /** Bytes the shell wrote (colours and all), in order. */
  onData(bytes: Buffer): void;
  /** The shell ended on its own: a sentence with its exit code. Not called after close(). */
  onEnd(message: string): void;
}

export interface Terminal {
  /** `script`'s process id (the shell is its child). */
  pid: number;
  /** The shell's process id, once known. */
  shell(): Promise<number>;
  write(bytes: Uint8Array): void;
  /** Resolves when the terminal has its new size (the shell's job got SIGWINCH). */
  resize(size: TerminalSize): Promise<void>;
  /** Flow control: stop reading the shell's output (the pty fills and the shell waits). */
  pause(): void;
  resume(): void;
  /** Hangs up the shell and its jobs; resolves when they are gone. */
  close(): Promise<void>;
}

export async function onPath(command: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(delimiter)) {
    const path = join(dir, command);
    if (
      await access(path, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return path;
  }
  return undefined;
}

async function chooseShell(): Promise<string> {
  for (const shell of [process.env.SHELL, '/bin/bash', '/bin/sh']) {
    if (
      shell &&
      (await access(shell, constants.X_OK).then(
        () => true,
        () => false,
      ))
    )
      return shell;
  }
  throw new Error('This PC has no shell for a terminal ($SHELL, /bin/bash or /bin/sh).');
}

/** The process `script` started (the shell, on the pty's slave side). */
async function childOf(pid: number): Promise<number | undefined> {
  const listed = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => null);
  if (listed !== null) {
    const first = Number(listed.trim().split(' ')[0]);
    return first > 0 ? first : undefined;
  }
  // A kernel without CONFIG_PROC_CHILDREN: look for the process whose parent is `pid`.
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    // The fields after the command name (which may hold spaces), from its closing paren.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === pid) return Number(name);
  }
  return undefined;
}

/**
 * A shell on a real pseudo-terminal without a native module: util-linux `script` owns the pty
 * and copies our bytes to its master side and its output back. The line discipline makes byte 3
 * a SIGINT for the foreground job, as in any terminal. The window size is set on the slave side
 * with `stty -F`, which the kernel answers with SIGWINCH to the foreground job (docs/adr/0026).
 */
export async function openTerminal(options: TerminalOptions): Promise<Terminal> {
  if (!(await onPath('script'))) {
    throw new Error(
      'A terminal needs the script command (util-linux), and it is not installed on this PC.',
    );
  }
  const shell = await chooseShell();
  const child: ChildProcess = spawn(
    'script',
    ['-q', '-f', '-e', '-c', `'${shell}' -l`, '/dev/null'],
    {
      cwd: options.cwd,
      // `script -c` runs the command with $SHELL -c; the same shell then execs the login shell.
      env: { ...process.env, SHELL: shell, TERM: 'xterm-256color', COLORTERM: 'truecolor' },
      // Its own process group, so that close() reaches script and whatever it left.
      detached: true,
      stdio: ['pipe', 'pipe', 'ignore'],
    },
  );
  const pid = await new Promise<number>((resolve, reject) => {
    child.once('spawn', () => resolve(child.pid!));
    child.once('error', reject);
  });
  let closed = false;
  let exited = false;
  const gone = new Promise<void>((resolve) => {
    // 'close': after its output has all been read, so the end comes after the last byte.
    child.once('close', (code, signal) => {
      exited = true;
      resolve();
      if (closed) return;
      options.onEnd(
        code === null
          ? `The shell ended on signal ${signal ?? 'unknown'}.`
          : `The shell exited (code ${code}).`,
      );
    });
  });
  child.stdout!.on('data', (bytes: Buffer) => options.onData(bytes));
  child.stdin!.on('error', () => {}); // writes after the shell ended: nothing to deliver to

  const slave = findSlave(pid, () => exited);
  let size = options.size ?? DEFAULT_SIZE;
  let sizing = slave.then((found) => setSize(found.pts, size)).catch(() => {});
  // The shell starts at its size: programs that read it once (a login's `resize`) see it right.
  await sizing;

  return {
    pid,
    shell: () => slave.then((found) => found.shell),
    write(bytes) {
      if (!closed && !exited) child.stdin!.write(bytes);
    },
    resize(next) {
      size = next;
      // One stty after the other; the last size asked for is the one that stays.
      sizing = sizing.then(() => slave.then((found) => setSize(found.pts, size))).catch(() => {});
      return sizing;
    },
    pause: () => child.stdout!.pause(),
    resume: () => child.stdout!.resume(),
    async close() {
      if (closed) return gone;
      closed = true;
      if (exited) return gone;
      child.stdout!.resume(); // a paused pipe would keep script from exiting
      const found = await Promise.race([slave, gone]).catch(() => undefined);
      // SIGHUP, as when a terminal window closes: the shell passes it to its jobs and exits.
      if (found) signal(found.shell, 'SIGHUP');
      else signal(-pid, 'SIGHUP');
      const timer = setTimeout(() => {
        if (found) signal(found.shell, 'SIGKILL');
        signal(-pid, 'SIGKILL');
      }, HANGUP_GRACE_MS);
      await gone;
      clearTimeout(timer);
    },
  };
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/** The shell's pid and its pty slave (`/dev/pts/N`), as soon as script has set them up. */
async function findSlave(pid: number, exited: () => boolean) {
  for (;;) {
    if (exited()) throw new Error('The shell ended before its terminal was set up.');
    const shell = await childOf(pid);
    const pts = shell ? await readlink(`/proc/${shell}/fd/0`).catch(() => '') : '';
    if (shell && pts.startsWith('/dev/pts/')) return { shell, pts };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function setSize(pts: string, size: TerminalSize) {
  await run('stty', ['-F', pts, 'rows', String(size.rows), 'cols', String(size.cols)]);
}
