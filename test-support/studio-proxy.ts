import {
  createServer,
  type IncomingMessage,
  request as forward,
  type ServerResponse,
} from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';

/** How a test proxy treats one HTTP request on its way to the studio. */
export interface ProxyRules {
  /** Takes the request over (answers it, or holds it); true when the proxy must not forward. */
  intercept?(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
  /** Writes the studio's answer; the default passes it on as it came. */
  answer?(incoming: IncomingMessage, answer: IncomingMessage, outgoing: ServerResponse): void;
}

/**
 * An HTTP and websocket proxy in front of a studio, for tests that must cut or stall a transfer
 * at a known point (an agent killed mid-install or mid-upload). socket.io's websocket passes
 * through untouched; `close` ends every connection, as a network that goes away would.
 *
 * `stall()` holds every byte of the websockets, both ways, without closing anything (a lossy
 * mobile link that stops delivering while TCP stays up), and `release()` delivers what was held,
 * in order, at once (the burst when such a link recovers), then passes bytes on again.
 */
export async function startStudioProxy(target: string, rules: ProxyRules = {}) {
  const upstream = new URL(target);
  const open = new Set<Socket>();
  let stalled = false;
  /**
   * Bytes held while stalled, in the order they came, each with where it goes; `null` is the
   * sender's end of the stream (a process that died), which is passed on in its turn too.
   */
  let held: Array<{ to: Socket; chunk: Buffer | null }> = [];
  const deliver = (to: Socket, chunk: Buffer | null) => {
    if (to.destroyed) return;
    if (chunk) to.write(chunk);
    else to.end();
  };
  const pass = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (stalled) held.push({ to, chunk });
      else deliver(to, chunk);
    });
    // The HTTP server keeps its sockets half-open: an end must be passed on, as a pipe does.
    from.on('end', () => {
      if (stalled) held.push({ to, chunk: null });
      else deliver(to, null);
    });
  };
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };

  const server = createServer((incoming, outgoing) => {
    if (rules.intercept?.(incoming, outgoing)) return;
    const onward = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        if (rules.answer) return rules.answer(incoming, answer, outgoing);
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
      pass(socket, client);
      pass(client, socket);
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
    stall() {
      stalled = true;
    },
    /** Delivers what was held, in order; returns how many bytes that was. */
    release(): number {
      stalled = false;
      const burst = held;
      held = [];
      let bytes = 0;
      for (const { to, chunk } of burst) {
        bytes += chunk?.length ?? 0;
        deliver(to, chunk);
      }
      return bytes;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}
