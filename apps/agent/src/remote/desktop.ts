import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { DirectReads } from './direct-reads';
import { onPath } from './terminal';

export interface VncAddress {
  host: string;
  port: number;
}
export const DEFAULT_VNC: VncAddress = { host: 'localhost', port: 5900 };
export const VIRTUAL_SCREEN = { width: 1280, height: 720, depth: 24 };
const START_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 5_000;

export interface DesktopOptions {
  /** The VNC server to connect to (`--vnc`); default localhost:5900. */
  vnc?: VncAddress | undefined;
  /** Start a virtual desktop (Xvfb + x11vnc) instead, once, when a screen is first opened. */
  virtual?: boolean | undefined;
  log?(line: string): void;
}

export interface DesktopLink {
  /** Write to it; its reads go to `reads`, not to 'data' events. */
  socket: Socket;
  reads: DirectReads;
  /** What the agent connected to, for the page. */
  via: string;
  /** The screen's size when the agent knows it (its own desktop); 0 when the server will say. */
  width: number;
  height: number;
}

/** The virtual desktop's processes, for whoever must see them gone. */
export interface VirtualDesktop {
  display: number;
  port: number;
  pids: number[];
}

export interface Desktops {
  /** A fresh TCP connection to the VNC server; rejects with a sentence for the page. */
  connect(): Promise<DesktopLink>;
  /** The virtual desktop, once started. */
  virtual(): VirtualDesktop | undefined;
  /** Stops the virtual desktop. */
  close(): Promise<void>;
}

/** A TCP connection reading into message-sized buffers, or why not as a sentence. */
function dial(
  address: VncAddress,
  failure: string,
): Promise<{ socket: Socket; reads: DirectReads }> {
  return new Promise((resolve, reject) => {
    const reads = new DirectReads();
    const socket = connect({ host: address.host, port: address.port, onread: reads.onread });
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => socket.destroy(new Error('timeout')));
    socket.once('connect', () => {
      socket.setTimeout(0);
      socket.setNoDelay(true);
      resolve({ socket, reads });
    });
    socket.once('error', () => reject(new Error(failure)));
  });
}

/**
 * Where the screen sessions of this agent connect: a VNC server on the PC (`--vnc`), or a
 * virtual desktop the agent starts itself (`--desktop`) for a PC without a display. The virtual
 * one is started at the first session and kept for the next ones (its windows stay, like a
 * real screen's) until the agent stops.
 */
export function createDesktops(options: DesktopOptions): Desktops {
  const log = options.log ?? (() => {});
  let starting: Promise<VirtualDesktop & { stop(): Promise<void> }> | undefined;
  let started: (VirtualDesktop & { stop(): Promise<void> }) | undefined;
  let closed = false;

  async function ownDesktop() {
    if (!starting) {
      starting = startVirtualDesktop(log).then(
        (desktop) => {
          started = desktop;
          return desktop;
        },
        (error: unknown) => {
          starting = undefined; // tried again at the next session
          throw error;
        },
      );
    }
    return starting;
  }

  return {
    async connect() {
      if (closed) throw new Error('The agent is stopping.');
      if (options.virtual) {
        const desktop = await ownDesktop();
        const address = { host: '127.0.0.1', port: desktop.port };
        const dialled = await dial(
          address,
          `The agent's virtual desktop (:${desktop.display}) does not answer.`,
        );
        const { width, height } = VIRTUAL_SCREEN;
        const via = `virtual desktop :${desktop.display} (Xvfb, x11vnc)`;
        return { ...dialled, via, width, height };
      }
      const address = options.vnc ?? DEFAULT_VNC;
      const shown = `${address.host}:${address.port}`;
      const dialled = await dial(
        address,
        `No VNC server answers on ${shown}. Start one, or start the agent with --desktop.`,
      );
      return { ...dialled, via: `VNC server ${shown}`, width: 0, height: 0 };
    },
    virtual: () =>
      started && { display: started.display, port: started.port, pids: [...started.pids] },
    async close() {
      closed = true;
      const desktop = await starting?.catch(() => undefined);
      await desktop?.stop();
    },
  };
}

/** A TCP port nobody listens on now (x11vnc is told to take it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The last lines a process wrote on stderr, to say why it ended. */
function tail(stream: Readable | null): () => string {
  let text = '';
  stream?.on('data', (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-500);
  });
  return () => text.trim().split('\n').slice(-2).join(' ');
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function exitOf(child: ChildProcess): Promise<never> {
  return new Promise((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`exited (${signal ?? `code ${code}`})`))),
  );
}

async function startVirtualDesktop(log: (line: string) => void) {
  for (const program of ['Xvfb', 'x11vnc']) {
    if (!(await onPath(program))) {
      throw new Error(
        `The agent was started with --desktop, but ${program} is not installed on this PC (Debian, Ubuntu: apt install xvfb x11vnc).`,
      );
    }
  }
  const { width, height, depth } = VIRTUAL_SCREEN;
  // -displayfd: Xvfb takes a free display number itself and writes it to fd 3.
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', `${width}x${height}x${depth}`, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const xvfbSaid = tail(xvfb.stderr);
  const processes: ChildProcess[] = [xvfb];
  const stop = () => Promise.all(processes.map(stopProcess)).then(() => {});
  try {
    const display = await within(
      Promise.race([
        new Promise<number>((resolve) => {
          let text = '';
          (xvfb.stdio[3] as Readable).on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text.includes('\n')) resolve(Number(text.trim()));
          });
        }),
        exitOf(xvfb),
      ]),
      () => `Xvfb did not start: ${xvfbSaid() || 'no display after 15 s'}`,
    );
    const port = await freePort();
    const x11vnc = spawn(
      'x11vnc',
      [
        '-display',
        `:${display}`,
        '-rfbport',
        String(port),
        '-localhost',
        '-shared',
        '-forever',
      ].concat(['-nopw', '-quiet']),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    processes.push(x11vnc);
    const x11vncSaid = tail(x11vnc.stderr);
    await within(
      Promise.race([answers(port, () => x11vnc.exitCode !== null), exitOf(x11vnc)]),
      () => `x11vnc did not start: ${x11vncSaid() || 'no answer after 15 s'}`,
    );
    log(
      `desktop: virtual display :${display} (Xvfb ${width}x${height}), x11vnc on 127.0.0.1:${port}`,
    );
    return { display, port, pids: processes.map((child) => child.pid!), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `promise`, or a sentence when it fails or takes longer than START_TIMEOUT_MS. */
async function within<T>(promise: Promise<T>, why: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), START_TIMEOUT_MS);
      }),
    ]);
  } catch {
    throw new Error(why());
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once something listens on `port` (tried every 100 ms), unless `gone` first. */
async function answers(port: number, gone: () => boolean): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!gone() && Date.now() < deadline) {
    const dialled = await dial({ host: '127.0.0.1', port }, '').catch(() => undefined);
    if (dialled) {
      dialled.socket.destroy();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no answer');
}
