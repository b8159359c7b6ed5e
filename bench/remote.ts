/**
 * ADS IDE remote figures (issue 28). The studio, the agent (the real CLI: its remote link, a
 * real pty, the VNC bridge) and the browser side (here) each run in a process of their own, as
 * a studio, a PC and a browser do; websockify, the baseline's proxy, is a process of its own too.
 * - keystroke → echo: one byte typed into a terminal session, through the studio and the agent
 *   to the pty and its echo back, against a plain socket.io echo, alternating byte by byte.
 * - desktop frames: full 1280×720 raw frames of one Xvfb + x11vnc through the studio and the
 *   agent, against noVNC's own path to the same server (websockify, a WebSocket to TCP proxy).
 * - opening a 5 MB file: the workspace's `read` in its parts through the studio and the agent,
 *   against the same bytes in the same parts from a plain socket.io server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API,
  REMOTE_EVENTS as E,
  REMOTE_FILE_PART_BYTES,
  REMOTE_NAMESPACE,
  type RemoteOpenAnswer,
} from '@ads/contract';
import type { Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { createDesktops } from '../apps/agent/src/remote/desktop';
import { startAgentProcess } from '../test-support/reliability/processes';
import { ByteReader, fullFrameRequest, readFrame, rfbSession } from '../test-support/rfb-client';
import type { ServerProcess } from './lib/child';
import type { PlainInfo } from './lib/plain-process';
import { PLAIN_EVENTS } from './lib/protocol';
import { type Figure, figure } from './lib/report';
import { connectClient } from './lib/sockets';
import { median, quantile } from './lib/stats';
import { studioApi } from './lib/studio-api';
import type { StudioInfo } from './lib/studio-process';

export const REMOTE = {
  keystrokes: 1_000,
  keystrokeWarmup: 100,
  /** Keystroke echo p99 ≤ 2.5 × the socket.io echo p99. */
  keystrokeP99Ratio: 2.5,
  frames: 40,
  frameWarmup: 5,
  /** Frames per second ≥ 0.5 × noVNC's path through websockify. */
  frameRatio: 0.5,
  fileBytes: 5 * 1024 * 1024,
  fileRuns: 10,
};

type Log = (line: string) => void;
/** The only call the bench makes: a part of a file. */
type ReadPart = { bytes: Uint8Array; eof: boolean };

