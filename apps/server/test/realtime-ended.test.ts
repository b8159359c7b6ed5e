import { API, type Pc, SOCKET_EVENTS, SOCKET_UNAUTHORIZED } from '@ads/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  type TestServer,
  connectSocket,
  nextEvent,
  startServer,
} from '../../../test-support/studio/harness';

// A socket is let in once, at its handshake. These tests show that the account changes which
// would make an open socket wrong end it at once, and that only the sockets concerned go.
let server: TestServer;
const open: Socket[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => server.close());

async function connect(token: string): Promise<Socket> {
  const socket = await connectSocket(server.url, token);
  open.push(socket);
  return socket;
}

async function registerPc(account: Account): Promise<Pc> {
  const minted = await server.call(API.mintPcToken, { token: account.access });
  const answer = await server.call(API.registerPc, {
    token: account.access,
    body: { name: `PC ${Math.random()}`, token: minted.body.detail },
  });
  expect(answer.status).toBe(201);
  return API.registerPc.answer.parse(answer.body).detail;
}

/** A user's socket in the room of their PC, with the reason it is later dropped for. */
async function inRoom(account: Account, pc: Pc) {
  const socket = await connect(account.access);
  const joined = (await socket.emitWithAck(SOCKET_EVENTS.join, { room: pc.token })) as {
    status: string;
  };
  expect(joined.status).toBe('success');
  return { socket, dropped: nextEvent<string>(socket, 'disconnect') };
}

/** Resolves true if the socket is still connected after the server had time to act. */
async function stillOpen(socket: Socket): Promise<boolean> {
  const answer = (await socket.timeout(2000).emitWithAck(SOCKET_EVENTS.connectionCheck, {
    type: 'REQUEST',
  })) as { status: string };
  return socket.connected && answer.status === 'success';
}

async function refused(token: string): Promise<boolean> {
  try {
    await connect(token);
    return false;
  } catch (error) {
    return (error as Error).message === SOCKET_UNAUTHORIZED;
  }
}

describe('an ended sign-in ends its open sockets', () => {
  it('sign-out drops that sign-in only; the same user elsewhere stays', async () => {
    const user = await server.signUp();
    const pc = await registerPc(user);
    const elsewhere = await server.login(user.email, user.password);
    const here = await inRoom(user, pc);
    const there = await inRoom(elsewhere, pc);

    expect((await server.call(API.logout, { body: { refresh: user.refresh } })).status).toBe(200);
    expect(await here.dropped).toBe('io server disconnect');
    expect(await refused(user.access)).toBe(true);
    expect(await stillOpen(there.socket)).toBe(true);
  });

  it('a password change drops the other sign-ins and keeps the one that changed it', async () => {
    const user = await server.signUp();
    const pc = await registerPc(user);
    const other = await server.login(user.email, user.password);
    const mine = await inRoom(user, pc);
    const theirs = await inRoom(other, pc);

    const changed = await server.call(API.changePassword, {
      token: user.access,
      body: {
        current_password: user.password,
        new_password: 'a-new-password-2',
        confirm_new_password: 'a-new-password-2',
      },
    });
    expect(changed.status).toBe(200);
    expect(await theirs.dropped).toBe('io server disconnect');
    expect(await stillOpen(mine.socket)).toBe(true);
  });

  it('a reused refresh token drops the sockets of its whole sign-in', async () => {
    const user = await server.signUp();
    const pc = await registerPc(user);
    const here = await inRoom(user, pc);
    expect((await server.call(API.refresh, { body: { refresh: user.refresh } })).status).toBe(200);
    // The rotated token presented again: it leaked, so the sign-in ends everywhere.
    expect((await server.call(API.refresh, { body: { refresh: user.refresh } })).status).toBe(401);
    expect(await here.dropped).toBe('io server disconnect');
  });

  it('disabling an account drops all its sockets', async () => {
    const user = await server.signUp();
    const pc = await registerPc(user);
    const tab = await inRoom(user, pc);
    const root = await server.superAdmin();
    const disabled = await server.call(API.updateUser, {
      token: root.access,
      body: { user_id: user.id, is_active: false },
    });
    expect(disabled.status).toBe(200);
    expect(await tab.dropped).toBe('io server disconnect');
    expect(await refused(user.access)).toBe(true);
  });

  it('a demoted admin is dropped, and back under the new role is kept out of others’ rooms', async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner);
    const admin = await server.withRole('ADMIN');
    const watching = await inRoom(admin, pc);
    const root = await server.superAdmin();
    const demoted = await server.call(API.updateUser, {
      token: root.access,
      body: { user_id: admin.id, role: 'USER' },
    });
    expect(demoted.status).toBe(200);
    expect(await watching.dropped).toBe('io server disconnect');

    // The sign-in itself is still good: the socket comes back, but the room is now refused.
    const back = await connect(admin.access);
    const joined = (await back.emitWithAck(SOCKET_EVENTS.join, { room: pc.token })) as {
      status: string;
    };
    expect(joined.status).toBe('error');
  });

  it('deleting an account drops its tabs and the agents of its PCs, and keeps others', async () => {
    const user = await server.signUp();
    const pc = await registerPc(user);
    const tab = await inRoom(user, pc);
    const agent = await connect(pc.token);
    const agentDropped = nextEvent<string>(agent, 'disconnect');
    const neighbour = await server.signUp();
    const neighbourPc = await registerPc(neighbour);
    const neighbourAgent = await connect(neighbourPc.token);

    const gone = await server.call(API.withdraw, { token: user.access });
    expect(gone.status).toBe(200);
    expect(await tab.dropped).toBe('io server disconnect');
    expect(await agentDropped).toBe('io server disconnect');
    expect(await refused(pc.token)).toBe(true);
    expect(await stillOpen(neighbourAgent)).toBe(true);
  });
});
