import { createServer, request as forward } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';

/** Module artifacts, the downloads a holding proxy can stop halfway. */
const ARTIFACTS = '/api/file/module/';
/** What a held download gets before it stalls: enough for a first progress event. */
const HELD_BYTES = 100;

/**
 * An HTTP and websocket proxy in front of a studio. While `hold` is on, module artifact
 * downloads send their headers and first bytes and then stall, so an agent can be killed in
 * the middle of an install for sure (the real artifacts are under 1 kB, one chunk).
 */
export async function startHoldingProxy(target: string) {
  const upstream = new URL(target);
  const open = new Set<Socket>();
  let hold = false;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };

  const server = createServer((incoming, outgoing) => {
    const onward = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!hold || !incoming.url?.startsWith(ARTIFACTS)) return void answer.pipe(outgoing);
        answer.once('data', (chunk: Buffer) => {
          outgoing.write(chunk.subarray(0, HELD_BYTES));
          answer.destroy();
        });
      },
    );
    onward.once('error', () => outgoing.destroy());
    incoming.pipe(onward);
  });
  server.on('connection', track);
  // socket.io's websocket: the upgrade request is replayed upstream, then bytes flow both ways.
  server.on('upgrade', (incoming, client: Socket, head: Buffer) => {
    const socket = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2)
        lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      socket.write(head);
      socket.pipe(client).pipe(socket);
    });
    track(socket);
    socket.once('error', () => client.destroy());
    client.once('error', () => socket.destroy());
    socket.once('close', () => client.destroy());
    client.once('close', () => socket.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Stalls (true) or passes (false) the artifact downloads that start from now on. */
    holdDownloads(value: boolean) {
      hold = value;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}
