import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeConnectionsWhenIdle } from './close-connections';

const agents: Agent[] = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

/** A server with one streamed answer that ends when the test says so. */
async function serverWithStream() {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  const app = Fastify();
  closeConnectionsWhenIdle(app);
  app.get('/stream', (_request, reply) => {
    const body = new Readable({ read() {} });
    body.push('first part;');
    void released.then(() => {
      body.push('last part');
      body.push(null);
    });
    return reply.type('text/plain').send(body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port, release };
}

/** A keep-alive client's GET: resolves at the first part, with the rest to come. */
function startGet(port: number) {
  const agent = new Agent({ keepAlive: true });
  agents.push(agent);
  return new Promise<{ body: Promise<string>; socketClosed: Promise<void> }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/stream', agent }, (response) => {
      const socketClosed = new Promise<void>((done) => response.socket.once('close', () => done()));
      let text = '';
      const body = new Promise<string>((done) => {
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(text));
      });
      response.once('data', () => resolve({ body, socketClosed }));
    })
      .on('error', reject)
      .end();
  });
}

describe('closing the server', () => {
  it('ends a keep-alive connection whose answer finishes after closing began', async () => {
    const { app, port, release } = await serverWithStream();
    const { body, socketClosed } = await startGet(port);
    const closed = app.close();
    release();
    // The answer is whole, and the connection it leaves idle does not hold the close for
    // Fastify's 72 s keep-alive (the test's 30 s would run out first).
    expect(await body).toBe('first part;last part');
    await closed;
    await socketClosed;
    expect(app.server.listening).toBe(false);
  });
});
