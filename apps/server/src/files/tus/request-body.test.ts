import {
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { requestBody } from './request-body';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
});

/** A server that hands each request to `use`, and a client PATCH whose body the test writes. */
async function exchange(use: (raw: IncomingMessage, answer: ServerResponse) => void) {
  server = createServer(use);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const client = request({ host: '127.0.0.1', port, method: 'PATCH', path: '/' });
  client.on('error', () => {});
  return client;
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return { chunks, bytes: Buffer.concat(chunks) };
}

describe('requestBody', () => {
  it('gives the request’s bytes as they came, each chunk the socket’s own', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024, 7);
    const received = new Promise<{ chunks: Uint8Array[]; bytes: Buffer }>((resolve) => {
      void exchange(async (raw, answer) => {
        resolve(await readAll(requestBody(raw)));
        answer.writeHead(204).end();
      }).then((client) => client.end(body));
    });
    const { chunks, bytes } = await received;
    expect(bytes.equals(body)).toBe(true);
    // Not copied: the chunks are Buffers, as the socket read them (toWeb makes Uint8Arrays).
    expect(chunks.every((chunk) => Buffer.isBuffer(chunk))).toBe(true);
  });

  it('errors when the request is cut short, so tus keeps what came and lets go', async () => {
    const failure = new Promise<unknown>((resolve) => {
      void exchange((raw) => {
        readAll(requestBody(raw)).then(
          () => resolve(null),
          (error: unknown) => resolve(error),
        );
      }).then((client) => {
        client.setHeader('content-length', '1000000');
        client.write(Buffer.alloc(1000));
        setTimeout(() => client.destroy(), 50);
      });
    });
    expect(await failure).toBeInstanceOf(Error);
  });

  it('destroys the request when the stream is cancelled', async () => {
    const destroyed = new Promise<boolean>((resolve) => {
      void exchange((raw) => {
        const stream = requestBody(raw);
        raw.once('close', () => resolve(raw.destroyed));
        void stream.cancel(new Error('not wanted'));
      }).then((client) => {
        client.setHeader('content-length', '1000000');
        client.write(Buffer.alloc(1000));
      });
    });
    expect(await destroyed).toBe(true);
  });
});
