import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive } from '../../test/processes';
import { openTerminal } from './terminal';

/** A terminal whose output the test reads; `until` waits for text after what was read last. */
async function terminal(cols: number, rows: number) {
  let output = '';
  let read = 0;
  let wake = () => {};
  const ends: string[] = [];
  let ended = (_message: string) => {};
  const end = new Promise<string>((resolve) => (ended = resolve));
  const term = await openTerminal({
    cwd: tmpdir(),
    size: { cols, rows },
    onData: (bytes) => {
      output += bytes.toString();
      wake();
    },
    onEnd: (message) => {
      ends.push(message);
      ended(message);
    },
  });
  async function until(pattern: RegExp): Promise<string> {
    for (;;) {
      const found = pattern.exec(output.slice(read));
      if (found) {
        read += found.index + found[0].length;
        return found[0];
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
  }
  const type = (text: string) => term.write(Buffer.from(text));
  return { term, until, type, ends, end };
}

async function childrenOf(pid: number): Promise<number[]> {
  const listed = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return listed.trim() === '' ? [] : listed.trim().split(' ').map(Number);
}

let shell: Awaited<ReturnType<typeof terminal>>;
let closing: Awaited<ReturnType<typeof terminal>>;
let exiting: Awaited<ReturnType<typeof terminal>>;

// The login shells run in an empty HOME: they read no profile of the machine running the suite,
// and closing one mid-start cannot leave anything there (a root .bashrc's `pyenv rehash` left
// its lock behind when a shell was killed, and every login shell after it waited a minute).
const home = process.env.HOME;
let emptyHome = '';

beforeAll(async () => {
  emptyHome = await mkdtemp(join(tmpdir(), 'ads-terminal-home-'));
  process.env.HOME = emptyHome;
  // Side by side: a login shell takes a second or more to read its profiles on a busy machine.
  [shell, closing, exiting] = await Promise.all([
    terminal(100, 30),
    terminal(80, 24),
    terminal(80, 24),
  ]);
});
afterAll(async () => {
  await shell?.term.close();
  await closing?.term.close();
  await exiting?.term.close();
  process.env.HOME = home;
  await rm(emptyHome, { recursive: true, force: true });
});

describe('a terminal on a real pseudo-terminal', () => {
  it('runs a command and shows its output, at the size it was opened with', async () => {
    shell.type('echo $((6*7))\n');
    await shell.until(/[\r\n]42\r\n/);
    shell.type('stty size\n');
    await shell.until(/[\r\n]30 100\r\n/);
  });

  it('interrupts the foreground job with Ctrl-C (byte 3)', async () => {
    shell.type('sleep 30\n');
    const pid = await shell.term.shell();
    let sleeping: number | undefined;
    while (sleeping === undefined) {
      for (const child of await childrenOf(pid)) {
        const comm = await readFile(`/proc/${child}/comm`, 'utf8').catch(() => '');
        if (comm.trim() === 'sleep') sleeping = child;
      }
    }
    shell.term.write(Buffer.from([3]));
    shell.type('echo back-$((1+1))\n');
    // Only a shell back at its prompt runs the echo; `sleep 30` would outlast the test.
    await shell.until(/[\r\n]back-2\r\n/);
    expect(await alive(sleeping)).toBe(false);
  });

  it('resizes: the shell sees the new rows and columns', async () => {
    await shell.term.resize({ cols: 123, rows: 45 });
    shell.type('stty size\n');
    await shell.until(/[\r\n]45 123\r\n/);
    expect(shell.ends).toEqual([]);
  });

  it('reports the exit code when the shell exits', async () => {
    exiting.type('exit 3\n');
    expect(await exiting.end).toBe('The shell exited (code 3).');
    expect(exiting.ends.length).toBe(1);
  });

  it('kills the shell when closed', async () => {
    const pid = await closing.term.shell();
    expect(await alive(pid)).toBe(true);
    await closing.term.close();
    expect(await alive(pid)).toBe(false);
    expect(await alive(closing.term.pid)).toBe(false);
    expect(closing.ends).toEqual([]);
  });

  it('says so when script (util-linux) is not installed', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(
        openTerminal({ cwd: tmpdir(), onData: () => {}, onEnd: () => {} }),
      ).rejects.toThrow(
        'A terminal needs the script command (util-linux), and it is not installed on this PC.',
      );
    } finally {
      process.env.PATH = path;
    }
  });
});
