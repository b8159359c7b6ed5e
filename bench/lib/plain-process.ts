/**
 * A server process with a plain socket.io server (the studio's path and message cap, no
 * authentication, no validation, no database): the baseline of the realtime figures. With
 * `staticDir` it also serves a built web page, as a plain static server.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { Server } from 'socket.io';
import { PLAIN_EVENTS } from './protocol';
import { serveIpc } from './serve-ipc';

export interface PlainOptions {
  staticDir?: string;
}
export interface PlainInfo {
  url: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

const options = JSON.parse(process.argv[2] ?? '{}') as PlainOptions;
let connections = 0;

const http = createServer((request, response) => {
  const root = options.staticDir;
  const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]!));
  if (!root || path.includes('..')) {
    response.writeHead(404).end();
    return;
  }
  // Files as they are; any other path gets index.html, as a single-page app is served.
  let file = join(root, path);
  if (!existsSync(file) || !statSync(file).isFile()) file = join(root, 'index.html');
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
  });
  createReadStream(file).pipe(response);
});
http.on('connection', (socket) => {
  connections += 1;
  socket.once('close', () => (connections -= 1));
});

const io = new Server(http, { path: '/socket.io', serveClient: false, maxHttpBufferSize: 1 << 20 });
io.on('connection', (socket) => {
  socket.on(PLAIN_EVENTS.echo, (payload: unknown) => socket.emit(PLAIN_EVENTS.echo, payload));
  socket.on(PLAIN_EVENTS.join, (room: string, ack?: () => void) => {
    void socket.join(room);
    ack?.();
  });
  // `n` bytes in the answer: the baseline of a file read in parts (the remote IDE's).
  socket.on(PLAIN_EVENTS.bytes, (n: number, ack?: (bytes: Buffer) => void) =>
    ack?.(Buffer.alloc(Math.min(n, 1 << 19), 7)),
  );
  socket.on(PLAIN_EVENTS.relay, (payload: { room: string }) =>
    socket.to(payload.room).emit(PLAIN_EVENTS.relay, payload),
  );
});

const ipc = serveIpc<PlainInfo>({
  connections: () => connections,
  close: () =>
    new Promise<void>((resolve) => {
      io.local.disconnectSockets(true);
      void io.close(() => resolve());
    }),
});

http.listen(0, '127.0.0.1', () => {
  const { port } = http.address() as AddressInfo;
  ipc.ready({ url: `http://127.0.0.1:${port}` });
});
