import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, startAgent } from '../src/agent';
import { platformOf } from '../src/host-facts';
import { tempDir } from './studio';

// The agent's socket handshake, read by a real socket.io server on loopback in the studio's
// place (the studio itself accepts it in every other agent test; it reads `auth.token`).
let io: Server;
let url: string;
let data: Awaited<ReturnType<typeof tempDir>>;
let agent: Agent | undefined;

beforeAll(async () => {
  const http = createServer();
  io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  data = await tempDir('ads-agent-handshake-');
});
afterAll(async () => {
  await agent?.close();
  await new Promise((done) => io.close(() => done(undefined)));
  await data?.remove();
});

describe('the agent’s handshake', () => {
  it('sends its token and the host facts: platform, GPU, ROS distribution, runtime', async () => {
    const handshake = new Promise<unknown>((resolve) =>
      io.once('connection', (socket) => resolve(socket.handshake.auth)),
    );
    agent = await startAgent({
      server: url,
      token: 'pc-token-of-this-test',
      data: data.dir,
      runtime: 'process',
      host: { gpu: true, rosDistro: 'humble' },
      log: () => {},
    });
    expect(await handshake).toEqual({
      token: 'pc-token-of-this-test',
      host: { platform: platformOf(), gpu: true, ros_distro: 'humble', runtime: 'process' },
    });
  });
});
