/**
 * ADS IDE remote figures (issue 28). The studio, the agent (the real CLI: its remote link, a
 * real pty, the VNC bridge) and the browser side (here) each run in a process of their own, as
 * a studio, a PC and a browser do; websockify, the baseline's proxy, is a process of its own too.
 * - keystroke → echo: one byte typed into a terminal session, through the studio and the agent
 *   to the pty and its echo back, against a plain socket.io echo, alternating byte by byte.
 * - desktop frames: full 1280×720 raw frames of an Xvfb + x11vnc through the studio and the
 *   agent, against noVNC's own path (websockify, a WebSocket to TCP proxy) to a second,
 *   identical desktop; each path read by a fresh process (lib/frame-reader.ts).
 * - opening a 5 MB file: the workspace's `read` in its parts through the studio and the agent,
 *   against the same bytes in the same parts from a plain socket.io server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, REMOTE_FILE_PART_BYTES, REMOTE_NAMESPACE } from '@ads/contract';
import WebSocket from 'ws';
import { createDesktops } from '../apps/agent/src/remote/desktop';
import { startAgentProcess } from '../test-support/reliability/processes';
import type { ServerProcess } from './lib/child';
import { readFrames } from './lib/frame-reader';
import { cpuMeter } from './lib/proc-cpu';
import type { PlainInfo } from './lib/plain-process';
import { PLAIN_EVENTS } from './lib/protocol';
import { remoteBrowser } from './lib/remote-browser';
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
  frames: 100,
  frameWarmup: 5,
  /** Frames per second ≥ 0.5 × noVNC's path through websockify. */
  frameRatio: 0.5,
  fileBytes: 5 * 1024 * 1024,
  fileRuns: 10,
};

type Log = (line: string) => void;
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
  // A virtual desktop for each path, started alike (the agent connects to its own as to any VNC
  // server on a PC): x11vnc serves full frames several times slower for a while after a client
  // has left (measured: 229 frames/s, then 19 once the one before disconnects), so each path is
  // read as its desktop's first client, never after the other one.
  const desktop = async () => {
    const desktops = createDesktops({ virtual: true });
    (await desktops.connect()).socket.destroy();
    return { desktops, port: desktops.virtual()!.port };
  };
  const studioDesktop = await desktop();
  const plainDesktop = await desktop();
  const vncPort = studioDesktop.port;
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

    // Desktop frames: through the studio, then noVNC's path, each read by a fresh process.
    const count = { frames: REMOTE.frames, warmup: REMOTE.frameWarmup };
    // What each relay spends a frame (CPU, from /proc): where the studio's path loses time.
    const studioCpu = cpuMeter({ studio: studio.pid, agent: agent.process.pid });
    const studioFrames = await readFrames({ via: 'studio', url, access, pcId }, count);
    const studioSpent = studioCpu();
    const proxy = await startWebsockify(plainDesktop.port);
    websockify = proxy.child;
    const plainCpu = cpuMeter({ websockify: proxy.child.pid });
    const plainFrames = await readFrames({ via: 'websockify', url: proxy.url }, count);
    const plainSpent = plainCpu();
    const perFrame = (ms: number | undefined) =>
      ms === undefined ? '?' : (ms / (REMOTE.frames + REMOTE.frameWarmup)).toFixed(1);
    log(
      `remote: ${studioFrames.width}×${studioFrames.height} frames, ${studioFrames.fps.toFixed(1)}/s through the studio, ${plainFrames.fps.toFixed(1)}/s through websockify`,
    );
    log(
      `remote: CPU ms a frame: studio ${perFrame(studioSpent.studio)}, agent ${perFrame(studioSpent.agent)}; websockify ${perFrame(plainSpent.websockify)}`,
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
    await studioDesktop.desktops.close();
    await plainDesktop.desktops.close();
    await rm(dir, { recursive: true, force: true });
  }
  return figures;
}
