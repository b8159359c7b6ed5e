/**
 * The desktop-frames figure's reader (bench/remote.ts), in a process of its own as a browser
 * tab is: it opens an RFB session, asks for full frames one after the other and counts them.
 * Both paths are read by this same code in a fresh process, so neither pays for the bench's own
 * heap (a collection of the bench process's 100 MB heap, set off by the frames' buffers, took
 * 40 % of its time and bounded what it could read).
 *
 * Run as `tsx frame-reader.ts <json>`; answers `{ fps, width, height }` on the IPC channel.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMESPACE } from '@ads/contract';
import WebSocket from 'ws';
import { ByteReader, fullFrameRequest, readFrame, rfbSession } from '../../test-support/rfb-client';
import { remoteBrowser } from './remote-browser';
import { connectClient } from './sockets';

export type FrameSource =
  /** The studio's /remote namespace: a screen session on the PC, as the page opens one. */
  | { via: 'studio'; url: string; access: string; pcId: number }
  /** noVNC's own path: a WebSocket to websockify in front of the VNC server. */
  | { via: 'websockify'; url: string };

export interface FrameCount {
  frames: number;
  warmup: number;
}

export interface FrameRate {
  fps: number;
  width: number;
  height: number;
}

/** Frames per second of full raw frames over an RFB byte stream, after a warm-up. */
async function framesPerSecond(
  reader: ByteReader,
  send: (bytes: Buffer) => void,
  count: FrameCount,
): Promise<FrameRate> {
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
  for (let i = 0; i < count.warmup; i++) await frame();
  const started = performance.now();
  for (let i = 0; i < count.frames; i++) await frame();
  const fps = (count.frames * 1000) / (performance.now() - started);
  return { fps, width: session.width, height: session.height };
}

async function read(source: FrameSource, count: FrameCount): Promise<FrameRate> {
  const reader = new ByteReader();
  if (source.via === 'studio') {
    const socket = await connectClient(`${source.url}${REMOTE_NAMESPACE}`, source.access);
    try {
      const browser = remoteBrowser(socket);
      const screen = await browser.open(source.pcId, 'screen');
      browser.stream(screen, (bytes) => reader.push(bytes));
      return await framesPerSecond(reader, (bytes) => browser.send(screen, bytes), count);
    } finally {
      socket.close();
    }
  }
  const ws = new WebSocket(source.url, ['binary']);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  try {
    ws.on('message', (bytes: Buffer) => reader.push(bytes));
    return await framesPerSecond(reader, (bytes) => ws.send(bytes), count);
  } finally {
    ws.close();
  }
}

/** Reads `count` frames from `source` in a reader process of its own. */
export function readFrames(source: FrameSource, count: FrameCount): Promise<FrameRate> {
  const child = fork(fileURLToPath(import.meta.url), [JSON.stringify({ source, count })], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { rate?: FrameRate; error?: string }) => {
      if (message.rate) resolve(message.rate);
      else reject(new Error(`frame reader: ${message.error}`));
    });
    child.once('exit', (code) => reject(new Error(`frame reader exited (${code})`)));
  });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const { source, count } = JSON.parse(process.argv[2]!) as {
    source: FrameSource;
    count: FrameCount;
  };
  read(source, count).then(
    (rate) => process.send!({ rate }, () => process.exit(0)),
    (error: unknown) =>
      process.send!({ error: error instanceof Error ? error.stack : String(error) }, () =>
        process.exit(1),
      ),
  );
}