/** A browser on the studio's /remote namespace: sessions, bytes, calls. */
function remoteBrowser(socket: Socket) {
  // Every waiter is woken by every message and looks for its own: the screen's reader and a
  // call may wait at once, and one waiter must not take the other's wake-up.
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const data = new Map<string, Buffer[]>();
  const results = new Map<string, unknown>();
  const ready = new Set<string>();
  socket.on(E.ready, (payload: { session: string }) => {
    ready.add(payload.session);
    wake();
  });
  socket.on(E.data, (payload: { session: string; bytes: Buffer }) => {
    data.set(payload.session, [...(data.get(payload.session) ?? []), Buffer.from(payload.bytes)]);
    wake();
  });
  socket.on(E.result, (payload: { call: string }) => {
    results.set(payload.call, payload);
    wake();
  });
  const waitFor = async <T>(take: () => T | undefined, what: string): Promise<T> => {
    let waiter = () => {};
    const timer = setTimeout(() => waiter(), 15_000);
    const started = performance.now();
    try {
      for (;;) {
        const value = take();
        if (value !== undefined) return value;
        if (performance.now() - started > 15_000) throw new Error(`no ${what} within 15 s`);
        await new Promise<void>((resolve) => {
          waiter = () => {
            waiters.delete(waiter);
            resolve();
          };
          waiters.add(waiter);
        });
      }
    } finally {
      clearTimeout(timer);
      waiters.delete(waiter);
    }
  };
  let calls = 0;
  return {
    /** Opens a session, waiting up to 30 s for the PC's agent to come online first. */
    async open(pcId: number, kind: 'code' | 'terminal' | 'screen'): Promise<string> {
      const started = performance.now();
      for (;;) {
        const answer = (await socket
          .timeout(15_000)
          .emitWithAck(E.open, { pcId, kind })) as RemoteOpenAnswer;
        if (answer.ok) {
          // As the page does: calls and bytes once the agent has the session ready (a call
          // before that finds no session on the PC).
          await waitFor(() => (ready.has(answer.session) ? true : undefined), `${kind} ready`);
          return answer.session;
        }
        if (performance.now() - started > 30_000) throw new Error(answer.message);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    /** The bytes of a session that came since the last take, credited back. */
    async take(session: string): Promise<Buffer> {
      const chunks = await waitFor(() => {
        const got = data.get(session);
        return got && got.length > 0 ? got : undefined;
      }, `bytes of ${session}`);
      data.set(session, []);
      const bytes = Buffer.concat(chunks);
      socket.emit(E.credit, { session, bytes: bytes.length });
      return bytes;
    },
    send: (session: string, bytes: Buffer) => socket.emit(E.data, { session, bytes }),
    async call(session: string, op: string, args: unknown): Promise<ReadPart> {
      const call = `c${++calls}`;
      socket.emit(E.call, { session, call, op, args });
      const result = await waitFor(() => results.get(call), `result of ${op}`);
      results.delete(call);
      const answer = result as { ok: boolean; data?: unknown; message?: string };
      if (!answer.ok) throw new Error(answer.message);
      return answer.data as ReadPart;
    },
  };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** websockify in front of the VNC server, as noVNC is used without the studio. */
async function startWebsockify(vncPort: number): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('websockify', [`127.0.0.1:${port}`, `127.0.0.1:${vncPort}`], {
    stdio: 'ignore',
  });
  await new Promise<void>((resolve, reject) => {
    child.once('error', () =>
      reject(new Error('websockify is not installed (apt install websockify)')),
    );
    const started = performance.now();
    const poll = () => {
      const probe = new WebSocket(`ws://127.0.0.1:${port}/`, ['binary']);
      probe.once('open', () => {
        probe.close();
        resolve();
      });
      probe.once('error', () => {
        if (performance.now() - started > 10_000) reject(new Error('websockify did not start'));
        else setTimeout(poll, 100);
      });
    };
    poll();
  });
  return { url: `ws://127.0.0.1:${port}/`, child };
}

/** Frames per second of full raw frames over an RFB byte stream, after a warm-up. */
async function framesPerSecond(reader: ByteReader, send: (bytes: Buffer) => void) {
  const session = await rfbSession(reader, send);
  // x11vnc may answer a request in more than one update (an empty one among them): a frame
  // is every pixel of the screen received again.
  const frame = async () => {
    send(fullFrameRequest(session.width, session.height));
    let area = 0;
    while (area < session.width * session.height) {
      area += (await readFrame(reader, session.bitsPerPixel)).area;
    }
  };
  for (let i = 0; i < REMOTE.frameWarmup; i++) await frame();
  const started = performance.now();
  for (let i = 0; i < REMOTE.frames; i++) await frame();
  return { fps: (REMOTE.frames * 1000) / (performance.now() - started), ...session };
}

export async function remoteBench(
  studio: ServerProcess<StudioInfo>,
  plain: ServerProcess<PlainInfo>,
  log: Log,
): Promise<Figure[]> {
  const { url, access, pcToken } = studio.info;
  const pcs = (await studioApi(url, access, 'GET', API.listPcs.path)) as Array<{
    id: number;
    token: string;
  }>;
  const pcId = pcs.find((pc) => pc.token === pcToken)!.id;
  const dir = await mkdtemp(join(tmpdir(), 'ads-bench-remote-'));
  // One virtual desktop for both paths: the agent connects to it as to any VNC server on a PC.
  const desktops = createDesktops({ virtual: true });
  const own = await desktops.connect();
  own.socket.destroy();
  const vncPort = desktops.virtual()!.port;
  const shell = process.env.SHELL;
  // The terminal's shell: a plain one, the same on every machine.
  process.env.SHELL = '/bin/sh';
  const agent = startAgentProcess({ server: url, token: pcToken, data: join(dir, 'agent') }, [
    '--workspace',
    join(dir, 'workspace'),
    '--vnc',
    `127.0.0.1:${vncPort}`,
  ]);
  process.env.SHELL = shell;
  const socket = await connectClient(`${url}${REMOTE_NAMESPACE}`, access);
  const browser = remoteBrowser(socket);
  const echoClient = await connectClient(plain.info.url);
  let websockify: ChildProcess | undefined;
  const figures: Figure[] = [];
  try {
    // Keystroke → echo.
    const terminal = await browser.open(pcId, 'terminal');
    await browser.take(terminal); // the prompt
    const typed: number[] = [];
    const echoed: number[] = [];
    const keystroke = async () => {
      const started = performance.now();
      browser.send(terminal, Buffer.from('x'));
      let seen = '';
      while (!seen.includes('x')) seen += (await browser.take(terminal)).toString('latin1');
      return performance.now() - started;
    };
    const echo = async () => {
      const started = performance.now();
      await echoClient.timeout(15_000).emitWithAck(PLAIN_EVENTS.bytes, 1);
      return performance.now() - started;
    };
    for (let i = 0; i < REMOTE.keystrokeWarmup; i++) {
      await keystroke();
      await echo();
    }
    // Byte by byte, alternating: whatever else the machine does hits both alike. The line
    // stays under the tty's 4,095 characters.
    for (let i = 0; i < REMOTE.keystrokes; i++) {
      typed.push(await keystroke());
      echoed.push(await echo());
    }
    log(`remote: ${typed.length} keystrokes echoed through the studio and the agent`);
    const p99 = quantile(typed, 0.99);
    const echoP99 = quantile(echoed, 0.99);
    const keys = { section: 'remote' as const, unit: 'ms', baselineName: 'socket.io echo' };
    figures.push(
      figure({
        ...keys,
        name: `keystroke → echo p50 (n=${typed.length})`,
        value: median(typed),
        baseline: median(echoed),
      }),
      figure({
        ...keys,
        name: `keystroke → echo p99 (n=${typed.length})`,
        value: p99,
        baseline: echoP99,
        target: {
          text: `p99 ≤ ${REMOTE.keystrokeP99Ratio} × echo p99`,
          holds: p99 <= REMOTE.keystrokeP99Ratio * echoP99,
        },
      }),
    );

    // Desktop frames: through the studio, then noVNC's path.
    const screen = await browser.open(pcId, 'screen');
    const viaStudio = new ByteReader();
    let reading = true;
    void (async () => {
      while (reading) viaStudio.push(await browser.take(screen));
    })().catch(() => {});
    const studioFrames = await framesPerSecond(viaStudio, (bytes) => browser.send(screen, bytes));
    reading = false;
    const proxy = await startWebsockify(vncPort);
    websockify = proxy.child;
    const ws = new WebSocket(proxy.url, ['binary']);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const viaWebsockify = new ByteReader();
    ws.on('message', (bytes: Buffer) => viaWebsockify.push(bytes));
    const plainFrames = await framesPerSecond(viaWebsockify, (bytes) => ws.send(bytes));
    ws.close();
    log(
      `remote: ${studioFrames.width}×${studioFrames.height} frames, ${studioFrames.fps.toFixed(1)}/s through the studio, ${plainFrames.fps.toFixed(1)}/s through websockify`,
    );
    figures.push(
      figure({
        section: 'remote',
        name: `desktop frames per second, ${studioFrames.width}×${studioFrames.height} raw (n=${REMOTE.frames})`,
        unit: 'frames/s',
        value: studioFrames.fps,
        baselineName: 'noVNC path: websockify to the same x11vnc',
        baseline: plainFrames.fps,
        target: {
          text: `≥ ${REMOTE.frameRatio} × websockify`,
          holds: studioFrames.fps >= REMOTE.frameRatio * plainFrames.fps,
        },
      }),
    );

    // Opening a 5 MB file.
    const file = Buffer.alloc(REMOTE.fileBytes);
    for (let i = 0; i < file.length; i++) file[i] = 32 + (i % 90);
    await writeFile(join(dir, 'workspace', 'big.txt'), file);
    const code = await browser.open(pcId, 'code');
    const opening: number[] = [];
    const plainOpening: number[] = [];
    for (let run = 0; run < REMOTE.fileRuns; run++) {
      let started = performance.now();
      let offset = 0;
      for (;;) {
        const part = await browser.call(code, 'read', { path: 'big.txt', offset });
        offset += Buffer.from(part.bytes).length;
        if (part.eof) break;
      }
      if (offset !== file.length) throw new Error(`read ${offset} of ${file.length} bytes`);
      opening.push(performance.now() - started);
      started = performance.now();
      for (let got = 0; got < file.length; got += REMOTE_FILE_PART_BYTES) {
        await echoClient
          .timeout(15_000)
          .emitWithAck(PLAIN_EVENTS.bytes, Math.min(REMOTE_FILE_PART_BYTES, file.length - got));
      }
      plainOpening.push(performance.now() - started);
    }
    figures.push(
      figure({
        section: 'remote',
        name: `opening a 5 MB file, median (n=${REMOTE.fileRuns})`,
        unit: 'ms',
        value: median(opening),
        baselineName: 'the same parts from a plain socket.io server',
        baseline: median(plainOpening),
      }),
    );
  } catch (error) {
    // What the PC's side said, should it be the part that failed.
    log(`remote: the agent said:\n${agent.output()}`);
    throw error;
  } finally {
    socket.close();
    echoClient.close();
    websockify?.kill();
    await agent.stop();
    await desktops.close();
    await rm(dir, { recursive: true, force: true });
  }
  return figures;
}
