import { createServer, type IncomingMessage, request as forward } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { RECORD_UPLOAD_PATH } from '@ads/contract';

/**
 * An HTTP and websocket proxy in front of a studio for uploads that must stop halfway for sure.
 * It counts the uploads created (tus POSTs) and, while holding, passes a given number of PATCHes
 * and then holds the next ones: their bytes are read and dropped, never forwarded or answered.
 * The studio then has exactly the chunks that passed, and the agent waits, ready to be killed.
 */
export async function startUploadHoldingProxy(target: string) {
  const upstream = new URL(target);
  const open = new Set<Socket>();
  let created = 0;
  let patchesPassed = 0;
  /** PATCHes to pass before holding; null passes all. */
  let passBeforeHold: number | null = null;
  let onHeld: (() => void) | undefined;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const isUpload = (incoming: IncomingMessage) =>
    incoming.url?.startsWith(RECORD_UPLOAD_PATH) ?? false;

  const server = createServer((incoming, outgoing) => {
    if (isUpload(incoming) && incoming.method === 'POST') created += 1;
    if (
      isUpload(incoming) &&
      incoming.method === 'PATCH' &&
      passBeforeHold !== null &&
      patchesPassed >= passBeforeHold
    ) {
      incoming.resume();
      onHeld?.();
      return;
    }
    const onward = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        if (isUpload(incoming) && incoming.method === 'PATCH') patchesPassed += 1;
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    onward.once('error', () => outgoing.destroy());
    incoming.pipe(onward);
  });
  server.on('connection', track);
  // socket.io's websocket: the upgrade request is replayed upstream, then bytes flow both ways.
  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
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
    /** Uploads created through the proxy so far. */
    created: () => created,
    /**
     * Passes `count` more PATCHes, then holds; resolves when a PATCH is held. The studio has
     * answered every PATCH that passed by then.
     */
    holdAfter(count: number): Promise<void> {
      passBeforeHold = patchesPassed + count;
      return new Promise((resolve) => (onHeld = resolve));
    },
    /** Passes every PATCH from now on. */
    release() {
      passBeforeHold = null;
      onHeld = undefined;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}
