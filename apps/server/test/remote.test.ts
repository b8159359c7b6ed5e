import { API, REMOTE_EVENTS, REMOTE_NAMESPACE, type RemoteOpenAnswer } from '@ads/contract';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, startServer, type TestServer } from '../../../test-support/studio/harness';
import { openRemote } from './remote-helpers';

// ADS IDE remote (issue 28): who may open a session on a PC. The relay itself, with the real
// agent on the other end, is tested in apps/agent/test/remote-*.test.ts.

let server: TestServer;
let owner: Account;
let other: Account;
let pcId: number;
const sockets: Socket[] = [];

/** A browser's connection to the remote IDE's namespace; resolves once the handshake passed. */
async function remoteSocket(token: string | undefined): Promise<Socket> {
  const socket = ioClient(`${server.url}${REMOTE_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: token === undefined ? {} : { token },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

const open = (socket: Socket, request: unknown) =>
  socket.timeout(10_000).emitWithAck(REMOTE_EVENTS.open, request) as Promise<RemoteOpenAnswer>;

beforeAll(async () => {
  server = await startServer();
  owner = await server.signUp();
  other = await server.signUp();
  const minted = await server.call(API.mintPcToken, { token: owner.access });
  const registered = await server.call(API.registerPc, {
    token: owner.access,
    body: { name: 'Lab PC', token: minted.body.detail },
  });
  pcId = registered.body.detail.id;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

describe('the remote IDE link', () => {
  it('refuses a handshake without a live token', async () => {
    await expect(remoteSocket(undefined)).rejects.toThrow('unauthorized');
    await expect(remoteSocket('garbage')).rejects.toThrow('unauthorized');
  });

  it('refuses a user while the app is off for their role, as SUPER-only by default', async () => {
    const socket = await remoteSocket(owner.access);
    const answer = await open(socket, { pcId, kind: 'code' });
    expect(answer.ok).toBe(false);
    expect(answer).toMatchObject({ message: expect.stringMatching(/remote|not available/i) });
  });

  it("refuses another user's PC, an offline PC and garbage with a sentence, and audits nothing", async () => {
    await openRemote(server, await server.superAdmin());
    const mine = await remoteSocket(owner.access);
    const theirs = await remoteSocket(other.access);
    expect(await open(theirs, { pcId, kind: 'terminal' })).toEqual({
      ok: false,
      message: 'No such PC.',
    });
    expect(await open(theirs, { pcId: 2_147_483_647, kind: 'terminal' })).toEqual({
      ok: false,
      message: 'No such PC.',
    });
    expect(await open(mine, { pcId, kind: 'code' })).toEqual({
      ok: false,
      message: 'Lab PC is offline: start its agent, then try again.',
    });
    expect(await open(mine, { pcId, kind: 'desktop' })).toEqual({
      ok: false,
      message: 'Invalid request to open a session.',
    });
    const audit = await server.call(API.remote.sessions, {
      token: owner.access,
      query: { pc_id: pcId },
    });
    expect(audit.status).toBe(200);
    expect(audit.body.detail).toEqual([]);
  });

  it('ends a remote socket when its sign-in ends', async () => {
    const user = await server.signUp();
    const socket = await remoteSocket(user.access);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const out = await server.call(API.logout, { body: { refresh: user.refresh } });
    expect(out.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
